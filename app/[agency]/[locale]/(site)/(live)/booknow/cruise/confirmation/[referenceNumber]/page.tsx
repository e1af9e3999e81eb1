import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/**
 * /booknow/cruise/confirmation/:referenceNumber (SPEC §2.1): the sailing, the cabin, the guests,
 * the itinerary, what was paid and what is due, the voucher and calendar file (the guest's
 * `token` in the address when there is one).
 */
const page = confirmationPage("cruise", "CruiseCheckout");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
