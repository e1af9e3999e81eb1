import { themeResponse, themeUpdate } from "@/lib/contract/theme";
import { setPrimaryColour, themeOf } from "@/lib/server/agency/theme";
import { apiRoute } from "@/lib/server/http/api-route";

/** GET /api/agency/theme: the primary colour and the images' addresses (Customize Theme). */
export const GET = apiRoute(themeResponse, async (ctx) => themeOf(ctx.agency.id), {
  permission: "theme.read",
});

/** PUT /api/agency/theme `{ primaryColor }`: refused (400) when it fails WCAG AA contrast. */
export const PUT = apiRoute(
  themeResponse,
  async (ctx) => setPrimaryColour(ctx.agency.id, (await ctx.body(themeUpdate)).primaryColor),
  { permission: "theme.manage" },
);
