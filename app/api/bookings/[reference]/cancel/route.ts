import { cancelRequest } from "@/lib/contract/booking";
import { bookingView as viewOf, readableBooking } from "@/lib/server/bookings/access";
import { cancelBooking } from "@/lib/server/bookings/cancel";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { registeredBookingView } from "@/lib/server/products/contract";

/** POST /api/bookings/{reference}/cancel (Idempotency-Key): cancels and refunds by the policy. */
export const POST = apiRoute(registeredBookingView, async (ctx) => {
  const request = await ctx.body(cancelRequest);
  const buyer = await buyerOf(ctx);
  const booking = await readableBooking(ctx.agency, buyer, ctx.params.reference!, request.token);
  return idempotentCall(ctx, buyer, { reference: booking.reference, ...request }, async () => {
    const cancelled = await cancelBooking(ctx.agency, buyer, booking, request);
    return { status: 200, body: await viewOf(cancelled, buyer.user, caller(ctx.request).origin) };
  });
});
