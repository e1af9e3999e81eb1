import { hotelDetailsRequest, hotelDetailsResponse } from "@/lib/contract/hotels";
import { hotelDetails } from "@/lib/server/products/hotels/details";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §2.1 hotel details for a stay; open to visitors like the search (see its route). */
export const POST = apiRoute(
  hotelDetailsResponse,
  async (ctx) => {
    const body = await ctx.body(hotelDetailsRequest);
    const session = await ctx.session();
    return hotelDetails(ctx.agency, session?.user ?? null, body);
  },
  { product: "hotels" },
);
