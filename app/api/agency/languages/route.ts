import { languagesResponse } from "@/lib/contract/agency";
import { agencyLanguages } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(languagesResponse, async ({ agency }) => ({
  languages: await agencyLanguages(agency),
}));
