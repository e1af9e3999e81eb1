import { navigationResponse } from "@/lib/contract/agency";
import { navigation } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(navigationResponse, async (ctx) => {
  const session = await ctx.session();
  return { agencyNavigation: await navigation(ctx.agency, session?.user ?? null) };
});
