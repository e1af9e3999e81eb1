import { z } from "zod";
import { bookingView, readableBooking } from "@/lib/server/bookings/access";
import { bookingDocument } from "@/lib/server/bookings/documents/download";
import { rawRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";

const query = z.object({ token: z.string().max(100).optional() });

/** GET /api/bookings/{reference}/voucher.pdf: for whoever may read the booking; 404 otherwise. */
export const GET = rawRoute(async (ctx) => {
  const { token } = ctx.query(query);
  const buyer = await buyerOf(ctx);
  const row = await readableBooking(ctx.agency, buyer, ctx.params.reference!, token);
  const view = await bookingView(row, buyer.user, caller(ctx.request).origin);
  return bookingDocument("voucher", ctx.agency.id, view);
});
