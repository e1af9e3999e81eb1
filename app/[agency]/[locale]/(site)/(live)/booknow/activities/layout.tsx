import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The activities booking pages answer 404 while the agency does not offer activities (Product Settings). */
export default offeredProductLayout("activities");
