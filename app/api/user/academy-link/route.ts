import { academyLinkResponse } from "@/lib/contract/user";
import { academyLink } from "@/lib/server/auth/academy";
import { apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(
  academyLinkResponse,
  async (ctx) => ({ url: await academyLink(ctx.agency, (await ctx.requireSession()).user) }),
  { permission: "academy.read" },
);
