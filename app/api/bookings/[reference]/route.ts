import * as z from "zod";

import { bookingView as viewOf, readableBooking } from "@/lib/server/bookings/access";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { registeredBookingView } from "@/lib/server/products/contract";

const query = z.object({ token: z.string().max(100).optional() });

/** GET /api/bookings/{reference}: one booking with its events, for who may read it; else 404. */
export const GET = apiRoute(registeredBookingView, async (ctx) => {
  const { token } = ctx.query(query);
  const buyer = await buyerOf(ctx);
  const booking = await readableBooking(ctx.agency, buyer, ctx.params.reference!, token);
  return viewOf(booking, buyer.user, caller(ctx.request).origin);
});
