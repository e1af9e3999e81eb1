import type { FlightItinerary } from "@/lib/contract/flights";

/**
 * The flight results' filters and order (DESIGN §9: they live in the address, like the search).
 * The search answers at most 100 itineraries, so they are filtered and sorted in the browser by
 * these pure functions. Only types come from the contract: zod stays out of the page's first load.
 *
 *   stops=1&airlines=BA.AF&dep=6-12&arr=12-24&maxDuration=720&maxPrice=45000&sort=fastest
 */

export const FLIGHT_SORTS = ["best", "cheapest", "fastest"] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/** Hours of the day, [from, to) with 0 ≤ from < to ≤ 24, in the airport's local time. */
export interface HourWindow {
  from: number;
  to: number;
}

export interface FlightView {
  /** Most stops on any journey: 0 nonstop, 1 at most one; null any number (2 or more). */
  maxStops: 0 | 1 | null;
  /** Carrier codes; an itinerary shows when every one of its flights is by one of them. */
  airlines: string[];
  /** The first journey's departure, in its airport's local time. */
  departure: HourWindow | null;
  /** The first journey's arrival, in its airport's local time. */
  arrival: HourWindow | null;
  /** The journeys' durations added up, minutes. */
  maxDuration: number | null;
  /** The cheapest fare's total for all passengers, USD cents. */
  maxPrice: number | null;
  sort: FlightSort;
}

export const DEFAULT_VIEW: FlightView = {
  maxStops: null,
  airlines: [],
  departure: null,
  arrival: null,
  maxDuration: null,
  maxPrice: null,
  sort: "best",
};

/** The filters alone cleared, the order kept. */
export const NO_FLIGHT_FILTERS = {
  maxStops: null,
  airlines: [],
  departure: null,
  arrival: null,
  maxDuration: null,
  maxPrice: null,
} satisfies Omit<FlightView, "sort">;

export function hasFlightFilters(v: FlightView): boolean {
  return (
    v.maxStops !== null ||
    v.airlines.length > 0 ||
    v.departure !== null ||
    v.arrival !== null ||
    v.maxDuration !== null ||
    v.maxPrice !== null
  );
}

// ---- reading an itinerary ----

/** All the journeys' durations, minutes (what "fastest" and the duration filter compare). */
export const totalDuration = (it: FlightItinerary) =>
  it.journeys.reduce((sum, j) => sum + j.durationMinutes, 0);

export const totalPrice = (it: FlightItinerary) => it.cheapest.rates.totalRate;

export const mostStops = (it: FlightItinerary) => Math.max(...it.journeys.map((j) => j.stops));

/** The hour of a `YYYY-MM-DDTHH:MM` local time, with its minutes as a fraction. */
const localHour = (local: string) => Number(local.slice(11, 13)) + Number(local.slice(14, 16)) / 60;

export function departureHour(it: FlightItinerary): number {
  return localHour(it.journeys[0]!.segments[0]!.departureLocal);
}

export function arrivalHour(it: FlightItinerary): number {
  const segments = it.journeys[0]!.segments;
  return localHour(segments[segments.length - 1]!.arrivalLocal);
}

export function carriers(it: FlightItinerary): string[] {
  return [...new Set(it.journeys.flatMap((j) => j.segments.map((s) => s.carrier.code)))];
}

const within = (hour: number, w: HourWindow | null) => !w || (hour >= w.from && hour < w.to);

// ---- filtering and sorting ----

export function matchesFilters(it: FlightItinerary, v: FlightView): boolean {
  return (
    (v.maxStops === null || mostStops(it) <= v.maxStops) &&
    (v.airlines.length === 0 || carriers(it).every((c) => v.airlines.includes(c))) &&
    within(departureHour(it), v.departure) &&
    within(arrivalHour(it), v.arrival) &&
    (v.maxDuration === null || totalDuration(it) <= v.maxDuration) &&
    (v.maxPrice === null || totalPrice(it) <= v.maxPrice)
  );
}

/**
 * "Best" scores each itinerary by its price relative to the list's cheapest plus its duration
 * relative to the list's fastest, equally weighted (lower is better): 1 + 1 = 2 for a flight both
 * cheapest and fastest; a flight 20% dearer and 50% longer scores 1.2 + 1.5 = 2.7. Being relative,
 * the score does not depend on the currency or the trip's length.
 */
export function bestScores(list: readonly FlightItinerary[]): Map<string, number> {
  const cheapest = Math.max(1, Math.min(...list.map(totalPrice)));
  const fastest = Math.max(1, Math.min(...list.map(totalDuration)));
  return new Map(
    list.map((it) => [it.id, totalPrice(it) / cheapest + totalDuration(it) / fastest]),
  );
}

/** The list in `sort` order; ties go to the cheaper, then the faster, then the id. */
export function sortItineraries(
  list: readonly FlightItinerary[],
  sort: FlightSort,
): FlightItinerary[] {
  const scores = sort === "best" ? bestScores(list) : null;
  const key = (it: FlightItinerary) =>
    sort === "best" ? scores!.get(it.id)! : sort === "fastest" ? totalDuration(it) : totalPrice(it);
  return [...list].sort(
    (a, b) =>
      key(a) - key(b) ||
      totalPrice(a) - totalPrice(b) ||
      totalDuration(a) - totalDuration(b) ||
      a.id.localeCompare(b.id),
  );
}

/** What the results show: the itineraries the filters keep, in the chosen order. */
export function applyFlightView(list: readonly FlightItinerary[], v: FlightView) {
  return sortItineraries(
    list.filter((it) => matchesFilters(it, v)),
    v.sort,
  );
}

/** What the filters offer, from the whole answer: its airlines and its price and time ranges. */
export function flightFacets(list: readonly FlightItinerary[]) {
  const airlines = new Map<string, { code: string; name: string; from: number }>();
  for (const it of list) {
    for (const j of it.journeys) {
      for (const s of j.segments) {
        const seen = airlines.get(s.carrier.code);
        if (!seen || totalPrice(it) < seen.from) {
          airlines.set(s.carrier.code, { ...s.carrier, from: totalPrice(it) });
        }
      }
    }
  }
  const durations = list.map(totalDuration);
  const prices = list.map(totalPrice);
  return {
    airlines: [...airlines.values()].sort((a, b) => a.name.localeCompare(b.name)),
    duration: list.length ? { min: Math.min(...durations), max: Math.max(...durations) } : null,
    price: list.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

// ---- the address ----

const CARRIER = /^[A-Z0-9]{2,3}$/;
const wholeNumber = (text: string | null) =>
  text !== null && /^(0|[1-9]\d{0,8})$/.test(text) ? Number(text) : null;

function readWindow(text: string | null): HourWindow | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text ?? "");
  if (!match) return null;
  const [from, to] = [Number(match[1]), Number(match[2])];
  return from < to && to <= 24 ? { from, to } : null;
}

type Params = Pick<URLSearchParams, "get">;

/** The filters and order of the address; anything unreadable is left out. */
export function readFlightView(params: Params): FlightView {
  const stops = params.get("stops");
  const sort = params.get("sort") as FlightSort | null;
  return {
    maxStops: stops === "0" ? 0 : stops === "1" ? 1 : null,
    airlines: (params.get("airlines") ?? "").split(".").filter((c) => CARRIER.test(c)),
    departure: readWindow(params.get("dep")),
    arrival: readWindow(params.get("arr")),
    maxDuration: wholeNumber(params.get("maxDuration")),
    maxPrice: wholeNumber(params.get("maxPrice")),
    sort: sort && FLIGHT_SORTS.includes(sort) ? sort : DEFAULT_VIEW.sort,
  };
}

/** The address's parameters for `v`, only those that differ from the defaults. */
export function flightViewParams(v: FlightView): URLSearchParams {
  const params = new URLSearchParams();
  if (v.maxStops !== null) params.set("stops", String(v.maxStops));
  if (v.airlines.length) params.set("airlines", [...v.airlines].sort().join("."));
  if (v.departure) params.set("dep", `${v.departure.from}-${v.departure.to}`);
  if (v.arrival) params.set("arr", `${v.arrival.from}-${v.arrival.to}`);
  if (v.maxDuration !== null) params.set("maxDuration", String(v.maxDuration));
  if (v.maxPrice !== null) params.set("maxPrice", String(v.maxPrice));
  if (v.sort !== DEFAULT_VIEW.sort) params.set("sort", v.sort);
  return params;
}
