import { seatMapRequest, seatMapResponse } from "@/lib/contract/flights";
import { flightSeatMaps } from "@/lib/server/products/flights/search";
import { apiRoute } from "@/lib/server/http/api-route";

/** A fare's seat maps, one a segment, with the seats taken and the price of those that cost. */
export const POST = apiRoute(
  seatMapResponse,
  async (ctx) => {
    const { offerId, ...query } = await ctx.body(seatMapRequest);
    return flightSeatMaps(query, offerId);
  },
  { product: "flights" },
);
