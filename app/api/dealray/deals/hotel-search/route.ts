import { hotelDealsRequest, hotelDealsResponse } from "@/lib/contract/deals";
import { hotelDealsFor } from "@/lib/server/deals/deals";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §7 hotel deals; optional sign-in decides whether wholesale rates are shown. */
export const POST = apiRoute(hotelDealsResponse, async (ctx) => {
  const body = await ctx.body(hotelDealsRequest);
  const session = await ctx.session();
  return { response: await hotelDealsFor(ctx.agency, session?.user ?? null, body) };
});
