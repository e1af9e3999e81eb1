import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * A resort booking (/mytrip/resort-details?reference=): the property and unit, the stay on the
 * property's clock, what was paid and what is due (the balance paid from here), the voucher and
 * calendar file, and cancelling under the property's terms.
 */
const page = bookingDetailPage("ResortTrips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
