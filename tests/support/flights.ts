import { expect } from "vitest";
import { POST as fares } from "@/app/api/flights/fares/route";
import { POST as search } from "@/app/api/flights/search/route";
import { POST as seatmaps } from "@/app/api/flights/seatmaps/route";
import type {
  FlightFaresResponse,
  FlightQueryInput,
  FlightSearchResponse,
  SeatMapResponse,
} from "@/lib/contract/flights";
import { contact, inDays } from "./booking";
import { send } from "./http";

/** Air Travel as a browser drives it: search, fares, seat maps, passengers. */

export const oneWay = (
  from: string,
  to: string,
  day: number,
  over: Partial<FlightQueryInput> = {},
) =>
  ({
    trip: "oneway",
    legs: [{ from: [from], to: [to], date: inDays(day) }],
    adults: 1,
    ...over,
  }) satisfies FlightQueryInput;

export const roundTrip = (
  from: string,
  to: string,
  out: number,
  back: number,
  over: Partial<FlightQueryInput> = {},
) =>
  ({
    trip: "round",
    legs: [
      { from: [from], to: [to], date: inDays(out) },
      { from: [to], to: [from], date: inDays(back) },
    ],
    adults: 1,
    ...over,
  }) satisfies FlightQueryInput;

export async function searchFlights(host: string, query: unknown, cookie = "") {
  const r = await send(search, host, "/api/flights/search", {
    body: query,
    headers: cookie ? { cookie } : {},
  });
  return r as typeof r & { body: FlightSearchResponse };
}

export async function flightFares(host: string, query: object, itineraryId: string, cookie = "") {
  const r = await send(fares, host, "/api/flights/fares", {
    body: { ...query, itineraryId },
    headers: cookie ? { cookie } : {},
  });
  expect(r.status).toBe(200);
  return r.body as unknown as FlightFaresResponse;
}

export async function seatMaps(host: string, query: object, offerId: string) {
  const r = await send(seatmaps, host, "/api/flights/seatmaps", { body: { ...query, offerId } });
  expect(r.status).toBe(200);
  return (r.body as unknown as SeatMapResponse).seatMaps;
}

/** The first itinerary of a search that is not a sandbox test flight, and the label's one. */
export async function itineraryOf(host: string, query: object, test: string | null = null) {
  const found = await searchFlights(host, query);
  expect(found.status).toBe(200);
  const itinerary = found.body.itineraries.find((i) => i.testBehaviour === test);
  expect(itinerary).toBeDefined();
  return itinerary!;
}

/** The first free seats of a seat map, `n` of them. */
export function freeSeats(map: SeatMapResponse["seatMaps"][number], n: number): string[] {
  return map.rows
    .flatMap((r) => r.seats)
    .filter((s) => s && !s.occupied)
    .slice(0, n)
    .map((s) => s!.code);
}

const passportExpiry = inDays(5 * 365);

/** Passengers for the search's counts, as on their passports. */
export function passengers(counts: { adults: number; children?: number; infants?: number }) {
  const born = (years: number) => inDays(-years * 365 - 30);
  const list = [
    ...Array.from({ length: counts.adults }, (_, i) => ({ type: "adult", age: 30 + i })),
    ...Array.from({ length: counts.children ?? 0 }, (_, i) => ({ type: "child", age: 6 + i })),
    ...Array.from({ length: counts.infants ?? 0 }, () => ({ type: "infant", age: 1 })),
  ];
  const names = ["Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipe", "Gil", "Helena", "Ines"];
  return list.map((p, unit) => ({
    unit,
    type: p.type,
    firstName: names[unit % names.length]!,
    lastName: "Silva",
    dateOfBirth: born(p.age),
    gender: unit % 2 ? "male" : "female",
    nationality: "PT",
    passportNumber: `P${String(1_234_567 + unit)}`,
    passportExpiry,
  }));
}

export function flightBookingBody(
  quoteId: string,
  token: string,
  travellers: unknown[],
  extra: Record<string, unknown> = {},
) {
  return {
    quoteId,
    contact,
    travellers,
    payment: { method: "card", token },
    acceptTerms: true,
    ...extra,
  };
}
