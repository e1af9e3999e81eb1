import { cruiseDetailsRequest, cruiseDetailsResponse } from "@/lib/contract/cruise";
import { apiRoute } from "@/lib/server/http/api-route";
import { cruiseDetails } from "@/lib/server/products/cruise/search";

/** Issue 27 sailing details: its days port by port and every cabin category the party fits in. */
export const POST = apiRoute(
  cruiseDetailsResponse,
  async (ctx) => {
    const request = await ctx.body(cruiseDetailsRequest);
    const session = await ctx.session();
    return cruiseDetails(ctx.agency, session?.user ?? null, request);
  },
  { product: "cruise" },
);
