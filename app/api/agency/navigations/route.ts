import { navigationResponse } from "@/lib/contract/agency";
import { navigation } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(navigationResponse, async ({ agency }) => ({
  agencyNavigation: await navigation(agency),
}));
