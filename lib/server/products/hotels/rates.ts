import "server-only";
import { type AgentView, shownRates } from "../../deals/deals";
import {
  HOTEL_BOARDS,
  type CancellationPolicy,
  type HotelBoard,
  type HotelRate,
  type HotelSummary,
} from "@/lib/contract/hotels";
import type { Place } from "../../inventory/geo/search-index";
import { haversineMiles, roundTo } from "../../inventory/geo/geodesy";
import type { Hotel, RoomType } from "../../inventory/hotels/generate";
import { cancellationPolicyFor, isFreeToCancel } from "../../inventory/hotels/policy";
import { stayRates, type HotelResult } from "../../inventory/hotels/supplier";
import type { Markup, PriceTerms, Rates } from "../../inventory/money";

/**
 * One way of pricing a hotel's rates for the API, shared by search, details and the checkout's
 * offer (offer.ts): the whole stay through the product's `stayRates`, as the home page deals
 * price it, so a deal card, a result, the details and the quote show the same figures.
 */

/** What a stay of a search or a quote prices by. */
export interface StayPricing {
  checkIn: string;
  nights: number;
  rooms: number;
  markup: Markup;
}

/** A hotel as the supplier returns it, and one of its offers. */
export type ListedHotel = HotelResult;
export type ListedOffer = HotelResult["offers"][number];

/** The stay's rates of a room with the markup: what the traveller pays. */
export function roomRates(terms: PriceTerms, room: RoomType, stay: StayPricing): Rates {
  return stayRates(terms, room, stay.nights, stay.rooms, stay.markup);
}

/**
 * The room's policy for the stay. Cancelling after the deadline costs the first night of every
 * room (with the markup, as the traveller paid it); a rate that is not refundable costs it all.
 */
export function roomPolicy(
  hotel: PriceTerms & Pick<Hotel, "timeZone">,
  room: RoomType,
  stay: StayPricing,
): CancellationPolicy {
  const penalty = room.cancellation.refundable
    ? stayRates(hotel, room, 1, stay.rooms, stay.markup).totalRate
    : roomRates(hotel, room, stay).totalRate;
  return cancellationPolicyFor(room.cancellation, hotel.timeZone, stay.checkIn, penalty);
}

/** A rate of the API, with the viewer's view of its prices. */
export function hotelRate(
  hotel: ListedHotel,
  offer: ListedOffer,
  stay: StayPricing,
  wholesale: AgentView | null,
): HotelRate & { totalRate: number } {
  const rates = roomRates(hotel, offer.room, stay);
  return {
    offerId: offer.offerId,
    roomName: offer.room.name,
    bedType: offer.room.bedType,
    maxOccupancy: offer.room.maxOccupancy,
    board: offer.room.board,
    policy: roomPolicy(hotel, offer.room, stay),
    rates: shownRates(rates, wholesale),
    // An average, so that a fixed markup (added once to the stay) is spread over it.
    nightlyRate: Math.round(rates.totalRate / (stay.nights * stay.rooms)),
    available: offer.available,
    unitsLeft: offer.unitsLeft,
    totalRate: rates.totalRate,
  };
}

/** Drops the sort key `hotelRate` adds, for the strict contract. */
export function contractRate({ totalRate: _total, ...rate }: HotelRate & { totalRate: number }) {
  return rate;
}

/** Free cancellation that still holds at `now`: a deadline already past is not free. */
export const freeNow = (rate: HotelRate, now: Date) => isFreeToCancel(rate.policy, now);

/** The boards of the rates, in the contract's order. */
export function boardsOf(rates: readonly HotelRate[]): HotelBoard[] {
  return HOTEL_BOARDS.filter((b) => rates.some((r) => r.board === b));
}

/** What a result and the details say of a hotel, bar its rates (from the available ones). */
export function hotelHeader(
  hotel: ListedHotel,
  place: Place,
  available: readonly HotelRate[],
  nights: number,
  now: Date,
): Omit<HotelSummary, "cheapest"> {
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    reviewRating: hotel.reviewRating,
    cityName: hotel.cityName,
    countryCode: hotel.countryCode,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    // SPEC §9: miles, 2 decimals, from the place searched (a city's centre or an airport).
    distance: roundTo(haversineMiles(place, hotel), 2),
    distanceFrom: place.name,
    // An image key, as the deal cards have it: the page turns it into a URL.
    heroImage: hotel.imageKey,
    isFreeCancellation: available.some((r) => freeNow(r, now)),
    boards: boardsOf(available),
    nights,
  };
}
