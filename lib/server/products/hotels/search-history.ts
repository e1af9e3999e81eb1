import "server-only";
import type * as z from "zod";
import { HOTEL_RESULTS_PATH, serializeHotelSearch } from "@/lib/booking/hotel-search-params";
import type { hotelSearchRequest } from "@/lib/contract/hotels";
import { label, type SearchKind } from "../kit/search-kind";

/** A hotel search: the place as the results page named it, the stay and the party. */
export const hotelSearchHistory: SearchKind<z.output<typeof hotelSearchRequest>> = {
  product: "hotels",
  resultsPath: HOTEL_RESULTS_PATH,
  describe(b, page) {
    const placeLabel = label(page?.get("placeName")) || b.placeId;
    const path = `${HOTEL_RESULTS_PATH}?${serializeHotelSearch({
      placeId: b.placeId,
      placeLabel,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rooms: b.rooms,
      nationality: b.nationality,
      sort: b.sort,
    })}`;
    return {
      path,
      params: {
        destination: placeLabel,
        start: b.checkIn,
        end: b.checkOut,
        adults: String(b.rooms.reduce((n, r) => n + r.adults, 0)),
        children: String(b.rooms.reduce((n, r) => n + r.childAges.length, 0)),
        rooms: String(b.rooms.length),
      },
    };
  },
};
