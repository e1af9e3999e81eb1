import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * A hotel booking (SPEC §2.1 /hotel-details?reference=).
 */
const page = bookingDetailPage("Trips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
