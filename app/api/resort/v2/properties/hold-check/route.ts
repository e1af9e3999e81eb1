import { holdCheckQuery, holdCheckResponse } from "@/lib/contract/resort";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { holdCheck } from "@/lib/server/resort-service/itineraries";

/**
 * SPEC §7 resort service GET /properties/hold-check?reference_number=<quote id>: the buyer's held
 * itinerary, `held` until its expiry, else how it ended; 404 for anyone else's; while the agency
 * offers resorts.
 */
export const GET = withCorrelationId(
  apiRoute(
    holdCheckResponse,
    async (ctx) => {
      const { reference_number } = ctx.query(holdCheckQuery);
      return holdCheck(ctx.agency, await buyerOf(ctx), reference_number);
    },
    { product: "resort" },
  ),
);
