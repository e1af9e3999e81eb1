import { resortAvailabilityQuery, resortAvailabilityResponse } from "@/lib/contract/resort";
import { apiRoute } from "@/lib/server/http/api-route";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";
import { resortAvailability } from "@/lib/server/resort-service/availability";

/**
 * SPEC §7 resort service GET /properties/availability?propertyId=&checkIn=&checkOut=&units=
 * &adults=&children=: every unit type of the property for the stay, priced with the agency's
 * markup as a quote charges it, with the units left; its deposit and cancellation terms. 404 for
 * an unknown property, 400 for bad dates or a party the units cannot take; while the agency
 * offers resorts.
 */
export const GET = withCorrelationId(
  apiRoute(
    resortAvailabilityResponse,
    async (ctx) => {
      const query = ctx.query(resortAvailabilityQuery);
      const session = await ctx.session();
      return resortAvailability(ctx.agency, session?.user ?? null, query);
    },
    { product: "resort" },
  ),
);
