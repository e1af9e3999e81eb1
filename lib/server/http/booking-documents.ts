import "server-only";
import { bookingDocumentQuery } from "@/lib/contract/booking";
import { bookingView, readableBooking } from "../bookings/access";
import { bookingDocument } from "../bookings/documents/download";
import { rawRoute } from "./api-route";
import { buyerOf } from "./buyer";
import { caller } from "./caller";

/**
 * GET /api/bookings/{reference}/voucher.pdf and …/calendar.ics: the document, for whoever may
 * read the booking (its traveller, the agency's staff, the signed link's `?token=`); 404 otherwise.
 */
export function bookingDocumentRoute(kind: "voucher" | "calendar") {
  return rawRoute(async (ctx) => {
    const { token } = ctx.query(bookingDocumentQuery);
    const buyer = await buyerOf(ctx);
    const row = await readableBooking(ctx.agency, buyer, ctx.params.reference!, token);
    const view = await bookingView(row, buyer.user, caller(ctx.request).origin);
    return bookingDocument(kind, ctx.agency.id, view);
  });
}
