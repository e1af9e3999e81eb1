import "server-only";
import { hotelDetailsHref } from "@/lib/booking/hotel-search-params";
import * as z from "zod";
import { geo } from "../geo/geo";
import { latitude, longitude, placesWithin } from "../geo/nearby";
import { haversineMiles, KM_PER_MILE } from "../geo/geodesy";
import type { Rates } from "../money";
import { best, type DealOptions } from "../ranking";
import { stayRates } from "./supplier";
import { checkStay, MAX_GUESTS_PER_ROOM, nightsBetween } from "@/lib/contract/stay";
import { hotelsForCity, MAX_HOTEL_SPREAD_KM, type Stars } from "./generate";

/**
 * Hotel deals (SPEC §2.3, §3) from the sandbox inventory: the hotels within a radius of a point,
 * priced through money.ts with the agency's markup for the whole stay (nightly rate × nights ×
 * rooms) of the cheapest room type that fits the party, best value first. A fixed markup is added
 * once per deal, a percentage is taken of the whole wholesale price. Dates come in as strings;
 * nothing here reads the clock or the allotments, so the same query gives the same deals (what
 * is left is read through the hotel supplier, lib/server/deals/deals.ts).
 */

export const hotelDealsQuery = z
  .object({
    latitude,
    longitude,
    radiusMiles: z.number().positive().max(100),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    rooms: z.number().int().min(1).max(9),
    adults: z.number().int().min(1).max(36),
    children: z.number().int().min(0).max(36),
    /** The guests' nationality, which the details page a deal opens searches with. */
    nationality: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("IN"),
  })
  .superRefine(checkStay)
  .refine((q) => q.adults >= q.rooms, { message: "every room needs an adult", path: ["adults"] })
  .refine((q) => q.adults + q.children <= q.rooms * MAX_GUESTS_PER_ROOM, {
    message: `at most ${MAX_GUESTS_PER_ROOM} guests per room`,
    path: ["children"],
  });
export type HotelDealsQuery = z.input<typeof hotelDealsQuery>;

export interface HotelDeal {
  id: string;
  hotel: {
    id: string;
    hotelDetails: {
      /** An image key (`hotel-<n>`), not a URL. */
      heroImage: string;
      name: string;
      /** Miles from the centre of the hotel's city, two decimals. */
      distance: number;
      /** The name of that city. */
      distanceFrom: string;
      latitude: number;
      longitude: number;
    };
  };
  /** Stars, 1 to 5. */
  rating: Stars;
  reviewRating: number;
  isFreeCancellation: boolean;
  roomTypeId: string;
  roomTypeName: string;
  /** The room type's allotment capacity per night; server-side only, like `roomTypeId`. */
  roomsPerNight: number;
  rates: Rates;
  link: string;
}

/** Hotels within the radius with a room type that fits the party, priced for the whole stay. */
export async function hotelDeals(input: HotelDealsQuery, options: DealOptions = {}) {
  const q = hotelDealsQuery.parse(input);
  const { cities } = await geo();
  const nights = nightsBetween(q.checkIn, q.checkOut);
  const guestsPerRoom = Math.ceil((q.adults + q.children) / q.rooms);
  // Hotels stand up to MAX_HOTEL_SPREAD_KM from their city's centre: look that much further out.
  const reach = q.radiusMiles + MAX_HOTEL_SPREAD_KM / KM_PER_MILE;

  const deals: HotelDeal[] = [];
  for (const { place } of placesWithin(cities.places, q, reach)) {
    for (const hotel of hotelsForCity(place)) {
      if (haversineMiles(q, hotel) > q.radiusMiles) continue;
      // Room types are cheapest first.
      const room = hotel.roomTypes.find(
        (r) => r.maxOccupancy >= guestsPerRoom && r.roomsPerNight >= q.rooms,
      );
      if (!room) continue;
      deals.push({
        id: hotel.id,
        hotel: {
          id: hotel.id,
          hotelDetails: {
            heroImage: hotel.imageKey,
            name: hotel.name,
            distance: hotel.distanceFromCentreMiles,
            distanceFrom: hotel.cityName,
            latitude: hotel.latitude,
            longitude: hotel.longitude,
          },
        },
        rating: hotel.stars,
        reviewRating: hotel.reviewRating,
        isFreeCancellation: hotel.isFreeCancellation,
        roomTypeId: room.id,
        roomTypeName: room.name,
        roomsPerNight: room.roomsPerNight,
        rates: stayRates(hotel, room, nights, q.rooms, options.markup),
        // The hotel's page for the same stay; children are left out, as the deals have no ages.
        link: hotelDetailsHref(hotel.id, {
          placeId: hotel.cityId,
          placeLabel: hotel.cityName,
          checkIn: q.checkIn,
          checkOut: q.checkOut,
          rooms: Array.from({ length: q.rooms }, (_, i) => ({
            adults: Math.floor(q.adults / q.rooms) + (i < q.adults % q.rooms ? 1 : 0),
            childAges: [],
          })),
          nationality: q.nationality,
        }),
      });
    }
  }
  return best(deals, options.limit);
}
