import { postRoute } from "@/components/content/post-routes";

const route = postRoute("blog");
export const generateMetadata = route.generateMetadata;
export default route.Page;
