import { carDealsRequest, carDealsResponse } from "@/lib/contract/deals";
import { carDealsFor } from "@/lib/server/deals/deals";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §7 car deals; optional sign-in decides whether wholesale rates are shown. */
export const POST = apiRoute(carDealsResponse, async (ctx) => {
  const body = await ctx.body(carDealsRequest);
  const session = await ctx.session();
  return { response: await carDealsFor(ctx.agency, session?.user ?? null, body) };
});
