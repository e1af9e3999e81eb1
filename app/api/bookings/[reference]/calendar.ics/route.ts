import { bookingDocumentRoute } from "@/lib/server/http/booking-documents";

/** GET /api/bookings/{reference}/calendar.ics: the stay as a calendar event. */
export const GET = bookingDocumentRoute("calendar");
