import "server-only";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import { ApiError } from "../../errors";
import type { HotelResult } from "../../inventory/hotels/supplier";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import { supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";
import { describeHotelOffer, toSupplierQuery } from "./offer";
import type { HotelStayQuery } from "@/lib/contract/hotels";

const hotelOf = (offer: unknown) => offer as HotelOfferSnapshot;

/** A stay: a guest named for every room. */
export const hotelAdapter: ProductAdapter = {
  /** More guests in a room than any room sleeps is refused before anything is held. */
  check: async (query) => void toSupplierQuery(query as HotelStayQuery),
  describe(query, offerId, hotel, markup) {
    const stay = query as HotelStayQuery;
    const { snapshot, rates } = describeHotelOffer(stay, offerId, hotel as HotelResult, markup);
    return { snapshot, rates, units: stay.rooms.length };
  },
  checkTravellers(offer, travellers) {
    const units = hotelOf(offer).rooms.length;
    for (let unit = 0; unit < units; unit++) {
      if (!travellers.some((t) => t.unit === unit)) {
        throw new ApiError("badRequest", `travellers: name a guest for room ${unit + 1}`);
      }
    }
    if (travellers.some((t) => t.unit >= units)) {
      throw new ApiError("badRequest", `travellers: there are ${units} rooms`);
    }
  },
  priceParts: (offer) => [{ kind: "stay", count: hotelOf(offer).nights, weight: 1 }],
  startsOn: (offer) => hotelOf(offer).checkIn,
  endsOn: (offer) => hotelOf(offer).checkOut,
  title: (offer) => hotelOf(offer).hotelName,
  ...supplierSteps("hotels"),
  // The supplier takes a stay as rooms of so many guests.
  price: (query, offerId) =>
    supplierFor("hotels").price({ offerId, query: toSupplierQuery(query as HotelStayQuery) }),
  hold: (query, offerId, reference) =>
    supplierFor("hotels").hold({
      offerId,
      query: toSupplierQuery(query as HotelStayQuery),
      reference,
    }),
};
