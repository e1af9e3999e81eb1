import { balanceRequest } from "@/lib/contract/booking";
import { bookingView as viewOf, readableBooking } from "@/lib/server/bookings/access";
import { payBalance } from "@/lib/server/bookings/balance";
import { apiRoute } from "@/lib/server/http/api-route";
import { ownerKey } from "@/lib/server/bookings/buyer";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import { registeredBookingView } from "@/lib/server/products/contract";

/**
 * POST /api/bookings/{reference}/balance (Idempotency-Key): pays a deposit sale's balance, once.
 * For whoever may read the booking (its traveller, the agency's staff for a client, a guest's
 * signed link); 409 when there is nothing left to pay or it is being paid under another key.
 */
export const POST = apiRoute(registeredBookingView, async (ctx) => {
  const request = await ctx.body(balanceRequest);
  const buyer = await buyerOf(ctx);
  const booking = await readableBooking(ctx.agency, buyer, ctx.params.reference!, request.token);
  const { origin } = caller(ctx.request);
  const requestKey = `${ownerKey(buyer)} ${idempotencyKeyOf(ctx.request)}`;
  return idempotentCall(ctx, buyer, { reference: booking.reference, ...request }, async () => {
    const paid = await payBalance(ctx.agency, buyer, booking, request.payment, {
      origin,
      requestKey,
    });
    return { status: 200, body: await viewOf(paid, buyer.user, origin) };
  });
});
