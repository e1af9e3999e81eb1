import { postListRoute } from "@/components/content/post-routes";

const route = postListRoute("blog", "blog", "/blog");
export const generateMetadata = route.generateMetadata;
export default route.Page;
