import { regionsQuery, regionsResponse } from "@/lib/contract/resort";
import { apiRoute } from "@/lib/server/http/api-route";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { listRegions, regionsByIds } from "@/lib/server/inventory/resort/regions";

/**
 * SPEC §7 resort service GET /regions: the top-level regions; with ?ids=a,b those regions, and
 * with &children=true their direct children too (unknown ids are left out).
 */
export const GET = withCorrelationId(
  apiRoute(regionsResponse, async (ctx) => {
    const { ids, children = false } = ctx.query(regionsQuery);
    const asked = ids ?? (await listRegions()).map((r) => r.id);
    return { data: await regionsByIds(asked, children) };
  }),
);
