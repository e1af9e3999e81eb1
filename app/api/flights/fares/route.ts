import { flightFaresRequest, flightFaresResponse } from "@/lib/contract/flights";
import { flightFares } from "@/lib/server/products/flights/search";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §2.1 flight search details: an itinerary of the search with its fare brands. */
export const POST = apiRoute(
  flightFaresResponse,
  async (ctx) => {
    const { itineraryId, ...query } = await ctx.body(flightFaresRequest);
    const session = await ctx.session();
    return flightFares(ctx.agency, session?.user ?? null, query, itineraryId);
  },
  { product: "flights" },
);
