import { shareRoute } from "@/components/content/post-routes";

// Share links carry the post in the query string, so they render per request.
export const dynamic = "force-dynamic";

const route = shareRoute("blog");
export const generateMetadata = route.generateMetadata;
export default route.Page;
