import { bookingListQuery, bookingRequest } from "@/lib/contract/booking";
import { bookingView as viewOf, listBookings } from "@/lib/server/bookings/access";
import { placeBooking } from "@/lib/server/bookings/engine";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import {
  registeredBookingListResponse,
  registeredBookingView,
} from "@/lib/server/products/contract";

/**
 * POST /api/bookings (Idempotency-Key): books a quote — 201 confirmed, or 202 `requires_action`
 * with the 3-D Secure challenge's URL. The price is the quote's; nothing in the body is a price.
 */
export const POST = apiRoute(registeredBookingView, async (ctx) => {
  const request = await ctx.body(bookingRequest);
  const buyer = await buyerOf(ctx);
  const { origin, locale } = caller(ctx.request);
  return idempotentCall(ctx, buyer, request, async () => {
    const placed = await placeBooking(ctx.agency, buyer, request, {
      origin,
      language: locale,
      requestKey: idempotencyKeyOf(ctx.request),
    });
    const view = await viewOf(placed.booking, buyer.user, origin);
    return {
      status: placed.challengeUrl ? 202 : 201,
      body: { ...view, challengeUrl: placed.challengeUrl },
    };
  });
});

/** GET /api/bookings: the caller's bookings; the agency's staff may ask for the agency's. */
export const GET = apiRoute(registeredBookingListResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  return listBookings(ctx.agency, user, ctx.query(bookingListQuery));
});
