import { completeRequest } from "@/lib/contract/booking";
import { bookingView as viewOf, readableBooking } from "@/lib/server/bookings/access";
import { advance } from "@/lib/server/bookings/engine";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { registeredBookingView } from "@/lib/server/products/contract";

/**
 * POST /api/bookings/{reference}/complete (Idempotency-Key): after the 3-D Secure page, the
 * booking goes on from where it stood — booked, captured and confirmed, or failed as the
 * challenge did. Any number of calls complete it once.
 */
export const POST = apiRoute(registeredBookingView, async (ctx) => {
  const { token } = await ctx.body(completeRequest);
  const buyer = await buyerOf(ctx);
  const booking = await readableBooking(ctx.agency, buyer, ctx.params.reference!, token);
  return idempotentCall(ctx, buyer, { reference: booking.reference }, async () => {
    const done = await advance(booking.id);
    return { status: 200, body: await viewOf(done, buyer.user, caller(ctx.request).origin) };
  });
});
