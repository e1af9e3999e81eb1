import { postListRoute } from "@/components/content/post-routes";

/** The destinations the agency marks as hidden gems. */
const route = postListRoute(
  "destination",
  "hiddenGems",
  "/hidden-gems-round-the-world",
  "hidden-gem",
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
