import { countriesResponse } from "@/lib/contract/currency";
import { enabledCountries } from "@/lib/server/currency/currency";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(countriesResponse, async ({ agency }) => ({
  data: await enabledCountries(agency),
}));
