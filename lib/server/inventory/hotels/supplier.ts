import "server-only";
import * as z from "zod";
import { daysFrom } from "../allotments";
import { geo } from "../geo/geo";
import { placesWithin } from "../geo/nearby";
import type { Place } from "../geo/search-index";
import { haversineMiles, KM_PER_MILE } from "../geo/geodesy";
import { ratesOn, termsOf, timesMinor, type Markup, type PriceTerms, type Rates } from "../money";
import { placeById } from "../places";
import {
  cheapestFirst,
  sandboxSupplier,
  type Listed,
  type SandboxOffer,
  type SandboxSupplier,
} from "../sandbox";
import { checkStay, MAX_GUESTS_PER_ROOM, nightsBetween } from "@/lib/contract/stay";
import type { Clock } from "../supplier";
import { hotelsForCity, MAX_HOTEL_SPREAD_KM, type Hotel, type RoomType } from "./generate";
import { hotelTestBehaviour, testHotelsForCity, type TestHotel } from "./test-hotels";

/**
 * The sandbox hotel supplier: the hotels of a city, or those near an airport, for a stay of
 * `rooms` rooms of one room type with `guestsPerRoom` guests each. Offers are the room types that
 * fit the guests; their allotment is rooms per night, held on every night of the stay.
 */

/** Searched by an airport, the hotels this close to it. */
export const AIRPORT_HOTEL_MILES = 15;
export const MAX_ROOMS = 9;

export const hotelQuery = z
  .object({
    /** A city or airport id, as autosuggest gives them. */
    placeId: z.string().min(1).max(100),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    rooms: z.number().int().min(1).max(MAX_ROOMS),
    guestsPerRoom: z.number().int().min(1).max(MAX_GUESTS_PER_ROOM),
  })
  .superRefine(checkStay);
export type HotelQuery = z.input<typeof hotelQuery>;
type Parsed = z.output<typeof hotelQuery>;
/** What of a query decides the nights held and the rooms taken on each: the stay. */
export type HotelStay = Pick<Parsed, "checkIn" | "checkOut" | "rooms">;

export interface RoomOffer extends SandboxOffer {
  room: RoomType;
}
export interface HotelItem extends Omit<Hotel, "roomTypes"> {
  offers: RoomOffer[];
}
export type HotelResult = Listed<HotelItem>;
/** The hotel supplier, which also tells what is left of room types for a stay (`offersLeft`). */
export type HotelSupplier = SandboxSupplier<HotelQuery, HotelItem, HotelStay>;

async function hotelsAt(place: Place): Promise<TestHotel[]> {
  // A city's own search lists its named test hotels too (the home page deals leave them out).
  if (place.kind === "city") return [...hotelsForCity(place), ...testHotelsForCity(place)];
  const { cities } = await geo();
  // Hotels stand up to MAX_HOTEL_SPREAD_KM from their city's centre: look that much further out.
  const reach = AIRPORT_HOTEL_MILES + MAX_HOTEL_SPREAD_KM / KM_PER_MILE;
  const around = placesWithin(cities.places, place, reach).map((found) => found.place);
  // Near an airport, only the test hotels of the city it serves: not five of every town around.
  const served = around.find((city) => city.name === place.servedCity);
  return [...around.flatMap(hotelsForCity), ...(served ? testHotelsForCity(served) : [])].filter(
    (h) => haversineMiles(place, h) <= AIRPORT_HOTEL_MILES,
  );
}

/** The whole stay: nightly rate × nights × rooms, the hotel's taxes and fees on it, a markup. */
export function stayRates(
  hotel: PriceTerms,
  room: Pick<RoomType, "nightlyBaseRate">,
  nights: number,
  rooms: number,
  markup?: Markup,
): Rates {
  return ratesOn(timesMinor(room.nightlyBaseRate, nights * rooms), hotel, markup);
}

/** Hotels with a room type that fits the guests, cheapest first; before availability. */
export async function hotelCandidates(q: Parsed): Promise<HotelItem[]> {
  const place = await placeById(q.placeId);
  const nights = nightsBetween(q.checkIn, q.checkOut);
  return (await hotelsAt(place))
    .flatMap(({ roomTypes, behaviour, ...hotel }) => {
      // The terms alone, not the hotel: holds hand them back to the seller.
      const terms = termsOf(hotel);
      const offers = roomTypes
        .filter((room) => room.maxOccupancy >= q.guestsPerRoom)
        .map((room): RoomOffer => ({
          offerId: room.id,
          capacity: room.roomsPerNight,
          rates: stayRates(hotel, room, nights, q.rooms),
          terms,
          ...(behaviour ? { behaviour } : {}),
          room,
        }));
      return offers.length ? [{ ...hotel, offers }] : [];
    })
    .sort(cheapestFirst);
}

export function sandboxHotelSupplier(clock?: Clock): HotelSupplier {
  return sandboxSupplier(
    {
      product: "hotels",
      query: hotelQuery,
      days: (stay: HotelStay) => daysFrom(stay.checkIn, nightsBetween(stay.checkIn, stay.checkOut)),
      quantity: (stay: HotelStay) => stay.rooms,
      candidates: hotelCandidates,
      behaviourOf: hotelTestBehaviour,
      failures: { supplier: "hotel supplier" },
    },
    clock,
  );
}
