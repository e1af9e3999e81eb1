import { exchangeResponse } from "@/lib/contract/currency";
import { exchangeRates } from "@/lib/server/currency/currency";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(exchangeResponse, () => exchangeRates());
