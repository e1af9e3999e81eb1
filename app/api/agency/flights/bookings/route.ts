import { agencyFlightBookingsQuery } from "@/lib/contract/flights";
import { listBookings } from "@/lib/server/bookings/access";
import { apiRoute } from "@/lib/server/http/api-route";
import { registeredBookingListResponse } from "@/lib/server/products/contract";

/**
 * GET /api/agency/flights/bookings (SPEC §2.1): the agency's flight bookings for its staff,
 * newest first, paged, filtered by status, travel dates (the first departure), a passenger's name
 * or the reference. Only the agency of the host is ever read.
 */
export const GET = apiRoute(
  registeredBookingListResponse,
  async (ctx) => {
    const query = ctx.query(agencyFlightBookingsQuery);
    const { user } = await ctx.requireSession();
    return listBookings(ctx.agency, user, {
      ...query,
      when: "all",
      scope: "agency",
      product: "flights",
    });
  },
  { permission: "bookings.read" },
);
