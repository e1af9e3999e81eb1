import { regionSearchQuery, regionsResponse } from "@/lib/contract/resort";
import { apiRoute } from "@/lib/server/http/api-route";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { searchRegions } from "@/lib/server/inventory/resort/regions";

/** SPEC §7 resort service GET /search?key=: regions, countries and destinations by name. */
export const GET = withCorrelationId(
  apiRoute(regionsResponse, async (ctx) => {
    const { key } = ctx.query(regionSearchQuery);
    return { data: await searchRegions(key) };
  }),
);
