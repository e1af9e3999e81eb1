import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * An activity booking (/mytrip/activity-details?reference=; SPEC names no page for it): the
 * activity's start on its own clock, the meeting point, a ticket for each traveller, the answers
 * given, the tickets' PDF and cancelling with the refund it gives. Outside the signed-in pages, as
 * /hotel-details is.
 */
const page = bookingDetailPage("ActivityTrips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
