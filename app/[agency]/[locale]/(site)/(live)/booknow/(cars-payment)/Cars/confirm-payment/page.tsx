import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/**
 * /booknow/Cars/confirm-payment?reference= (SPEC §2.1): the references, the rental, the price
 * paid and the voucher.
 */
const page = confirmationPage("cars", "Checkout");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
