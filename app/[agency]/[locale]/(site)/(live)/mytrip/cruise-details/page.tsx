import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * A cruise booking (/mytrip/cruise-details?reference=): the sailing day by day on each port's
 * clock, the cabin and guests, what was paid and what is due (the balance paid from here), the
 * voucher and calendar file, and cancelling under the line's charges. Outside the signed-in
 * pages, as /hotel-details is.
 */
const page = bookingDetailPage("CruiseTrips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
