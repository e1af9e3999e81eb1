import type {
  ActivityCategoryCode,
  ActivityOfferQuery,
  ActivitySearchRequest,
  ActivityTravellerCounts,
} from "@/lib/contract/activities";
import { addDaysIso, isIsoDate, nightsBetween, type QueryParams } from "./hotel-search-params";
import { ACTIVITIES_PATH } from "./product-pages";

/**
 * The activities' pages keep their whole state in the address (DESIGN §9): reload, share, Back,
 * and a language or currency change (a reload, SPEC §4) all give it back. This reads it and
 * writes it; a reader answers null for a missing or unreadable value and never throws. Only types
 * come from the contract, so zod stays out of the pages' first load (the test keeps the limits
 * equal to the contract's).
 *
 *   search    /booknow/activities/search?cityId=city-2267057&cityName=Lisbon, Portugal
 *             &from=2030-05-01&to=2030-05-07   (+ the results' filters and order:
 *             categories=food.tour&durations=1to4h&minPrice=2000&maxPrice=9000&free=1&sort=-price)
 *   details   /booknow/activities/result-details/<productCode>?date=2030-05-02&adults=2
 *             &children=1&seniors=0   (+ option=<optionId>&time=09:30, the slot chosen, and the
 *             search, to return to the results)
 *   checkout  /booknow/activities/bookings/checkout?productCode=…&date=…&offerId=…&adults=2
 *             &children=1&seniors=0   (+ quote, and the search)
 */

/** The contract's MAX_ACTIVITY_SEARCH_DAYS: a search covers at most this many days. */
export const MAX_SEARCH_DAYS = 31;
/** The contract's MAX_ACTIVITY_TRAVELLERS. */
export const MAX_TRAVELLERS = 15;
/** The contract's ACTIVITY_FREE_CANCEL_HOURS: free cancellation ends this long before the start. */
export const FREE_CANCEL_HOURS = 24;
/** How far ahead the forms offer dates. */
export const MAX_DAYS_AHEAD = 365;
export const CATEGORIES = [
  "tour",
  "ticket",
  "food",
  "outdoor",
  "culture",
] as const satisfies readonly ActivityCategoryCode[];
export const ACTIVITY_SORTS = ["price", "-price", "rating", "duration"] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** Durations the results filter by, minutes: [min, max], max null for "or more". */
export const DURATION_BANDS = {
  upTo1h: [0, 60],
  "1to4h": [61, 240],
  "4hTo1d": [241, 1439],
  "1dPlus": [1440, null],
} as const satisfies Record<string, readonly [number, number | null]>;
export type DurationBand = keyof typeof DURATION_BANDS;
const BAND_LIST = Object.keys(DURATION_BANDS) as DurationBand[];

// ---- the search ----

export interface ActivitySearch {
  cityId: string;
  /** What the destination field shows; the API is asked by `cityId` alone. */
  cityName: string;
  from: string;
  to: string;
}

export type DatesProblem = "past" | "order" | "tooLong" | "tooFar";

/** What is wrong with a search's dates, if anything: the contract's rules, plus `today`'s. */
export function datesProblem(from: string, to: string, today?: string): DatesProblem | null {
  if (today && from < today) return "past";
  if (today && to > addDaysIso(today, MAX_DAYS_AHEAD)) return "tooFar";
  const days = nightsBetween(from, to);
  if (days < 0) return "order";
  return days >= MAX_SEARCH_DAYS ? "tooLong" : null;
}

function readId(text: string | null | undefined, max: number): string | null {
  const id = text?.trim() ?? "";
  return id.length >= 1 && id.length <= max ? id : null;
}

/** The destination of the address, also when its dates are missing or past (to refill a form). */
export function readActivityCity(params: QueryParams): { cityId: string; cityName: string } | null {
  const cityId = readId(params.get("cityId"), 100);
  if (!cityId) return null;
  return { cityId, cityName: (params.get("cityName") ?? "").trim().slice(0, 200) };
}

/**
 * The search of the address; null unless it names a city and dates the API takes. `today` (the
 * visitor's, YYYY-MM-DD) refuses a search that has already begun, as an old shared link is.
 */
export function readActivitySearch(params: QueryParams, today?: string): ActivitySearch | null {
  const city = readActivityCity(params);
  const from = params.get("from");
  const to = params.get("to");
  if (!city || !isIsoDate(from) || !isIsoDate(to) || datesProblem(from, to, today)) return null;
  return { ...city, from, to };
}

/** The address's search parameters for `s`, in a fixed order. */
export function activitySearchParams(s: ActivitySearch): URLSearchParams {
  const params = new URLSearchParams({ cityId: s.cityId });
  if (s.cityName) params.set("cityName", s.cityName);
  params.set("from", s.from);
  params.set("to", s.to);
  return params;
}

/** The search request (a stable object, so equal searches make equal React Query keys). */
export function toSearchRequest(s: ActivitySearch): ActivitySearchRequest {
  return { cityId: s.cityId, from: s.from, to: s.to };
}

// ---- the results' filters and order (applied in the browser to the whole list) ----

export interface ActivityView {
  categories: ActivityCategoryCode[];
  durations: DurationBand[];
  /** The "from" price for one adult, USD cents. */
  minPrice: number | null;
  maxPrice: number | null;
  freeCancellation: boolean;
  sort: ActivitySort;
}

export const NO_ACTIVITY_FILTERS = {
  categories: [],
  durations: [],
  minPrice: null,
  maxPrice: null,
  freeCancellation: false,
} satisfies Omit<ActivityView, "sort">;

export const DEFAULT_ACTIVITY_VIEW: ActivityView = { ...NO_ACTIVITY_FILTERS, sort: "price" };

export function hasActivityFilters(v: ActivityView): boolean {
  return (
    v.categories.length > 0 ||
    v.durations.length > 0 ||
    v.minPrice !== null ||
    v.maxPrice !== null ||
    v.freeCancellation
  );
}

const cents = (text: string | null) =>
  text !== null && /^(0|[1-9]\d{0,10})$/.test(text) ? Number(text) : null;

/** The items of a "."-separated list that `known` has, each once, in `known`'s order. */
function listOf<T extends string>(text: string | null, known: readonly T[]): T[] {
  const parts = new Set((text ?? "").split("."));
  return known.filter((k) => parts.has(k));
}

/** The filters and order of the address; anything unreadable is left out. */
export function readActivityView(params: QueryParams): ActivityView {
  const sort = params.get("sort") as ActivitySort | null;
  let minPrice = cents(params.get("minPrice"));
  let maxPrice = cents(params.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    categories: listOf(params.get("categories"), CATEGORIES),
    durations: listOf(params.get("durations"), BAND_LIST),
    minPrice,
    maxPrice,
    freeCancellation: params.get("free") === "1",
    sort: sort && ACTIVITY_SORTS.includes(sort) ? sort : DEFAULT_ACTIVITY_VIEW.sort,
  };
}

/** The address's parameters for `v`, only those that differ from the defaults. */
export function activityViewParams(v: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  const categories = CATEGORIES.filter((c) => v.categories.includes(c));
  const durations = BAND_LIST.filter((b) => v.durations.includes(b));
  if (categories.length) params.set("categories", categories.join("."));
  if (durations.length) params.set("durations", durations.join("."));
  if (v.minPrice !== null) params.set("minPrice", String(v.minPrice));
  if (v.maxPrice !== null) params.set("maxPrice", String(v.maxPrice));
  if (v.freeCancellation) params.set("free", "1");
  if (v.sort !== DEFAULT_ACTIVITY_VIEW.sort) params.set("sort", v.sort);
  return params;
}

// ---- travellers ----

export type TravellerCounts = Required<ActivityTravellerCounts>;

/** What the details page starts with when the address names no travellers (a deal card's link). */
export const DEFAULT_TRAVELLERS: TravellerCounts = { adults: 2, children: 0, seniors: 0 };

/** Whether the counts are ones the contract takes: an adult or a senior, 15 at most in all. */
export function validCounts(c: TravellerCounts): boolean {
  const all = [c.adults, c.children, c.seniors];
  return (
    all.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_TRAVELLERS) &&
    c.adults + c.seniors >= 1 &&
    c.adults + c.children + c.seniors <= MAX_TRAVELLERS
  );
}

const count = (text: string | null) =>
  text !== null && /^(0|[1-9]\d?)$/.test(text) ? Number(text) : null;

/**
 * The travellers of the address: `adults` is required, `children` and `seniors` are 0 when left
 * out. Null for a missing or unreadable count, or counts the contract refuses.
 */
export function readTravellers(params: QueryParams): TravellerCounts | null {
  const adults = count(params.get("adults"));
  const children = params.get("children") === null ? 0 : count(params.get("children"));
  const seniors = params.get("seniors") === null ? 0 : count(params.get("seniors"));
  if (adults === null || children === null || seniors === null) return null;
  const counts = { adults, children, seniors };
  return validCounts(counts) ? counts : null;
}

function setTravellers(params: URLSearchParams, c: TravellerCounts) {
  params.set("adults", String(c.adults));
  params.set("children", String(c.children));
  params.set("seniors", String(c.seniors));
}

/** A day of the address (`date`); null when missing, unreadable or before `today`. */
export function readDate(text: string | null, today?: string): string | null {
  return isIsoDate(text) && (!today || text >= today) ? text : null;
}

/** The product code of the details page's path segment (as Next hands it, still encoded). */
export function readProductCode(segment: string): string | null {
  let code: string;
  try {
    code = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return readId(code, 120);
}

// ---- the pages' addresses ----

export { ACTIVITIES_PATH };
export const ACTIVITY_RESULTS_PATH = `${ACTIVITIES_PATH}/search`;
export const ACTIVITY_DETAILS_PATH = `${ACTIVITIES_PATH}/result-details`;
export const ACTIVITY_CHECKOUT_PATH = `${ACTIVITIES_PATH}/bookings/checkout`;
export const ACTIVITY_CONFIRMATION_PATH = `${ACTIVITIES_PATH}/confirmation`;

/** The results of `s`, with the results' own parameters (filters, order) when given. */
export function activityResultsHref(s: ActivitySearch, view?: ActivityView): string {
  const params = activitySearchParams(s);
  for (const [k, v] of view ? activityViewParams(view) : []) params.set(k, v);
  return `${ACTIVITY_RESULTS_PATH}?${params}`;
}

export interface ActivityDetailsState {
  date: string;
  travellers: TravellerCounts;
  /** The slot chosen: an option and its start time. */
  optionId?: string | null;
  time?: string | null;
}

/** One activity on a day for these travellers, with the search it was found by, if any. */
export function activityDetailsHref(
  productCode: string,
  state: ActivityDetailsState,
  search?: ActivitySearch | null,
): string {
  const params = new URLSearchParams({ date: state.date });
  setTravellers(params, state.travellers);
  if (state.optionId && state.time) {
    params.set("option", state.optionId);
    params.set("time", state.time);
  }
  for (const [k, v] of search ? activitySearchParams(search) : []) params.set(k, v);
  return `${ACTIVITY_DETAILS_PATH}/${encodeURIComponent(productCode)}?${params}`;
}

/** The slot the details address has chosen, or null. */
export function readSlotChoice(params: QueryParams): { optionId: string; time: string } | null {
  const optionId = readId(params.get("option"), 200);
  const time = params.get("time") ?? "";
  return optionId && /^\d{2}:\d{2}$/.test(time) ? { optionId, time } : null;
}

export interface ActivityCheckoutState {
  productCode: string;
  date: string;
  /** The slot's offer id, what the quote takes. */
  offerId: string;
  travellers: TravellerCounts;
}

/** The checkout of one slot, with the search it was found by, if any. */
export function activityCheckoutHref(
  c: ActivityCheckoutState,
  search?: ActivitySearch | null,
): string {
  const params = new URLSearchParams({
    productCode: c.productCode,
    date: c.date,
    offerId: c.offerId,
  });
  setTravellers(params, c.travellers);
  for (const [k, v] of search ? activitySearchParams(search) : []) params.set(k, v);
  return `${ACTIVITY_CHECKOUT_PATH}?${params}`;
}

/** The checkout of the address; null unless every part of it is there and readable. */
export function readActivityCheckout(params: QueryParams): ActivityCheckoutState | null {
  const productCode = readId(params.get("productCode"), 120);
  const offerId = readId(params.get("offerId"), 200);
  const date = readDate(params.get("date"));
  const travellers = readTravellers(params);
  if (!productCode || !offerId || !date || !travellers) return null;
  return { productCode, date, offerId, travellers };
}

/** What the quote takes for the checkout's slot (its `offerId` goes beside it). */
export function toOfferQuery(c: ActivityCheckoutState): ActivityOfferQuery {
  return { productCode: c.productCode, date: c.date, travellers: { ...c.travellers } };
}

/**
 * The confirmation's path, the reference in place of `:reference` (the shared checkout fills it
 * in; a 3-D Secure challenge returns to the path before it, with `?reference=`).
 */
export const ACTIVITY_CONFIRM_TEMPLATE = `${ACTIVITY_CONFIRMATION_PATH}/:reference`;

/** A booking's confirmation page. */
export function activityConfirmationHref(reference: string): string {
  return `${ACTIVITY_CONFIRMATION_PATH}/${encodeURIComponent(reference)}`;
}
