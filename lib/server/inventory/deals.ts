import "server-only";
import { z } from "zod";
import { activitiesForCity } from "./activities/generate";
import { carOffersAt, MIN_DRIVER_AGE, YOUNG_DRIVER_AGE } from "./cars/generate";
import { geo } from "./geo/geo";
import type { Place } from "./geo/search-index";
import { haversineMiles, KM_PER_MILE, type LatLon } from "./geodesy";
import { hotelsForCity, MAX_HOTEL_SPREAD_KM, type Stars } from "./hotels/generate";
import { percentOf, priceRates, timesMinor, type Markup, type Rates } from "./money";

/**
 * Exclusive Deals (SPEC §2.3, §3) from the sandbox inventory: what is near a point, priced through
 * money.ts with the agency's markup, best value first. Prices cover:
 * - hotels: the whole stay, nightly rate × nights × rooms, for the cheapest room type that fits;
 * - activities: one ticket per adult (one by default: a "from" price per person);
 * - cars: the whole rental, (daily rate + young-driver fee) × 24-hour rental days.
 * A fixed markup is added once per deal, a percentage is taken of the whole wholesale price.
 * Dates come in as strings; nothing here reads the clock, so the same query gives the same deals.
 */

export const DEFAULT_DEAL_LIMIT = 12;
/** How far activities and car desks may be from the point. */
export const NEARBY_MILES = 50;
/** Stays and rentals up to this many days (SPEC §9). */
export const MAX_DAYS = 60;
export const MAX_GUESTS_PER_ROOM = 4;
/** Activities come from this many of the largest cities near the point. */
const ACTIVITY_CITIES = 5;
/** Car desks: the nearest airports and the nearest city centre. */
const CAR_AIRPORTS = 2;

export interface DealOptions {
  markup?: Markup;
  limit?: number;
}

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const DAY_MS = 86_400_000;

/** A stay of one to MAX_DAYS nights, checked alike wherever a stay is asked for. */
export function checkStay(q: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  if (nights < 1) {
    ctx.addIssue({ code: "custom", message: "checkOut must be after checkIn", path: ["checkOut"] });
  } else if (nights > MAX_DAYS) {
    ctx.addIssue({
      code: "custom",
      message: `a stay is at most ${MAX_DAYS} nights`,
      path: ["checkOut"],
    });
  }
}

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
  })
  .superRefine(checkStay)
  .refine((q) => q.adults >= q.rooms, { message: "every room needs an adult", path: ["adults"] })
  .refine((q) => q.adults + q.children <= q.rooms * MAX_GUESTS_PER_ROOM, {
    message: `at most ${MAX_GUESTS_PER_ROOM} guests per room`,
    path: ["children"],
  });
export type HotelDealsQuery = z.input<typeof hotelDealsQuery>;

export const activityDealsQuery = z.object({
  latitude,
  longitude,
  adults: z.number().int().min(1).max(20).default(1),
});
export type ActivityDealsQuery = z.input<typeof activityDealsQuery>;

// Local date-times ("2025-06-01T10:00") are wall-clock times at the desk; with an offset, instants.
const dateTime = z.iso.datetime({ local: true, offset: true });
export const carDealsQuery = z
  .object({
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    pickUpDateTime: dateTime,
    returnDateTime: dateTime,
    driverAge: z.number().int().min(18).max(99),
  })
  .refine((q) => rentalDays(q.pickUpDateTime, q.returnDateTime) >= 1, {
    message: "returnDateTime must be after pickUpDateTime",
    path: ["returnDateTime"],
  })
  .refine((q) => rentalDays(q.pickUpDateTime, q.returnDateTime) <= MAX_DAYS, {
    message: `a rental is at most ${MAX_DAYS} days`,
    path: ["returnDateTime"],
  });
export type CarDealsQuery = z.input<typeof carDealsQuery>;

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

export interface ActivityDeal {
  id: string;
  /** An image key (`activity-<category>-<n>`), not a URL. */
  imageUrl: string;
  title: string;
  /** Minutes. */
  duration: number;
  isFreeCancellation: boolean;
  /** Review score out of 5, one decimal. */
  rating: number;
  cityName: string;
  rates: Rates;
  link: string;
}

export interface CarDeal {
  id: string;
  /** Image keys (`car-<class>`, `car-supplier-<code>`), not URLs. */
  vehiclePicture: string;
  logo: string;
  supplierName: string;
  /** "Toyota Corolla or similar". */
  name: string;
  vehicleClass: string;
  /** SPEC §3 spelling. */
  passangerCapacity: number;
  bagCapacity: number;
  noOfDoors: number;
  transmission: "automatic" | "manual";
  pickupLocation: string;
  /** Deals are round trips: returned where picked up. */
  dropOffLocation: string;
  isFreeCancellation: boolean;
  rates: Rates;
  link: string;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS,
  );
}

const instant = (dateTime: string) =>
  Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(dateTime) ? dateTime : `${dateTime}Z`);

/** Rental days are started 24-hour periods; 0 when the return is not after the pick-up. */
export function rentalDays(pickUp: string, dropOff: string): number {
  const ms = instant(dropOff) - instant(pickUp);
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Best value first: the largest discount, then the lowest total, then the id. */
export function byValue(a: { id: string; rates: Rates }, b: { id: string; rates: Rates }) {
  return (
    b.rates.discountPercentage - a.rates.discountPercentage ||
    a.rates.totalRate - b.rates.totalRate ||
    compareText(a.id, b.id)
  );
}

function best<T extends { id: string; rates: Rates }>(deals: T[], limit = DEFAULT_DEAL_LIMIT) {
  return deals.sort(byValue).slice(0, Math.max(0, limit));
}

interface ByLatitude {
  places: Place[];
  latitudes: Float64Array;
}
// Built once per list of places (the geo data lives for the whole process).
const latitudeIndexes = new WeakMap<readonly Place[], ByLatitude>();

function byLatitude(list: readonly Place[]): ByLatitude {
  let index = latitudeIndexes.get(list);
  if (!index) {
    const places = [...list].sort((a, b) => a.latitude - b.latitude);
    index = { places, latitudes: Float64Array.from(places, (p) => p.latitude) };
    latitudeIndexes.set(list, index);
  }
  return index;
}

/** The first position whose latitude is not below `latitude`. */
function lowerBound(latitudes: Float64Array, latitude: number): number {
  let lo = 0;
  let hi = latitudes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (latitudes[mid]! < latitude) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Places within `miles` of a point, nearest first. Only the band of latitudes that can be that
 * close is measured, found by binary search in a latitude-sorted copy of the list.
 */
export function placesWithin(
  list: readonly Place[],
  point: LatLon,
  miles: number,
): { place: Place; miles: number }[] {
  const { places, latitudes } = byLatitude(list);
  // A degree of latitude is at least 110.5 km anywhere on the sphere.
  const band = (miles * KM_PER_MILE) / 110.5;
  const found: { place: Place; miles: number }[] = [];
  const end = lowerBound(latitudes, point.latitude + band);
  for (let i = lowerBound(latitudes, point.latitude - band); i <= end && i < places.length; i++) {
    const d = haversineMiles(point, places[i]!);
    if (d <= miles) found.push({ place: places[i]!, miles: d });
  }
  return found.sort((a, b) => a.miles - b.miles || compareText(a.place.id, b.place.id));
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
      const baseRate = timesMinor(room.nightlyBaseRate, nights * q.rooms);
      const link = new URLSearchParams({
        hotelId: hotel.id,
        checkIn: q.checkIn,
        checkOut: q.checkOut,
        rooms: String(q.rooms),
        adults: String(q.adults),
        children: String(q.children),
      });
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
        rates: priceRates({
          baseRate,
          taxAndFee: percentOf(baseRate, hotel.taxAndFeeBasisPoints),
          markup: options.markup,
          publishedUpliftBasisPoints: hotel.publishedUpliftBasisPoints,
        }),
        link: `/booknow/hotels/search-details?${link}`,
      });
    }
  }
  return best(deals, options.limit);
}

/** Activities in the largest cities within NEARBY_MILES, priced per adult. */
export async function activityDeals(input: ActivityDealsQuery, options: DealOptions = {}) {
  const q = activityDealsQuery.parse(input);
  const { cities } = await geo();
  const nearby = placesWithin(cities.places, q, NEARBY_MILES)
    .map((n) => n.place)
    .sort((a, b) => b.population - a.population || compareText(a.id, b.id))
    .slice(0, ACTIVITY_CITIES);

  const deals = nearby.flatMap((city) =>
    activitiesForCity(city).map((a): ActivityDeal => {
      const baseRate = timesMinor(a.priceMinor, q.adults);
      return {
        id: a.id,
        imageUrl: a.imageKey,
        title: a.title,
        duration: a.durationMinutes,
        isFreeCancellation: a.isFreeCancellation,
        rating: a.rating,
        cityName: a.cityName,
        rates: priceRates({
          baseRate,
          taxAndFee: percentOf(baseRate, a.taxAndFeeBasisPoints),
          markup: options.markup,
          publishedUpliftBasisPoints: a.publishedUpliftBasisPoints,
        }),
        link: `/booknow/activities/result-details/${encodeURIComponent(a.id)}`,
      };
    }),
  );
  return best(deals, options.limit);
}

/** Rentals at the nearest airports and city-centre desk within NEARBY_MILES. */
export async function carDeals(input: CarDealsQuery, options: DealOptions = {}) {
  const q = carDealsQuery.parse(input);
  if (q.driverAge < MIN_DRIVER_AGE) return [];
  const { cities, airports } = await geo();
  const point = { latitude: q.pickupLatitude, longitude: q.pickupLongitude };
  const days = rentalDays(q.pickUpDateTime, q.returnDateTime);
  const desks = [
    ...placesWithin(airports.places, point, NEARBY_MILES).slice(0, CAR_AIRPORTS),
    ...placesWithin(cities.places, point, NEARBY_MILES).slice(0, 1),
  ];

  const deals = desks.flatMap(({ place }) =>
    carOffersAt(place)
      .filter((offer) => q.driverAge >= offer.minDriverAge)
      .map((offer): CarDeal => {
        const fee = q.driverAge < YOUNG_DRIVER_AGE ? offer.youngDriverDailyFee : 0;
        const baseRate = timesMinor(offer.dailyBaseRate + fee, days);
        const link = new URLSearchParams({
          carId: offer.id,
          pickUpDateTime: q.pickUpDateTime,
          returnDateTime: q.returnDateTime,
          driverAge: String(q.driverAge),
        });
        return {
          id: offer.id,
          vehiclePicture: offer.imageKey,
          logo: offer.supplier.logoKey,
          supplierName: offer.supplier.name,
          name: offer.name,
          vehicleClass: offer.vehicleClass,
          passangerCapacity: offer.passengerCapacity,
          bagCapacity: offer.bagCapacity,
          noOfDoors: offer.doors,
          transmission: offer.transmission,
          pickupLocation: offer.locationName,
          dropOffLocation: offer.locationName,
          isFreeCancellation: offer.isFreeCancellation,
          rates: priceRates({
            baseRate,
            taxAndFee: percentOf(baseRate, offer.taxAndFeeBasisPoints),
            markup: options.markup,
            publishedUpliftBasisPoints: offer.publishedUpliftBasisPoints,
          }),
          link: `/booknow/cars/result-details?${link}`,
        };
      }),
  );
  return best(deals, options.limit);
}
