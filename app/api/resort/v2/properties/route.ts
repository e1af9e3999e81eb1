import { resortSearchQuery, resortSearchResponse } from "@/lib/contract/resort";
import { apiRoute } from "@/lib/server/http/api-route";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { resortSearch } from "@/lib/server/resort-service/search";

/**
 * GET /api/resort/v2/properties?regionId=&checkIn=&checkOut=&units=&adults=&children=: the
 * resort results for a stay (issue 27, /booknow/resort/search): the region's properties with a
 * unit type left that sleeps the party, each from its cheapest, priced as availability and the
 * quote price it. 404 for an unknown region, 400 for bad dates or a party the units cannot take;
 * while the agency offers resorts.
 */
export const GET = withCorrelationId(
  apiRoute(
    resortSearchResponse,
    async (ctx) => {
      const query = ctx.query(resortSearchQuery);
      const session = await ctx.session();
      return resortSearch(ctx.agency, session?.user ?? null, query);
    },
    { product: "resort" },
  ),
);
