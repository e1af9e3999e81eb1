import { currenciesResponse } from "@/lib/contract/currency";
import { enabledCurrencies } from "@/lib/server/currency/currency";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(currenciesResponse, async ({ agency }) => ({
  data: await enabledCurrencies(agency),
}));
