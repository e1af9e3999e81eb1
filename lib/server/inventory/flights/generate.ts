import "server-only";
import type { AirportSize, Place } from "../geo/search-index";
import { haversineKm } from "../geo/geodesy";
import { createRng } from "../random";

export interface Carrier {
  code: string;
  name: string;
}

export interface Flight {
  /** `f-<origin>-<destination>-<flight number>`: the same flight every day. */
  id: string;
  carrier: Carrier;
  /** Carrier code and number, e.g. "A7 1234". */
  flightNumber: string;
  /** IATA codes. */
  origin: string;
  destination: string;
  /** Local time at the origin, HH:MM. */
  departureTime: string;
  durationMinutes: number;
  distanceKm: number;
  aircraft: string;
  /** Economy seats per departure: the allotment's capacity. */
  seats: number;
  /** Wholesale economy fare per passenger, USD cents. */
  economyBaseRate: number;
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
}

/** Fictional carriers; their two-character codes may belong to real airlines elsewhere. */
// prettier-ignore
export const CARRIERS: readonly Carrier[] = [
  ["A7", "Aquila Airways"], ["B5", "Boreal Air"], ["C3", "Cirrus Connect"], ["D9", "Dunmore Air"],
  ["E4", "Equinox Airlines"], ["G6", "Gannet Air"], ["H8", "Halcyon Airways"], ["J5", "Jasmine Air"],
  ["K4", "Kittiwake Air"], ["L6", "Lumen Airways"], ["M3", "Meridian Skies"], ["N7", "Northwind Airlines"],
  ["P8", "Polaris Air"], ["S4", "Solstice Airways"], ["T9", "Tradewind Atlantic"], ["Z8", "Zenith Airlines"],
].map(([code, name]) => ({ code: code!, name: name! }));

/** Too short to fly: a train or a taxi is quicker. */
export const MIN_ROUTE_KM = 80;
/** About the longest nonstop flights in service. */
export const MAX_ROUTE_KM = 15_500;
/** Routes touching a small airport stay regional; long-haul needs two large airports. */
const MAX_KM_BY_SIZE: Record<AirportSize, number> = { small: 1_500, medium: 6_000, large: 15_500 };
const SIZE_RANK: Record<AirportSize, number> = { small: 1, medium: 2, large: 3 };

// [aircraft, economy seats]
type Fleet = readonly (readonly [aircraft: string, seats: number])[];
// prettier-ignore
const REGIONAL: Fleet = [["Embraer E175", 76], ["ATR 72-600", 70], ["Embraer E190", 100]];
// prettier-ignore
const NARROWBODY: Fleet = [["Airbus A320neo", 180], ["Boeing 737-800", 175], ["Airbus A321neo", 200]];
// prettier-ignore
const WIDEBODY: Fleet = [["Boeing 787-9", 250], ["Airbus A350-900", 260], ["Boeing 777-300ER", 300]];

/** Gate to gate: 30 minutes of taxiing and climb plus cruise at 800 km/h, to 5 minutes. */
export function blockMinutes(distanceKm: number): number {
  return Math.round((30 + (distanceKm / 800) * 60) / 5) * 5;
}

/** Economy fare in a typical market, USD cents: $40 plus a per-km rate that falls with distance. */
export function typicalFare(distanceKm: number): number {
  const short = Math.min(distanceKm, 1_000);
  const medium = Math.min(Math.max(distanceKm - 1_000, 0), 4_000);
  const long = Math.max(distanceKm - 5_000, 0);
  return 4000 + short * 9 + medium * 6 + long * 4.5;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The daily nonstop schedule from one airport to another, in departure order; empty when no
 * nonstop would fly it (too short, too long, or too long for the smaller airport).
 */
export function flightsBetween(origin: Place, destination: Place): Flight[] {
  if (!origin.iata || !destination.iata || !origin.size || !destination.size) {
    throw new RangeError("flights run between airports with IATA codes");
  }
  const distanceKm = Math.round(haversineKm(origin, destination));
  const smaller = SIZE_RANK[origin.size] < SIZE_RANK[destination.size] ? origin : destination;
  if (distanceKm < MIN_ROUTE_KM || distanceKm > MAX_KM_BY_SIZE[smaller.size!]) return [];

  // Carriers and price level belong to the city pair, so both directions share them.
  const pair = [origin.iata, destination.iata].sort().join("-");
  const route = createRng(`route:${pair}`);
  const sizeScore = SIZE_RANK[origin.size] + SIZE_RANK[destination.size];
  const carriers = route.shuffle(CARRIERS).slice(0, route.int(1, sizeScore >= 5 ? 3 : 2));
  const routeFactor = route.float(0.8, 1.3);

  const rng = createRng(`flights:${origin.iata}-${destination.iata}`);
  const [min, max] = sizeScore === 6 ? [4, 10] : sizeScore === 5 ? [2, 5] : [1, 3];
  const longHaul = distanceKm > 4_500;
  const departures = Math.min(rng.int(min, max), longHaul ? rng.int(1, 3) : max);
  const fleet = longHaul ? WIDEBODY : distanceKm < 700 && sizeScore < 5 ? REGIONAL : NARROWBODY;
  // Short-haul from 06:00 to 22:00; long-haul from 08:00 to 23:30.
  const [windowStart, windowEnd] = longHaul ? [480, 1410] : [360, 1320];
  const slot = (windowEnd - windowStart) / departures;
  const numbers = new Map(carriers.map((c) => [c.code, rng.int(50, 2499) * 2]));
  const durationMinutes = blockMinutes(distanceKm);

  return Array.from({ length: departures }, (_, i): Flight => {
    const carrier = carriers[i % carriers.length]!;
    const number = numbers.get(carrier.code)! + 2 * Math.floor(i / carriers.length);
    const flightNumber = `${carrier.code} ${number}`;
    const departure = Math.round((windowStart + (i + rng.float(0.1, 0.9)) * slot) / 5) * 5;
    const [aircraft, seats] = rng.pick(fleet);
    return {
      id: `f-${origin.iata}-${destination.iata}-${carrier.code}${number}`,
      carrier,
      flightNumber,
      origin: origin.iata!,
      destination: destination.iata!,
      departureTime: hhmm(departure),
      durationMinutes,
      distanceKm,
      aircraft,
      seats,
      economyBaseRate: Math.round(typicalFare(distanceKm) * routeFactor * rng.float(0.9, 1.15)),
      taxAndFeeBasisPoints: rng.int(20, 50) * 50,
      publishedUpliftBasisPoints: rng.int(20, 70) * 50,
    };
  });
}
