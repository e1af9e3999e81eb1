import { websiteResponse, websiteUpdateRequest } from "@/lib/contract/website";
import { updateWebsiteContent, websiteContent } from "@/lib/server/agency/website";
import { apiRoute } from "@/lib/server/http/api-route";

/** Website Settings: owners and admins only (SPEC §6: disabled for sales agents). */
const editors = { permission: "settings.website" } as const;

export const GET = apiRoute(websiteResponse, async (ctx) => websiteContent(ctx.agency.id), editors);

export const PUT = apiRoute(
  websiteResponse,
  async (ctx) => updateWebsiteContent(ctx.agency.id, await ctx.body(websiteUpdateRequest)),
  editors,
);
