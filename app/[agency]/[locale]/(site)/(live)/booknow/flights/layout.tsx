import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The flights booking pages answer 404 while the agency does not offer flights (Product Settings). */
export default offeredProductLayout("flights");
