import "server-only";
import { queryKeys, VISITOR } from "@/lib/api/query-keys";
import {
  parseHotelId,
  parseHotelSearch,
  todayIso,
  toSearchRequest,
  toStayQuery,
} from "@/lib/booking/hotel-search-params";
import {
  hotelDetailsRequest,
  hotelDetailsResponse,
  hotelSearchRequest,
  hotelSearchResponse,
} from "@/lib/contract/hotels";
import type { AgencyRow } from "../../agency/agency";
import type { FirstAnswer } from "../kit/first-answer";
import { hotelDetails } from "./details";
import { searchHotels } from "./search";

/** The results page's first answer: its search, as POST /api/hotels/search answers a visitor. */
export function hotelResultsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const request = toSearchRequest(parseHotelSearch(params, todayIso()));
  if (!request) return [];
  return [
    {
      key: queryKeys.hotelSearch(request, VISITOR),
      contract: hotelSearchResponse,
      product: "hotels",
      answer: () => searchHotels(agency, null, hotelSearchRequest.parse(request)),
    },
  ];
}

/** The hotel page's first answer: the hotel and its rates, as POST /api/hotels/details does. */
export function hotelDetailsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const stay = toStayQuery(parseHotelSearch(params, todayIso()));
  const hotelId = parseHotelId(params);
  if (!stay || !hotelId) return [];
  const request = { ...stay, hotelId };
  return [
    {
      key: queryKeys.hotelDetails(request, VISITOR),
      contract: hotelDetailsResponse,
      product: "hotels",
      answer: () => hotelDetails(agency, null, hotelDetailsRequest.parse(request)),
    },
  ];
}
