import { postRoute } from "@/components/content/post-routes";

const route = postRoute("destination");
export const generateMetadata = route.generateMetadata;
export default route.Page;
