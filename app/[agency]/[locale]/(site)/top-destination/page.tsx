import { postListRoute } from "@/components/content/post-routes";

/** SPEC §2.1: /top-destination and /destination, only when the agency enables top destinations. */
const route = postListRoute("destination", "destinations", "/top-destination");
export const generateMetadata = route.generateMetadata;
export default route.Page;
