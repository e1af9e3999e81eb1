import { bookingDetailPage } from "@/components/booking/trips/booking-detail-page";

/**
 * A flight booking (SPEC §2.1 /flight-details?reference=): the itinerary, the passengers with
 * their e-tickets, the status history and cancelling with the refund it gives.
 */
const page = bookingDetailPage("FlightTrips");
export const generateMetadata = page.generateMetadata;
export default page.BookingPage;
