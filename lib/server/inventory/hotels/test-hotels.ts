import "server-only";
import { placeKey } from "../cost";
import type { Place } from "../geo/search-index";
import { destinationPoint, haversineMiles, roundTo } from "../geo/geodesy";
import type { TestBehaviour } from "../supplier";
import {
  cityTimeZone,
  ordinaryNightlyRate,
  type Hotel,
  type RoomType,
  type Stars,
} from "./generate";

/**
 * Named test hotels (DESIGN §9): every city has them, and each always behaves one way, as Duffel's
 * test airline does, so every failure path of a booking can be walked through from the pages and
 * in tests. They are ordinary 3-star hotels otherwise, priced like one in their city, so they sort
 * among the others. The supplier lists them; the home page deals (hotelsForCity) do not.
 */

export const TEST_HOTEL_STARS: Stars = 3;
/** Rooms a night of every test hotel but the last-room one. */
export const TEST_HOTEL_ROOMS = 20;

interface TestHotelKind {
  slug: string;
  label: string;
  behaviour?: TestBehaviour;
  roomsPerNight: number;
}

export const TEST_HOTEL_KINDS: readonly TestHotelKind[] = [
  { slug: "sold-out", label: "Sold Out", behaviour: "soldOut", roomsPerNight: TEST_HOTEL_ROOMS },
  {
    slug: "price-change",
    label: "Price Change",
    behaviour: "priceChange",
    roomsPerNight: TEST_HOTEL_ROOMS,
  },
  {
    slug: "fails-at-book",
    label: "Fails at Booking",
    behaviour: "failsAtBook",
    roomsPerNight: TEST_HOTEL_ROOMS,
  },
  {
    slug: "fails-at-cancel",
    label: "Fails at Cancellation",
    behaviour: "failsAtCancel",
    roomsPerNight: TEST_HOTEL_ROOMS,
  },
  // One room a night, with no failure: what concurrent bookings race for.
  { slug: "last-room", label: "Last Room", roomsPerNight: 1 },
];

const BY_SLUG = new Map(TEST_HOTEL_KINDS.map((k) => [k.slug, k]));
/** `h-<city key>-test-<slug>-<room code>`: the offer ids of test hotels. */
const TEST_OFFER = /^h-[^-]+-test-([a-z-]+)-[A-Z]+$/;

/** A test hotel's id. */
export function testHotelId(city: Pick<Place, "id">, slug: string): string {
  return `h-${placeKey(city)}-test-${slug}`;
}

/** The behaviour of a test hotel's offer, from its id alone (the sandbox asks at book, cancel). */
export function hotelTestBehaviour(offerId: string): TestBehaviour | undefined {
  const slug = TEST_OFFER.exec(offerId)?.[1];
  return slug ? BY_SLUG.get(slug)?.behaviour : undefined;
}

/** Whether a hotel is one of the named test hotels. */
export function isTestHotel(hotelId: string): boolean {
  return /^h-[^-]+-test-/.test(hotelId);
}

export interface TestHotel extends Hotel {
  behaviour?: TestBehaviour;
}

function testHotel(city: Place, kind: TestHotelKind, index: number): TestHotel {
  const id = testHotelId(city, kind.slug);
  // A short walk from the centre, each in its own direction.
  const point = destinationPoint(city, 0.4 + 0.2 * index, (index * 2 * Math.PI) / 5);
  const latitude = roundTo(point.latitude, 6);
  const longitude = roundTo(point.longitude, 6);
  const room: RoomType = {
    id: `${id}-DBL`,
    code: "DBL",
    name: "Standard Double Room",
    bedType: "1 double bed",
    maxOccupancy: 2,
    nightlyBaseRate: Math.max(100, ordinaryNightlyRate(city, TEST_HOTEL_STARS)),
    roomsPerNight: kind.roomsPerNight,
    board: "BB",
    cancellation: { refundable: true, freeCancellationDays: 3 },
  };
  return {
    id,
    cityId: city.id,
    cityName: city.name,
    countryCode: city.countryCode,
    countryName: city.countryName,
    name: `Sandbox Test Hotel – ${kind.label}`,
    stars: TEST_HOTEL_STARS,
    reviewRating: 4,
    latitude,
    longitude,
    distanceFromCentreMiles: roundTo(haversineMiles(city, { latitude, longitude }), 2),
    roomTypes: [room],
    taxAndFeeBasisPoints: 1200,
    publishedUpliftBasisPoints: 2000,
    isFreeCancellation: true,
    imageKey: `hotel-${index}`,
    timeZone: cityTimeZone(city),
    behaviour: kind.behaviour,
  };
}

/** The named test hotels of a city, in TEST_HOTEL_KINDS order; the same on every machine. */
export function testHotelsForCity(city: Place): TestHotel[] {
  return TEST_HOTEL_KINDS.map((kind, i) => testHotel(city, kind, i));
}
