import { agencyBookingsQuery } from "@/lib/contract/agency-bookings";
import { listAgencyBookings } from "@/lib/server/bookings/agency-list";
import { apiRoute } from "@/lib/server/http/api-route";
import { registeredAgencyBookingsResponse } from "@/lib/server/products/contract";

/**
 * GET /api/agency/bookings: the agency's bookings of every product for its staff, filtered by
 * product, status, booking and travel dates, agent, client and text, sorted and paged by the
 * server. Net and markup only for staff who see wholesale rates.
 */
export const GET = apiRoute(
  registeredAgencyBookingsResponse,
  async (ctx) => {
    const query = ctx.query(agencyBookingsQuery);
    const { user } = await ctx.requireSession();
    return listAgencyBookings(ctx.agency, user, query);
  },
  { permission: "bookings.read", apiKeyScope: "bookings:read" },
);
