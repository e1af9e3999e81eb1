import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The car checkout answers 404 while the agency does not offer cars (Product Settings). */
export default offeredProductLayout("cars");
