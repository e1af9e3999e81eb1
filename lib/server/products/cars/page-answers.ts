import "server-only";
import { queryKeys, VISITOR } from "@/lib/api/query-keys";
import { readCarQuery } from "@/lib/booking/car-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { datesFromPast } from "@/lib/booking/past-dates";
import { carOfferQuery, carSearchResponse } from "@/lib/contract/cars";
import type { AgencyRow } from "../../agency/agency";
import type { FirstAnswer } from "../kit/first-answer";
import { searchCars } from "./search";

/** The results page's first answer: its search, as POST /api/cars/search answers a visitor. */
export function carResultsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const query = readCarQuery(params);
  // A search whose pick-up has passed is not made: the page offers the nearest dates instead.
  if (!query || datesFromPast(query.pickUp.slice(0, 10), query.dropOff.slice(0, 10), todayIso())) {
    return [];
  }
  return [
    {
      key: queryKeys.carSearch(query, VISITOR),
      contract: carSearchResponse,
      product: "cars",
      answer: () => searchCars(agency, null, carOfferQuery.parse(query)),
    },
  ];
}
