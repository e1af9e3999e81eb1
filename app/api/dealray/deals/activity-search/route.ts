import { activityDealsRequest, activityDealsResponse } from "@/lib/contract/deals";
import { activityDealsFor } from "@/lib/server/deals/deals";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §7 activity deals; optional sign-in decides whether wholesale rates are shown. */
export const POST = apiRoute(activityDealsResponse, async (ctx) => {
  const body = await ctx.body(activityDealsRequest);
  const session = await ctx.session();
  return { response: await activityDealsFor(ctx.agency, session?.user ?? null, body) };
});
