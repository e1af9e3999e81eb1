import { offeredProductLayout } from "@/components/booking/offered-product-layout";

/** The cruise booking pages answer 404 while the agency does not offer cruises (Product Settings). */
export default offeredProductLayout("cruise");
