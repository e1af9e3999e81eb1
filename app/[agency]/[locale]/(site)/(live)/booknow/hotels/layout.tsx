import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The hotels booking pages answer 404 while the agency does not offer hotels (Product Settings). */
export default offeredProductLayout("hotels");
