import { bookingLookupRequest } from "@/lib/contract/booking";
import { bookingView as viewOf, lookupBooking } from "@/lib/server/bookings/access";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller } from "@/lib/server/http/caller";
import { registeredBookingView } from "@/lib/server/products/contract";

/**
 * POST /api/bookings/lookup: a guest finds their booking by reference and the lead guest's last
 * name; the answer carries the signed link that opens it from then on.
 */
export const POST = apiRoute(registeredBookingView, async (ctx) => {
  const { reference, lastName } = await ctx.body(bookingLookupRequest);
  const booking = await lookupBooking(ctx.agency, reference, lastName);
  return viewOf(booking, null, caller(ctx.request).origin);
});
