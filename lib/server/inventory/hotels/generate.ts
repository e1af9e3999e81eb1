import "server-only";
import tzLookup from "tz-lookup";
import type { HotelBoard } from "@/lib/contract/hotels";
import { HOTEL_IMAGE_COUNT } from "@/lib/inventory-images/keys";
import { costFactor, placeKey } from "../cost";
import type { Place } from "../geo/search-index";
import { destinationPoint, haversineMiles, roundTo } from "../geo/geodesy";
import { createRng, type Rng } from "../random";
import type { CancellationRule } from "./policy";

// Hero images are keys `hotel-<n>`, drawn by lib/inventory-images, which shares the count;
// re-exported for the resort generator, which deals out the same pictures.
export { HOTEL_IMAGE_COUNT };
export const MIN_HOTELS_PER_CITY = 3;
export const MAX_HOTELS_PER_CITY = 40;
export const MAX_HOTEL_SPREAD_KM = 8;

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface RoomType {
  /** `<hotel id>-<code>`. */
  id: string;
  code: string;
  name: string;
  bedType: string;
  maxOccupancy: number;
  /** Wholesale rate per room and night, USD cents. */
  nightlyBaseRate: number;
  /** Rooms of this type the hotel can sell each night: the allotment's capacity. */
  roomsPerNight: number;
  board: HotelBoard;
  cancellation: CancellationRule;
}

export interface Hotel {
  /** `h-<city key>-<n>`, n from 1: the city and the hotel's place in its list. */
  id: string;
  cityId: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  name: string;
  stars: Stars;
  /** Guest review score out of 5, one decimal. */
  reviewRating: number;
  latitude: number;
  longitude: number;
  distanceFromCentreMiles: number;
  /** Cheapest first. */
  roomTypes: RoomType[];
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
  /** Whether some room type has a free-cancellation rate. */
  isFreeCancellation: boolean;
  imageKey: string;
  /** IANA, its city's (`cityTimeZone`): cancellation deadlines are in the hotel's time. */
  timeZone: string;
}

/** 3 for a village, about 21 for a city of a million, 40 at most. */
export function hotelCount(population: number): number {
  const magnitude = Math.log10(Math.max(population, 1) / 10_000);
  const count = Math.round(MIN_HOTELS_PER_CITY + 9 * magnitude);
  return Math.min(MAX_HOTELS_PER_CITY, Math.max(MIN_HOTELS_PER_CITY, count));
}

/** How far from the centre hotels spread: 1.5 km in a town, 8 km in a metropolis. */
export function hotelSpreadKm(population: number): number {
  const magnitude = Math.log10(Math.max(population, 10_000) / 10_000);
  return Math.min(MAX_HOTEL_SPREAD_KM, 1.5 + 2 * magnitude);
}

// Weights for 1..5 stars: mostly 3 and 4, fewer luxury hotels in small towns.
const STAR_WEIGHTS_CITY = [5, 15, 35, 32, 13];
const STAR_WEIGHTS_TOWN = [8, 22, 40, 25, 5];

/** Wholesale rate of a standard double in a mid-sized US city, by stars (USD cents). */
const STAR_BASE_RATE: Record<Stars, number> = { 1: 4500, 2: 7000, 3: 11000, 4: 17000, 5: 30000 };
/** Total rooms in the hotel, by stars. */
const STAR_ROOMS: Record<Stars, [number, number]> = {
  1: [8, 30],
  2: [15, 60],
  3: [30, 150],
  4: [60, 300],
  5: [80, 400],
};
/** Review score range in tenths, by stars. */
const STAR_REVIEWS: Record<Stars, [number, number]> = {
  1: [35, 41],
  2: [36, 43],
  3: [38, 45],
  4: [40, 47],
  5: [43, 49],
};

// prettier-ignore
const BRANDS = [
  "Aurora", "Belvedere", "Cedar", "Crown", "Emerald", "Grandview", "Harbor", "Horizon", "Ivory",
  "Juniper", "Lakeside", "Laurel", "Maple", "Marigold", "Monarch", "Oakwood", "Orchid",
  "Parkside", "Regent", "Riverside", "Sapphire", "Silverleaf", "Sterling", "Sunrise", "Willow",
];
// prettier-ignore
export const DISTRICTS = [
  "Old Town", "City Centre", "Riverside", "Station", "Harbour", "Park", "Central",
  "Market Square", "Cathedral Quarter", "Waterfront", "Garden District", "Downtown",
];
const SUFFIXES: Record<Stars, readonly string[]> = {
  1: ["Inn", "Hostel", "Budget Hotel", "Guesthouse", "Lodge"],
  2: ["Inn", "Express", "Budget Hotel", "Lodge", "Hotel"],
  3: ["Hotel", "Inn & Suites", "Suites", "City Hotel", "Plaza Hotel"],
  4: ["Hotel", "Suites", "Boutique Hotel", "Plaza", "Hotel & Conference Centre"],
  5: ["Grand Hotel", "Palace", "Resort & Spa", "Boutique Hotel", "Luxury Suites"],
};

function hotelName(rng: Rng, city: string, stars: Stars): string {
  const brand = rng.pick(BRANDS);
  const district = rng.pick(DISTRICTS);
  const suffix = rng.pick(SUFFIXES[stars]);
  switch (rng.int(0, 3)) {
    case 0:
      return `${brand} ${suffix} ${city}`;
    case 1:
      return `${city} ${district} ${suffix}`;
    case 2:
      return `The ${brand} ${suffix}`;
    default:
      return `${brand} ${district} ${suffix}`;
  }
}

interface RoomTemplate {
  code: string;
  name: string;
  bedType: string;
  maxOccupancy: number;
  /** Rate relative to the standard double. */
  factor: number;
  /** Share of the hotel's rooms, before normalising. */
  share: number;
  stars: [min: Stars, max: Stars];
}

const DOUBLE: RoomTemplate = {
  code: "DBL",
  name: "Standard Double Room",
  bedType: "1 double bed",
  maxOccupancy: 2,
  factor: 1,
  share: 5,
  stars: [1, 5],
};
// In rate order; every hotel has the double, and a few of the others its stars allow.
// prettier-ignore
const OTHER_ROOMS: readonly RoomTemplate[] = [
  { code: "SGL", name: "Single Room", bedType: "1 single bed", maxOccupancy: 1, factor: 0.8, share: 2, stars: [1, 3] },
  { code: "TWN", name: "Standard Twin Room", bedType: "2 single beds", maxOccupancy: 2, factor: 1, share: 3, stars: [1, 4] },
  { code: "SUP", name: "Superior King Room", bedType: "1 king bed", maxOccupancy: 2, factor: 1.25, share: 3, stars: [3, 5] },
  { code: "TRP", name: "Triple Room", bedType: "3 single beds", maxOccupancy: 3, factor: 1.3, share: 1, stars: [1, 3] },
  { code: "DLX", name: "Deluxe Room", bedType: "1 king bed and 1 sofa bed", maxOccupancy: 3, factor: 1.45, share: 2, stars: [4, 5] },
  { code: "FAM", name: "Family Room", bedType: "2 double beds", maxOccupancy: 4, factor: 1.55, share: 1, stars: [2, 5] },
  { code: "JST", name: "Junior Suite", bedType: "1 king bed and 1 sofa bed", maxOccupancy: 3, factor: 1.9, share: 1, stars: [4, 5] },
  { code: "STE", name: "Suite", bedType: "1 king bed and 2 sofa beds", maxOccupancy: 4, factor: 2.6, share: 1, stars: [5, 5] },
];

type RoomBasics = Omit<RoomType, "board" | "cancellation">;

function roomTypes(rng: Rng, hotelId: string, stars: Stars, standardRate: number): RoomBasics[] {
  const allowed = OTHER_ROOMS.filter((r) => r.stars[0] <= stars && stars <= r.stars[1]);
  const extra = rng.shuffle(allowed).slice(0, rng.int(1, Math.min(4, allowed.length)));
  const chosen = [DOUBLE, ...extra].sort((a, b) => a.factor - b.factor || a.share - b.share);
  const totalRooms = rng.int(...STAR_ROOMS[stars]);
  const totalShare = chosen.reduce((sum, r) => sum + r.share, 0);
  return chosen.map((r) => ({
    id: `${hotelId}-${r.code}`,
    code: r.code,
    name: r.name,
    bedType: r.bedType,
    maxOccupancy: r.maxOccupancy,
    nightlyBaseRate: Math.max(100, Math.round(standardRate * r.factor)),
    roomsPerNight: Math.max(1, Math.round((totalRooms * r.share) / totalShare)),
  }));
}

// Boards RO, BB, HB by stars: breakfast is the norm from 4 stars, room only in budget hotels.
const BOARD_WEIGHTS: Record<Stars, readonly [number, number, number]> = {
  1: [7, 3, 0],
  2: [5, 4, 1],
  3: [3, 5, 2],
  4: [2, 6, 2],
  5: [1, 6, 3],
};
/** Of a hotel with free cancellation, the share of its room types that have it. */
const REFUNDABLE_SHARE = 0.8;

/** Boards and cancellation rules; a hotel with free cancellation has it on one room at least. */
function withRoomTerms(rng: Rng, rooms: RoomBasics[], stars: Stars, freeCancellation: boolean) {
  const boards = (["RO", "BB", "HB"] as const).map(
    (b, i) => [b, BOARD_WEIGHTS[stars][i]!] as const,
  );
  const typed = rooms.map((room): RoomType => {
    const board = rng.weighted(boards);
    // Both draws are made for every room, so one room's rule does not shift the next room's.
    const refundable = rng.next() < REFUNDABLE_SHARE;
    const freeCancellationDays = rng.int(1, 7);
    const cancellation: CancellationRule =
      freeCancellation && refundable
        ? { refundable: true, freeCancellationDays }
        : { refundable: false };
    return { ...room, board, cancellation };
  });
  if (freeCancellation && !typed.some((r) => r.cancellation.refundable)) {
    typed[0] = { ...typed[0]!, cancellation: { refundable: true, freeCancellationDays: 1 } };
  }
  return typed;
}

/** Wholesale rate of a standard double in the city for the stars, before a hotel's own spread. */
export function ordinaryNightlyRate(city: Place, stars: Stars): number {
  return Math.round(STAR_BASE_RATE[stars] * costFactor(city));
}

/**
 * The IANA time zone of a city, from its coordinates: its hotels' (they stand within a few km of
 * its centre), looked up once per city rather than per hotel.
 */
export function cityTimeZone(city: Pick<Place, "latitude" | "longitude">): string {
  return tzLookup(city.latitude, city.longitude);
}

function generateHotel(city: Place, n: number, takenNames: Set<string>, timeZone: string): Hotel {
  const id = `h-${placeKey(city)}-${n}`;
  const rng = createRng(id);
  const weights = city.population >= 100_000 ? STAR_WEIGHTS_CITY : STAR_WEIGHTS_TOWN;
  const stars = rng.weighted(weights.map((w, i) => [(i + 1) as Stars, w] as const));

  let name = hotelName(rng, city.name, stars);
  // Names are unique within a city; the numbered fallback only guards against an endless loop.
  for (let tries = 0; takenNames.has(name); tries++) {
    name = tries < 20 ? hotelName(rng, city.name, stars) : `${name} ${n}`;
  }
  takenNames.add(name);

  // Uniform distance (not area) clusters hotels towards the centre, as in real cities.
  const point = destinationPoint(
    city,
    rng.next() * hotelSpreadKm(city.population),
    rng.next() * 2 * Math.PI,
  );
  const latitude = roundTo(point.latitude, 6);
  const longitude = roundTo(point.longitude, 6);

  const standardRate = STAR_BASE_RATE[stars] * costFactor(city) * rng.float(0.85, 1.2);
  // The literal's draws come in the order they always did; what was added since is drawn after
  // it, so that adding fields did not re-roll the names, prices and pictures of existing hotels.
  const { roomTypes: rooms, ...hotel } = {
    id,
    cityId: city.id,
    cityName: city.name,
    countryCode: city.countryCode,
    countryName: city.countryName,
    name,
    stars,
    reviewRating: rng.int(...STAR_REVIEWS[stars]) / 10,
    latitude,
    longitude,
    distanceFromCentreMiles: roundTo(haversineMiles(city, { latitude, longitude }), 2),
    roomTypes: roomTypes(rng, id, stars, standardRate),
    taxAndFeeBasisPoints: rng.int(16, 36) * 50,
    publishedUpliftBasisPoints: rng.int(20, 70) * 50,
    isFreeCancellation: rng.chance(0.65),
    imageKey: `hotel-${rng.int(0, HOTEL_IMAGE_COUNT - 1)}`,
  };
  const roomsWithTerms = withRoomTerms(rng, rooms, stars, hotel.isFreeCancellation);
  return { ...hotel, roomTypes: roomsWithTerms, timeZone };
}

/** Cities whose hotels are kept generated: a search, its details and its quote ask for the same. */
const CACHED_CITIES = 512;
const generated = new Map<string, readonly Hotel[]>();

/**
 * The sandbox hotels of a city: the same list for the same city, on every machine. Generated
 * once and kept (the most recently used cities, frozen so no caller can change them for the
 * next): a booking's details, quote and hold each ask for the same city.
 */
export function hotelsForCity(city: Place): readonly Hotel[] {
  const known = generated.get(city.id);
  if (known) {
    generated.delete(city.id);
    generated.set(city.id, known);
    return known;
  }
  const takenNames = new Set<string>();
  const timeZone = cityTimeZone(city);
  const hotels = Object.freeze(
    Array.from({ length: hotelCount(city.population) }, (_, i) =>
      Object.freeze(generateHotel(city, i + 1, takenNames, timeZone)),
    ),
  );
  generated.set(city.id, hotels);
  if (generated.size > CACHED_CITIES) generated.delete(generated.keys().next().value!);
  return hotels;
}
