import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The resort booking pages answer 404 while the agency does not offer resort (Product Settings). */
export default offeredProductLayout("resort");
