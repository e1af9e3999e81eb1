import { itineraryReleaseQuery, itineraryReleaseResponse } from "@/lib/contract/resort";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { readBody } from "@/lib/server/http/body";
import { buyerOf } from "@/lib/server/http/buyer";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { releaseItinerary } from "@/lib/server/resort-service/itineraries";

/**
 * SPEC §7 resort service PUT /itineraries?reference_number=<quote id>&status=RELEASE with an
 * empty body: the checkout abandoned, the held units given back; again changes nothing and
 * answers the same. 400 for another status or a body, 404 for anyone else's itinerary, 500
 * "Internal Server Error" when the supplier fails (SPEC §8), the hold kept; while the agency
 * offers resorts.
 */
const EMPTY_BODY_LIMIT = 1_000;

export const PUT = withCorrelationId(
  apiRoute(
    itineraryReleaseResponse,
    async (ctx) => {
      const { reference_number } = ctx.query(itineraryReleaseQuery);
      // Read only so far: a body is refused whatever it holds, a large one without being kept.
      const body = await readBody(ctx.request, EMPTY_BODY_LIMIT);
      if (new TextDecoder().decode(body).trim() !== "") {
        throw new ApiError("badRequest", "A release takes an empty body.");
      }
      return releaseItinerary(ctx.agency, await buyerOf(ctx), reference_number);
    },
    { product: "resort" },
  ),
);
