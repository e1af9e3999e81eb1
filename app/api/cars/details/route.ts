import { carDetailsRequest, carDetailsResponse } from "@/lib/contract/cars";
import { carDetails } from "@/lib/server/products/cars/search";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §2.1 car result details: one car, priced with the extras asked for, and what it includes. */
export const POST = apiRoute(
  carDetailsResponse,
  async (ctx) => {
    const { offerId, ...query } = await ctx.body(carDetailsRequest);
    const session = await ctx.session();
    return carDetails(ctx.agency, session?.user ?? null, query, offerId);
  },
  { product: "cars" },
);
