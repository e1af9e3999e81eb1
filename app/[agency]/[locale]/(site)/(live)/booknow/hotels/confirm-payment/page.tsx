import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/** /booknow/hotels/confirm-payment?reference=: the hotel booking's outcome. */
const page = confirmationPage("hotels", "Checkout");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
