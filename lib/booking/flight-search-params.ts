import type { Cabin, FlightLeg, FlightQueryInput, TripType } from "@/lib/contract/flights";

/**
 * The flight search lives in the address (DESIGN §9): reload, share and Back give it back. Only
 * types come from the contract, so zod stays out of the pages' first load; the API checks the
 * rules (and the forms check them with the contract's schema when they are submitted).
 *
 *   trip=round&legs=LHR.LGW-JFK-2026-12-01_JFK-LHR.LGW-2026-12-08&adults=2&children=0&infants=1
 *   &cabin=economy     (+ itinerary, offer, quote and curr on the later pages)
 *
 * `legs`: legs apart by "_", each "from-to-date", an end's airports apart by "." (a city's "all
 * airports").
 */

const TRIPS: readonly TripType[] = ["oneway", "round", "multi"];
const CABIN_LIST: readonly Cabin[] = ["economy", "premium", "business", "first"];
const IATA = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readLeg(text: string): FlightLeg | null {
  const [from, to, date, ...rest] = text.split("-");
  if (rest.length !== 2 || !from || !to) return null;
  const day = `${date}-${rest[0]}-${rest[1]}`;
  const ends = [from.split("."), to.split(".")];
  if (!DATE.test(day) || ends.some((end) => !end.length || !end.every((a) => IATA.test(a)))) {
    return null;
  }
  return { from: ends[0]!, to: ends[1]!, date: day };
}

const count = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= 9 ? n : fallback;
};

/** The search of the address; null when it names no complete trip. */
export function readFlightQuery(params: URLSearchParams): FlightQueryInput | null {
  const trip = params.get("trip") as TripType | null;
  const legs = (params.get("legs") ?? "").split("_").map(readLeg);
  if (!trip || !TRIPS.includes(trip) || !legs.length || legs.some((l) => !l)) return null;
  const cabin = params.get("cabin") as Cabin | null;
  return {
    trip,
    legs: legs as FlightLeg[],
    adults: Math.max(1, count(params.get("adults"), 1)),
    children: count(params.get("children"), 0),
    infants: count(params.get("infants"), 0),
    cabin: cabin && CABIN_LIST.includes(cabin) ? cabin : "economy",
  };
}

/** The address's search parameters for `q`, in a stable order. */
export function flightQueryParams(q: FlightQueryInput): URLSearchParams {
  return new URLSearchParams({
    trip: q.trip,
    legs: q.legs.map((l) => `${l.from.join(".")}-${l.to.join(".")}-${l.date}`).join("_"),
    adults: String(q.adults),
    children: String(q.children ?? 0),
    infants: String(q.infants ?? 0),
    cabin: q.cabin ?? "economy",
  });
}

// ---- the pages' addresses ----

export const FLIGHTS_PATH = "/booknow/flights";
export const FLIGHT_RESULTS_PATH = "/booknow/flights/search";
export const FLIGHT_DETAILS_PATH = "/booknow/flights/search-details";
export const FLIGHT_RESERVATION_PATH = "/booknow/flights/reservation-details";
export const FLIGHT_CHECKOUT_PATH = "/booknow/flights/checkout";

/** The results of `q`, with the results' own parameters (filters, order) when given. */
export function flightResultsHref(q: FlightQueryInput, extra?: URLSearchParams): string {
  const params = flightQueryParams(q);
  for (const [k, v] of extra ?? []) params.set(k, v);
  return `${FLIGHT_RESULTS_PATH}?${params}`;
}

/** One itinerary of the search, with its fare brands. */
export function flightDetailsHref(q: FlightQueryInput, itineraryId: string): string {
  const params = flightQueryParams(q);
  params.set("itinerary", itineraryId);
  return `${FLIGHT_DETAILS_PATH}?${params}`;
}

/** The passengers' page of a chosen fare. */
export function flightReservationHref(
  q: FlightQueryInput,
  itineraryId: string,
  offerId: string,
): string {
  const params = flightQueryParams(q);
  params.set("itinerary", itineraryId);
  params.set("offer", offerId);
  return `${FLIGHT_RESERVATION_PATH}?${params}`;
}

/** The `itinerary` of a details or reservation address, or null. */
export function readItineraryId(params: Pick<URLSearchParams, "get">): string | null {
  const id = params.get("itinerary")?.trim() ?? "";
  return id.length >= 1 && id.length <= 200 ? id : null;
}

// ---- the contract's limits, for the browser (the contract itself brings zod along) ----

export const FLIGHT_TRIPS = TRIPS;
export const FLIGHT_CABINS = CABIN_LIST;
/** The contract's MAX_SEATS and MAX_LEGS (flight-filters.test.ts checks they agree). */
export const SEAT_LIMIT = 9;
export const LEG_LIMIT = 5;
/** How far ahead the form offers dates: airlines sell about 11 months ahead. */
export const MAX_DAYS_AHEAD = 330;
