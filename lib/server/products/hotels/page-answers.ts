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
  hotelStayQuery,
} from "@/lib/contract/hotels";
import { hotelOfferSnapshot } from "@/lib/contract/booking";
import type { AgencyRow } from "../../agency/agency";
import { agencyMarkup } from "../../deals/deals";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import type { FirstAnswer } from "../kit/first-answer";
import { hotelDetails } from "./details";
import { hotelAdapter } from "./adapter";
import { toSupplierQuery } from "./offer";
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

/** The stay and the hotel an address names (a hotel page's, a checkout's), or null. */
function stayAt(params: URLSearchParams) {
  const stay = toStayQuery(parseHotelSearch(params, todayIso()));
  const hotelId = parseHotelId(params);
  return stay && hotelId ? { stay, hotelId } : null;
}

/** The hotel page's first answer: the hotel and its rates, as POST /api/hotels/details does. */
export function hotelDetailsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const at = stayAt(params);
  if (!at) return [];
  const request = { ...at.stay, hotelId: at.hotelId };
  return [
    {
      key: queryKeys.hotelDetails(request, VISITOR),
      contract: hotelDetailsResponse,
      product: "hotels",
      answer: () => hotelDetails(agency, null, hotelDetailsRequest.parse(request)),
    },
  ];
}

/**
 * The hotel checkout's first answer before its hold: the room as the quote will describe it (the
 * hotel, the room, the stay and its cancellation rule), from the hotel as searched, so the page
 * shows what is being held while it is held.
 */
export function hotelCheckoutAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const at = stayAt(params);
  const offerId = params.get("offerId");
  if (!at || !offerId) return [];
  const { stay, hotelId } = at;
  return [
    {
      key: queryKeys.offerPreview("hotels", offerId, stay),
      contract: hotelOfferSnapshot,
      product: "hotels",
      answer: async () => {
        const checked = hotelStayQuery.parse(stay);
        const [hotel, markup] = await Promise.all([
          supplierFor("hotels").details(hotelId, toSupplierQuery(checked)),
          agencyMarkup(agency.id, "hotels"),
        ]);
        // Described as createQuote describes the held offer: by the product's adapter.
        return (await hotelAdapter.describe(checked, offerId, hotel, markup)).snapshot;
      },
    },
  ];
}
