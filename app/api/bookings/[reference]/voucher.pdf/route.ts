import { bookingDocumentRoute } from "@/lib/server/http/booking-documents";

/** GET /api/bookings/{reference}/voucher.pdf: the PDF voucher. */
export const GET = bookingDocumentRoute("voucher");
