import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * "Manage my booking" (linked from every page's footer): any booking found by its reference and
 * the lead guest's last name, whatever the product; the booking itself once found.
 */
const page = bookingDetailPage("Trips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
