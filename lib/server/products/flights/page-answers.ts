import "server-only";
import { queryKeys, VISITOR } from "@/lib/api/query-keys";
import { readFlightQuery } from "@/lib/booking/flight-search-params";
import { flightSearchRequest, flightSearchResponse } from "@/lib/contract/flights";
import type { AgencyRow } from "../../agency/agency";
import type { FirstAnswer } from "../kit/first-answer";
import { searchFlights } from "./search";

/** The results page's first answer: its search, as POST /api/flights/search answers a visitor. */
export function flightResultsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const query = readFlightQuery(params);
  if (!query) return [];
  return [
    {
      key: queryKeys.flightSearch(query, VISITOR),
      contract: flightSearchResponse,
      product: "flights",
      answer: () => searchFlights(agency, null, flightSearchRequest.parse(query)),
    },
  ];
}
