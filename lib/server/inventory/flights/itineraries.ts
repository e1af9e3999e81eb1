import "server-only";
import { TZDate } from "@date-fns/tz";
import tzLookup from "tz-lookup";
import { geo } from "../geo/geo";
import type { Place } from "../geo/search-index";
import { haversineKm } from "../geo/geodesy";
import type { TestBehaviour } from "../supplier";
import { blockMinutes, flightsBetween, typicalFare, type Flight } from "./generate";

/**
 * Journeys of the sandbox airlines: the nonstop flights of a day between two airports, and
 * one-stop connections through a large airport near the way (at least an hour and at most six
 * between flights, the second flight on the day of arrival or the next). Times are local at each
 * airport (its time zone from its position), instants in UTC.
 */

export interface Segment {
  flight: Flight;
  from: Place;
  to: Place;
  fromZone: string;
  toZone: string;
  /** The local date it departs on, `YYYY-MM-DD`: its allotment day. */
  day: string;
  departsAt: Date;
  arrivesAt: Date;
  /** `YYYY-MM-DDTHH:MM` at each airport. */
  departureLocal: string;
  arrivalLocal: string;
}

export interface Journey {
  /** The flights' codes apart by ".", e.g. `J51472.K4220`. */
  id: string;
  segments: Segment[];
  layovers: number[];
  durationMinutes: number;
  /** A named sandbox test flight (DESIGN §9). */
  test?: TestFlight;
}

export interface TestFlight {
  number: number;
  /** What testers see it as: its behaviour, or `lastSeats`. */
  label: string;
  behaviour?: TestBehaviour;
  /** Only this many seats of each cabin free, for sell-out races. */
  freeSeats?: number;
}

export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 360;
/** Connections are offered through at most this many hubs, the most direct first. */
const HUBS_PER_ROUTE = 4;
/** A hub may lengthen the way by a quarter at most. */
const MAX_DETOUR = 1.25;
const MIN_HOP_KM = 150;
const DAY_MS = 86_400_000;

const zones = new Map<string, string>();
/** The airport's IANA time zone, from its position. */
function zoneOf(place: Place): string {
  let zone = zones.get(place.id);
  if (!zone) {
    zone = tzLookup(place.latitude, place.longitude);
    zones.set(place.id, zone);
  }
  return zone;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DDTHH:MM` of an instant in a time zone. */
function localOf(instant: Date, zone: string): string {
  const t = new TZDate(instant.getTime(), zone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** The instant of a local day and HH:MM in a time zone. */
function instantOf(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, zone).getTime());
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

function segmentOf(flight: Flight, from: Place, to: Place, day: string): Segment {
  const fromZone = zoneOf(from);
  const toZone = zoneOf(to);
  const departsAt = instantOf(day, flight.departureTime, fromZone);
  const arrivesAt = new Date(departsAt.getTime() + flight.durationMinutes * 60_000);
  return {
    flight,
    from,
    to,
    fromZone,
    toZone,
    day,
    departsAt,
    arrivesAt,
    departureLocal: localOf(departsAt, fromZone),
    arrivalLocal: localOf(arrivesAt, toZone),
  };
}

const flightCode = (flight: Flight) => flight.flightNumber.replace(" ", "");

function journeyOf(segments: Segment[]): Journey {
  const layovers = segments
    .slice(1)
    .map((s, i) => Math.round((s.departsAt.getTime() - segments[i]!.arrivesAt.getTime()) / 60_000));
  return {
    id: segments.map((s) => flightCode(s.flight)).join("."),
    segments,
    layovers,
    durationMinutes: Math.round(
      (segments.at(-1)!.arrivesAt.getTime() - segments[0]!.departsAt.getTime()) / 60_000,
    ),
  };
}

let largeAirports: Promise<Place[]> | undefined;
function hubsAll(): Promise<Place[]> {
  largeAirports ??= geo().then((g) =>
    g.airports.places.filter((p) => p.size === "large" && p.iata),
  );
  return largeAirports;
}

/** Large airports near the way from `from` to `to`, the most direct first. */
async function hubsBetween(from: Place, to: Place): Promise<Place[]> {
  const direct = haversineKm(from, to);
  return (await hubsAll())
    .filter((h) => h.id !== from.id && h.id !== to.id)
    .map((h) => ({ h, a: haversineKm(from, h), b: haversineKm(h, to) }))
    .filter(({ a, b }) => a >= MIN_HOP_KM && b >= MIN_HOP_KM && a + b <= direct * MAX_DETOUR)
    .sort((x, y) => x.a + x.b - (y.a + y.b) || (x.h.iata! < y.h.iata! ? -1 : 1))
    .map(({ h }) => h);
}

/** The day's journeys from one airport to another: nonstops, then one-stop connections. */
export async function journeysBetween(from: Place, to: Place, day: string): Promise<Journey[]> {
  const nonstop = flightsBetween(from, to).map((f) => journeyOf([segmentOf(f, from, to, day)]));
  const connections: Journey[] = [];
  let hubsUsed = 0;
  for (const hub of await hubsBetween(from, to)) {
    if (hubsUsed === HUBS_PER_ROUTE) break;
    const first = flightsBetween(from, hub);
    const second = flightsBetween(hub, to);
    if (!first.length || !second.length) continue;
    hubsUsed++;
    for (const f of first) {
      const a = segmentOf(f, from, hub, day);
      const arrivalDay = a.arrivalLocal.slice(0, 10);
      // The earliest connection an hour or more after landing, within six hours.
      const next = [arrivalDay, addDays(arrivalDay, 1)]
        .flatMap((d) => second.map((g) => segmentOf(g, hub, to, d)))
        .filter((b) => {
          const wait = (b.departsAt.getTime() - a.arrivesAt.getTime()) / 60_000;
          return wait >= MIN_CONNECTION_MINUTES && wait <= MAX_CONNECTION_MINUTES;
        })
        .sort((x, y) => x.departsAt.getTime() - y.departsAt.getTime())[0];
      if (next) connections.push(journeyOf([a, next]));
    }
  }
  return [...nonstop, ...connections];
}

/** The sandbox's test flights (DESIGN §9), on every route at noon, in a wide-body. */
export const TEST_FLIGHTS: readonly TestFlight[] = [
  { number: 9001, label: "soldOut", behaviour: "soldOut" },
  { number: 9002, label: "priceChange", behaviour: "priceChange" },
  { number: 9003, label: "failsAtBook", behaviour: "failsAtBook" },
  { number: 9004, label: "failsAtCancel", behaviour: "failsAtCancel" },
  { number: 9005, label: "lastSeats", freeSeats: 3 },
];
const TEST_CARRIER = { code: "ZZ", name: "Sandbox Test Airways" };

/** The test journeys of a route, one a test flight. */
export function testJourneys(from: Place, to: Place, day: string): Journey[] {
  const distanceKm = Math.max(Math.round(haversineKm(from, to)), 1);
  return TEST_FLIGHTS.map((test) => {
    const { number } = test;
    const flight: Flight = {
      id: `f-${from.iata}-${to.iata}-${TEST_CARRIER.code}${number}`,
      carrier: TEST_CARRIER,
      flightNumber: `${TEST_CARRIER.code} ${number}`,
      origin: from.iata!,
      destination: to.iata!,
      departureTime: "12:00",
      durationMinutes: blockMinutes(distanceKm),
      distanceKm,
      aircraft: "Airbus A350-900",
      seats: 260,
      economyBaseRate: Math.round(typicalFare(distanceKm) * 1.5),
      taxAndFeeBasisPoints: 2_500,
      publishedUpliftBasisPoints: 3_000,
    };
    return { ...journeyOf([segmentOf(flight, from, to, day)]), test };
  });
}
