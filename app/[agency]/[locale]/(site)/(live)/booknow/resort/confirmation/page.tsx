import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/**
 * /booknow/resort/confirmation?reference= (issue 27), also where a 3-D Secure challenge returns:
 * the stay, what was paid and what is due, the voucher and calendar file.
 */
const page = confirmationPage("resort", "ResortTrips");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
