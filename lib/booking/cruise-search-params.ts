import type { CabinCode, CruiseQuery, CruiseSort } from "@/lib/contract/cruise";
import { addDaysIso, isIsoDate, nightsBetween, type QueryParams } from "./hotel-search-params";

/**
 * The cruise pages keep their whole state in the address (DESIGN §9): reload, share, Back and a
 * language or currency change (a reload, SPEC §4) give it back. This reads it and writes it; a
 * reader answers null for a missing or unreadable value and never throws. Only types come from
 * the contract, so zod stays out of the pages' first load (the test keeps the limits equal).
 *
 *   search    /booknow/cruise/search?departFrom=2027-03-01&departTo=2027-03-31&watersId=caribbean
 *             &lineId=carnival&portId=port-1840015149&minNights=6&maxNights=9&adults=2&children=1
 *             &infants=0   (+ the results' filters and order: cabin=balcony&minPrice=50000&maxPrice=250000
 *             &sort=price)
 *   details   /booknow/cruise/search-details?sailingId=cs-…-20270305&<the search>
 *   checkout  /booknow/cruise/checkout?sailingId=…&offerId=cs-…-20270305-balcony&<the search>
 *             (+ quote)
 */

export const CRUISE_RESULTS_PATH = "/booknow/cruise/search";
export const CRUISE_DETAILS_PATH = "/booknow/cruise/search-details";
export const CRUISE_CHECKOUT_PATH = "/booknow/cruise/checkout";
/** Where a 3-D Secure challenge returns (`?reference=`), on to the confirmation below. */
export const CRUISE_CONFIRMATION_PATH = "/booknow/cruise/confirmation";
/** Where a booking's confirmation is: its reference in the path (SPEC §2.1). */
export const CRUISE_CONFIRM_TEMPLATE = `${CRUISE_CONFIRMATION_PATH}/:reference`;

/** The contract's MAX_WINDOW_DAYS and MAX_CABIN_GUESTS. */
export const MAX_WINDOW_DAYS = 92;
export const MAX_CABIN_GUESTS = 6;
/** How many months ahead the search offers: the lines sell about a year and a half ahead. */
export const MONTHS_AHEAD = 18;
export const CABIN_ORDER = [
  "inside",
  "oceanview",
  "balcony",
  "suite",
] as const satisfies readonly CabinCode[];
export const CRUISE_SORT_ORDER = [
  "departure",
  "price",
  "-price",
  "nights",
] as const satisfies readonly CruiseSort[];
/** The lengths the search offers, nights: [min, max], max null for "or more". */
export const NIGHT_BANDS = {
  "2-5": [2, 5],
  "6-9": [6, 9],
  "10-": [10, null],
} as const satisfies Record<string, readonly [number, number | null]>;
export type NightBand = keyof typeof NIGHT_BANDS;

export interface CruiseGuests {
  adults: number;
  children: number;
  infants: number;
}
/** SPEC §3: a cruise party is 2 adults unless changed. */
export const DEFAULT_GUESTS: CruiseGuests = { adults: 2, children: 0, infants: 0 };

export interface CruiseSearch extends CruiseGuests {
  departFrom: string;
  departTo: string;
  watersId?: string;
  lineId?: string;
  portId?: string;
  minNights?: number;
  maxNights?: number;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PORT = /^port-[a-z0-9-]+$/;
const SAILING = /^cs-[a-z0-9-]+-(\d{4})(\d\d)(\d\d)$/;

function slug(text: string | null, pattern = SLUG): string | undefined {
  return text && text.length <= 100 && pattern.test(text) ? text : undefined;
}

function count(text: string | null, min: number, fallback: number): number | null {
  if (text === null || text === "") return fallback;
  if (!/^\d$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= MAX_CABIN_GUESTS ? n : null;
}

function nights(text: string | null): number | undefined {
  return text && /^[1-9]\d?$/.test(text) && Number(text) <= 60 ? Number(text) : undefined;
}

/** Whether the party fits one cabin: one adult at least, six guests at most. */
export function validGuests(g: CruiseGuests): boolean {
  return (
    g.adults >= 1 &&
    g.children >= 0 &&
    g.infants >= 0 &&
    g.adults + g.children + g.infants <= MAX_CABIN_GUESTS
  );
}

export type WindowProblem = "past" | "order" | "tooLong";

/** What is wrong with a window of departure dates, if anything: the contract's rules and `today`'s. */
export function windowProblem(from: string, to: string, today?: string): WindowProblem | null {
  if (today && to < today) return "past";
  const days = nightsBetween(from, to) + 1;
  if (days < 1) return "order";
  return days > MAX_WINDOW_DAYS ? "tooLong" : null;
}

/**
 * The search of the address; null unless it names a window the API takes and a party that fits
 * one cabin. A window that has begun starts `today` (the visitor's), so an old link still searches.
 */
export function readCruiseSearch(params: QueryParams, today?: string): CruiseSearch | null {
  let departFrom = params.get("departFrom");
  const departTo = params.get("departTo");
  if (!isIsoDate(departFrom) || !isIsoDate(departTo)) return null;
  if (today && departFrom < today) departFrom = today;
  if (windowProblem(departFrom, departTo, today)) return null;
  const adults = count(params.get("adults"), 1, DEFAULT_GUESTS.adults);
  const children = count(params.get("children"), 0, 0);
  const infants = count(params.get("infants"), 0, 0);
  if (adults === null || children === null || infants === null) return null;
  if (!validGuests({ adults, children, infants })) return null;
  const minNights = nights(params.get("minNights"));
  let maxNights = nights(params.get("maxNights"));
  if (minNights !== undefined && maxNights !== undefined && maxNights < minNights) {
    maxNights = undefined;
  }
  return {
    departFrom,
    departTo,
    watersId: slug(params.get("watersId")),
    lineId: slug(params.get("lineId")),
    portId: slug(params.get("portId"), PORT),
    minNights,
    maxNights,
    adults,
    children,
    infants,
  };
}

/** The address's parameters for `s`, in a fixed order, without the ones left out. */
export function cruiseSearchParams(s: CruiseSearch): URLSearchParams {
  const params = new URLSearchParams({ departFrom: s.departFrom, departTo: s.departTo });
  for (const key of ["watersId", "lineId", "portId", "minNights", "maxNights"] as const) {
    if (s[key] !== undefined) params.set(key, String(s[key]));
  }
  params.set("adults", String(s.adults));
  params.set("children", String(s.children));
  params.set("infants", String(s.infants));
  return params;
}

/** The search request (a stable object, so equal searches make equal React Query keys). */
export function toCruiseQuery(s: CruiseSearch): CruiseQuery {
  const q: CruiseQuery = {
    departFrom: s.departFrom,
    departTo: s.departTo,
    adults: s.adults,
    children: s.children,
    infants: s.infants,
  };
  if (s.watersId) q.watersId = s.watersId;
  if (s.lineId) q.lineId = s.lineId;
  if (s.portId) q.portId = s.portId;
  if (s.minNights !== undefined) q.minNights = s.minNights;
  if (s.maxNights !== undefined) q.maxNights = s.maxNights;
  return q;
}

// ---- months ----

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month's first and last day. */
export function monthWindow(month: string): { departFrom: string; departTo: string } {
  const departFrom = `${month}-01`;
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { departFrom, departTo: addDaysIso(next, -1) };
}

/** The months a search offers, from `today`'s. */
export function monthsFrom(today: string, count = MONTHS_AHEAD): string[] {
  const months: string[] = [];
  let month = monthOf(today);
  for (let i = 0; i < count; i++) {
    months.push(month);
    month = monthOf(addDaysIso(monthWindow(month).departTo, 1));
  }
  return months;
}

/** The band of a search's nights, when it is one of NIGHT_BANDS. */
export function nightBandOf(s: Pick<CruiseSearch, "minNights" | "maxNights">): NightBand | null {
  for (const [band, [min, max]] of Object.entries(NIGHT_BANDS) as [
    NightBand,
    readonly [number, number | null],
  ][]) {
    if (s.minNights === min && (s.maxNights ?? null) === max) return band;
  }
  return null;
}

// ---- the results' filters and order (applied in the browser to the whole list) ----

export interface CruiseView {
  /** Only sailings with this category available. */
  cabin: CabinCode | null;
  /** The "from" price per guest's range, USD cents. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: CruiseSort;
}

export const NO_CRUISE_FILTERS = { cabin: null, minPrice: null, maxPrice: null } satisfies Omit<
  CruiseView,
  "sort"
>;
export const DEFAULT_CRUISE_VIEW: CruiseView = { ...NO_CRUISE_FILTERS, sort: "departure" };

export function hasCruiseFilters(v: CruiseView): boolean {
  return v.cabin !== null || v.minPrice !== null || v.maxPrice !== null;
}

const cents = (text: string | null) =>
  text !== null && /^(0|[1-9]\d{0,10})$/.test(text) ? Number(text) : null;

export function readCruiseView(params: QueryParams): CruiseView {
  const cabin = params.get("cabin");
  const sort = params.get("sort");
  return {
    cabin: (CABIN_ORDER as readonly string[]).includes(cabin ?? "") ? (cabin as CabinCode) : null,
    minPrice: cents(params.get("minPrice")),
    maxPrice: cents(params.get("maxPrice")),
    sort: (CRUISE_SORT_ORDER as readonly string[]).includes(sort ?? "")
      ? (sort as CruiseSort)
      : "departure",
  };
}

function withView(params: URLSearchParams, view?: CruiseView): URLSearchParams {
  if (!view) return params;
  if (view.cabin) params.set("cabin", view.cabin);
  if (view.minPrice !== null) params.set("minPrice", String(view.minPrice));
  if (view.maxPrice !== null) params.set("maxPrice", String(view.maxPrice));
  if (view.sort !== "departure") params.set("sort", view.sort);
  return params;
}

export function cruiseResultsHref(s: CruiseSearch, view?: CruiseView): string {
  return `${CRUISE_RESULTS_PATH}?${withView(cruiseSearchParams(s), view)}`;
}

// ---- a sailing, a cabin ----

/** The departure date a sailing id names (`cs-<ship>-YYYYMMDD`), or null. */
export function sailingDate(sailingId: string): string | null {
  const m = SAILING.exec(sailingId);
  const date = m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  return isIsoDate(date) ? date : null;
}

export function readSailingId(params: QueryParams): string | null {
  const id = params.get("sailingId");
  return id && id.length <= 100 && sailingDate(id) ? id : null;
}

/** A cabin category of the sailing: `<sailing id>-<code>`. */
export function readCabinOffer(params: QueryParams, sailingId: string): string | null {
  const offerId = params.get("offerId");
  const code = offerId?.startsWith(`${sailingId}-`) ? offerId.slice(sailingId.length + 1) : null;
  return code && (CABIN_ORDER as readonly string[]).includes(code) ? offerId : null;
}

export function cruiseDetailsHref(sailingId: string, s: CruiseSearch): string {
  const params = cruiseSearchParams(s);
  return `${CRUISE_DETAILS_PATH}?sailingId=${encodeURIComponent(sailingId)}&${params}`;
}

export function cruiseCheckoutHref(sailingId: string, offerId: string, s: CruiseSearch): string {
  const params = cruiseSearchParams(s);
  return `${CRUISE_CHECKOUT_PATH}?sailingId=${encodeURIComponent(sailingId)}&offerId=${encodeURIComponent(offerId)}&${params}`;
}

/** What a quote of the sailing takes: the search narrowed to the sailing's day, the party. */
export function sailingQuery(sailingId: string, g: CruiseGuests): CruiseQuery | null {
  const day = sailingDate(sailingId);
  if (!day) return null;
  return {
    departFrom: day,
    departTo: day,
    adults: g.adults,
    children: g.children,
    infants: g.infants,
  };
}

/** The checkout's search, sailing, cabin and quote query from its address; nulls when incomplete. */
export function readCruiseCheckout(params: QueryParams) {
  const search = readCruiseSearch(params);
  const sailingId = readSailingId(params);
  const offerId = sailingId ? readCabinOffer(params, sailingId) : null;
  return {
    search,
    sailingId,
    offerId,
    query: search && sailingId && offerId ? sailingQuery(sailingId, search) : null,
  };
}

export function cruiseConfirmationHref(reference: string): string {
  return `${CRUISE_CONFIRMATION_PATH}/${encodeURIComponent(reference)}`;
}
