import "server-only";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import type { CancellationPolicy, HotelStayQuery } from "@/lib/contract/hotels";
import { ApiError } from "../../errors";
import { hotelProfile } from "../../inventory/hotels/profile";
import type { HotelQuery, HotelResult } from "../../inventory/hotels/supplier";
import type { Markup, PriceTerms, Rates } from "../../inventory/money";
import { MAX_GUESTS_PER_ROOM, nightsBetween } from "@/lib/contract/stay";
import { SupplierError } from "../../inventory/supplier";
import { roomPolicy, roomRates, type StayPricing } from "./rates";

/**
 * A hotel offer for the booking engine (DESIGN §9): what a quote prices, holds and snapshots,
 * priced exactly as search and details show it (rates.ts), from the supplier's answer to its hold.
 */

/**
 * The supplier's query for a stay: it sells rooms of one type, so every room must fit the largest
 * party. More guests in a room than any room type sleeps is the client's to fix (a 400 naming the
 * room), not something to search for.
 */
export function toSupplierQuery(stay: HotelStayQuery): HotelQuery {
  const guests = stay.rooms.map((r) => r.adults + r.childAges.length);
  const crowded = guests.findIndex((g) => g > MAX_GUESTS_PER_ROOM);
  if (crowded >= 0) {
    throw new ApiError("invalid", `rooms.${crowded}: at most ${MAX_GUESTS_PER_ROOM} guests a room`);
  }
  return {
    placeId: stay.placeId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms.length,
    guestsPerRoom: Math.max(...guests),
  };
}

export interface HotelOfferDescription {
  snapshot: HotelOfferSnapshot;
  /** For the whole stay, with the agency's markup: what search showed for it. */
  rates: Rates;
  /** The supplier's price for the whole stay, without markup. */
  wholesale: Rates;
  terms: PriceTerms;
  /** The same as `snapshot.policy`; `penaltyMinor` with the markup, USD cents. */
  policy: CancellationPolicy;
}

/**
 * The offer of a stay from its hotel as the supplier answered the hold (`hotel`, the offer among
 * its offers), priced with `markup` as search and details price it: `notFound` (404) when the
 * hotel has no such offer.
 */
export function describeHotelOffer(
  stay: HotelStayQuery,
  offerId: string,
  hotel: HotelResult,
  markup: Markup,
): HotelOfferDescription {
  const query = toSupplierQuery(stay);
  const offer = hotel.offers.find((o) => o.offerId === offerId);
  if (!offer) throw new SupplierError("notFound", `no offer ${offerId} for this search`);

  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const pricing: StayPricing = { checkIn: stay.checkIn, nights, rooms: query.rooms, markup };
  const terms: PriceTerms = {
    taxAndFeeBasisPoints: hotel.taxAndFeeBasisPoints,
    publishedUpliftBasisPoints: hotel.publishedUpliftBasisPoints,
  };
  const policy = roomPolicy(hotel, offer.room, pricing);
  const { room } = offer;
  const profile = hotelProfile(hotel);
  return {
    snapshot: {
      product: "hotels",
      hotelId: hotel.id,
      hotelName: hotel.name,
      stars: hotel.stars,
      address: profile.address,
      phone: profile.phone,
      timeZone: hotel.timeZone,
      heroImage: hotel.imageKey,
      roomName: room.name,
      bedType: room.bedType,
      board: room.board,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      checkInTime: profile.checkInTime,
      checkOutTime: profile.checkOutTime,
      nights,
      rooms: stay.rooms,
      policy,
    },
    rates: roomRates(terms, room, pricing),
    wholesale: offer.rates,
    terms,
    policy,
  };
}
