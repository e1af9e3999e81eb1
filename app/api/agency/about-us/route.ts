import { aboutUsResponse } from "@/lib/contract/agency";
import { aboutUs } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(aboutUsResponse, async ({ agency }) => ({
  data: await aboutUs(agency),
}));
