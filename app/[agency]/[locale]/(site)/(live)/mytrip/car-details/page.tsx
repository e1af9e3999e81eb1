import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * A car rental booking (/mytrip/car-details?reference=; SPEC names no page for it): the vehicle,
 * the desks with their times, the driver and extras, the voucher and cancelling with the refund it
 * gives. Outside the signed-in pages, as /hotel-details is.
 */
const page = bookingDetailPage("CarTrips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
