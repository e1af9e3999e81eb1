import { confirmationPage } from "@/components/booking/checkout/confirmation-page";

/**
 * /booknow/activities/confirmation/:referenceNumber (SPEC §2.1): a ticket for each traveller, the
 * slot, the answers, the price paid and the tickets' PDF (the guest's `token` in the address when
 * there is one).
 */
const page = confirmationPage("activities", "ActivityCheckout");
export const generateMetadata = page.generateMetadata;
export default page.ConfirmationPage;
