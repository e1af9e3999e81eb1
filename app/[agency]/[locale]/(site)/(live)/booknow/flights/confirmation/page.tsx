import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/**
 * /booknow/flights/confirmation?reference= (SPEC §2.1): the booking and airline references, each
 * passenger's e-ticket, the itinerary, the seats, the price paid and the documents.
 */
const page = confirmationPage("flights", "FlightTrips");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
