import { cruisePortsResponse } from "@/lib/contract/cruise";
import { apiRoute } from "@/lib/server/http/api-route";
import { cruisePorts } from "@/lib/server/products/cruise/search";

/** Issue 27: the waters the lines sail and the home ports their sailings leave from. */
export const GET = apiRoute(cruisePortsResponse, () => cruisePorts(), { product: "cruise" });
