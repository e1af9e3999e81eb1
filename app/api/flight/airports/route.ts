import { airportsQuery, airportsResponse } from "@/lib/contract/autosuggest";
import { apiRoute } from "@/lib/server/http/api-route";
import { airportSuggestions } from "@/lib/server/inventory/geo/autosuggest";

/** SPEC §7: airports by IATA code, name or city, for the flight search fields. */
export const GET = apiRoute(airportsResponse, async (ctx) => {
  const { search } = ctx.query(airportsQuery);
  return { data: await airportSuggestions(search) };
});
