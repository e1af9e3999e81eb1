import type {
  HotelBoard,
  HotelRoom,
  HotelSearchRequest,
  HotelStayQuery,
} from "@/lib/contract/hotels";

/**
 * The hotel search lives in the address (DESIGN §9): reload, share and Back all give it back.
 * This turns URLSearchParams into the search and back. Bad values are dropped or fall back to
 * their default; nothing here throws. Only types come from the contract: its zod schemas would
 * otherwise ride along into every page with a search form (the test keeps the limits equal).
 *
 *   place=city-123&placeName=Lisbon, Portugal&checkIn=2026-05-01&checkOut=2026-05-04
 *   &rooms=2,5-7|1&nationality=PT&sort=-price&page=2&minPrice=10000&maxPrice=90000
 *   &stars=4,5&freeCancellation=1&boards=BB,HB        (+ hotelId on the details page)
 *
 * `rooms`: rooms apart by "|", each "adults" then ",ages" with the children's ages apart by "-":
 * `2,5-7|1` is a room of 2 adults with children of 5 and 7, and a room of 1 adult.
 */

export const MAX_ROOMS = 9;
export const MAX_ADULTS_PER_ROOM = 4;
export const MAX_CHILDREN_PER_ROOM = 3;
export const MAX_CHILD_AGE = 17;
/** SPEC §9: a stay is at most 60 nights. */
export const MAX_NIGHTS = 60;
export const MAX_PAGE = 100;
export const BOARDS = ["RO", "BB", "HB"] as const satisfies readonly HotelBoard[];
export const SORTS = ["price", "-price", "stars", "-stars", "distance"] as const;
export type HotelSort = (typeof SORTS)[number];

export const DEFAULT_ROOMS: readonly HotelRoom[] = [{ adults: 2, childAges: [] }];

export interface HotelSearchState {
  placeId: string | null;
  /** What the destination field shows; the API is asked by `placeId` alone. */
  placeLabel: string;
  checkIn: string | null;
  checkOut: string | null;
  rooms: HotelRoom[];
  nationality: string | null;
  sort: HotelSort;
  page: number;
  /** Stay total filters, USD cents. */
  minPrice: number | null;
  maxPrice: number | null;
  stars: number[];
  freeCancellation: boolean;
  boards: HotelBoard[];
}

export const EMPTY_SEARCH: HotelSearchState = {
  placeId: null,
  placeLabel: "",
  checkIn: null,
  checkOut: null,
  rooms: DEFAULT_ROOMS.map((r) => ({ ...r, childAges: [...r.childAges] })),
  nationality: null,
  sort: "price",
  page: 1,
  minPrice: null,
  maxPrice: null,
  stars: [],
  freeCancellation: false,
  boards: [],
};

// ---- dates (calendar days as YYYY-MM-DD, counted in UTC so no time zone shifts them) ----

const DAY_MS = 86_400_000;

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The visitor's calendar day. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS,
  );
}

export type StayProblem = "past" | "order" | "tooLong";

/** What is wrong with a stay, if anything: the rules the API's stay check applies, plus today. */
export function stayProblem(checkIn: string, checkOut: string, today?: string): StayProblem | null {
  if (today && checkIn < today) return "past";
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return "order";
  return nights > MAX_NIGHTS ? "tooLong" : null;
}

// ---- rooms ----

/** A small whole number written plainly ("07", "1e1" and "+1" are not). */
function smallInt(text: string | undefined, min: number, max: number): number | null {
  if (!text || !/^(0|[1-9]\d{0,2})$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

function decodeRoom(text: string): HotelRoom | null {
  const [adultsText, agesText, ...rest] = text.split(",");
  const adults = smallInt(adultsText, 1, MAX_ADULTS_PER_ROOM);
  if (adults === null || rest.length) return null;
  const ages = agesText === undefined || agesText === "" ? [] : agesText.split("-");
  const childAges = ages.map((a) => smallInt(a, 0, MAX_CHILD_AGE));
  if (childAges.length > MAX_CHILDREN_PER_ROOM || childAges.some((a) => a === null)) return null;
  return { adults, childAges: childAges as number[] };
}

/** The rooms of `rooms=`; unreadable rooms are dropped, and none left gives the default. */
export function decodeRooms(text: string | null | undefined): HotelRoom[] {
  const rooms = (text ?? "")
    .split("|")
    .slice(0, MAX_ROOMS)
    .flatMap((part) => decodeRoom(part.trim()) ?? []);
  return rooms.length ? rooms : EMPTY_SEARCH.rooms.map((r) => ({ ...r, childAges: [] }));
}

export function encodeRooms(rooms: readonly HotelRoom[]): string {
  return rooms
    .map((r) => (r.childAges.length ? `${r.adults},${r.childAges.join("-")}` : `${r.adults}`))
    .join("|");
}

/** The search form's key where the address can change under it: a new stay (Back) refills it. */
export function stayKey(s: HotelSearchState): string {
  return [s.placeId, s.checkIn, s.checkOut, encodeRooms(s.rooms), s.nationality].join("/");
}

export function guestCount(rooms: readonly HotelRoom[]): { adults: number; children: number } {
  return {
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.childAges.length, 0),
  };
}

// ---- the whole search ----

/** URLSearchParams, or Next's read-only version of them (useSearchParams). */
export type QueryParams = Pick<URLSearchParams, "get">;

function listOf<T>(text: string | null, read: (part: string) => T | null): T[] {
  const seen = new Set<T>();
  for (const part of (text ?? "").split(",")) {
    const value = read(part.trim());
    if (value !== null) seen.add(value);
  }
  return [...seen];
}

function cents(text: string | null): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

/**
 * The search an address describes. `today` (the visitor's, YYYY-MM-DD) drops a stay that has
 * already begun, as a link shared last month would carry.
 */
export function parseHotelSearch(params: QueryParams, today?: string): HotelSearchState {
  const place = params.get("place")?.trim() ?? "";
  const placeId = place.length >= 1 && place.length <= 100 ? place : null;
  let checkIn = isIsoDate(params.get("checkIn")) ? params.get("checkIn") : null;
  let checkOut = isIsoDate(params.get("checkOut")) ? params.get("checkOut") : null;
  if (checkIn && today && checkIn < today) checkIn = checkOut = null;
  if (checkIn && checkOut && stayProblem(checkIn, checkOut)) checkOut = null;
  const nationality = params.get("nationality")?.trim().toUpperCase() ?? "";
  const sort = params.get("sort") as HotelSort;
  let minPrice = cents(params.get("minPrice"));
  let maxPrice = cents(params.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const flag = params.get("freeCancellation");
  const boards = listOf(params.get("boards"), (b) => b.toUpperCase());
  return {
    placeId,
    placeLabel: placeId ? (params.get("placeName") ?? "").trim().slice(0, 200) : "",
    checkIn,
    checkOut,
    rooms: decodeRooms(params.get("rooms")),
    nationality: /^[A-Z]{2}$/.test(nationality) ? nationality : null,
    sort: SORTS.includes(sort) ? sort : "price",
    page: smallInt(params.get("page") ?? undefined, 1, MAX_PAGE) ?? 1,
    minPrice,
    maxPrice,
    stars: listOf(params.get("stars"), (s) => smallInt(s, 1, 5)).sort(),
    freeCancellation: flag === "1" || flag === "true",
    boards: BOARDS.filter((b) => boards.includes(b)),
  };
}

/** The address of a search, in a fixed order, defaults left out. */
export function serializeHotelSearch(search: Partial<HotelSearchState>): URLSearchParams {
  const s = { ...EMPTY_SEARCH, ...search };
  const params = new URLSearchParams();
  if (s.placeId) {
    params.set("place", s.placeId);
    if (s.placeLabel) params.set("placeName", s.placeLabel);
  }
  if (s.checkIn) params.set("checkIn", s.checkIn);
  if (s.checkOut) params.set("checkOut", s.checkOut);
  params.set("rooms", encodeRooms(s.rooms));
  if (s.nationality) params.set("nationality", s.nationality);
  if (s.sort !== "price") params.set("sort", s.sort);
  if (s.page > 1) params.set("page", String(s.page));
  if (s.minPrice !== null) params.set("minPrice", String(s.minPrice));
  if (s.maxPrice !== null) params.set("maxPrice", String(s.maxPrice));
  if (s.stars.length) params.set("stars", [...s.stars].sort().join(","));
  if (s.freeCancellation) params.set("freeCancellation", "1");
  if (s.boards.length) params.set("boards", BOARDS.filter((b) => s.boards.includes(b)).join(","));
  return params;
}

/** The stay the API prices, once the search names a place, dates and a nationality. */
export function toStayQuery(s: HotelSearchState): HotelStayQuery | null {
  if (!s.placeId || !s.checkIn || !s.checkOut || !s.nationality) return null;
  return {
    placeId: s.placeId,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] })),
    nationality: s.nationality,
  };
}

/** The search request, normalised (so equal searches make equal React Query keys), or null. */
export function toSearchRequest(s: HotelSearchState): HotelSearchRequest | null {
  const stay = toStayQuery(s);
  if (!stay) return null;
  return {
    ...stay,
    sort: s.sort,
    page: s.page,
    ...(s.minPrice !== null && { minPrice: s.minPrice }),
    ...(s.maxPrice !== null && { maxPrice: s.maxPrice }),
    ...(s.stars.length > 0 && { stars: [...s.stars].sort() }),
    ...(s.freeCancellation && { freeCancellation: true }),
    ...(s.boards.length > 0 && { boards: BOARDS.filter((b) => s.boards.includes(b)) }),
  };
}

// ---- the pages' addresses ----

export const HOTELS_PATH = "/booknow/hotels";
export const HOTEL_RESULTS_PATH = "/booknow/hotels/search";
export const HOTEL_DETAILS_PATH = "/booknow/hotels/search-details";
export const HOTEL_CHECKOUT_PATH = "/booknow/hotels/checkout";

export function hotelResultsHref(search: Partial<HotelSearchState>): string {
  return `${HOTEL_RESULTS_PATH}?${serializeHotelSearch(search)}`;
}

/** The hotel's page for a stay: what result cards and Exclusive Deals hotel cards link to. */
export function hotelDetailsHref(hotelId: string, search: Partial<HotelSearchState>): string {
  const params = new URLSearchParams({ hotelId });
  for (const [k, v] of serializeHotelSearch(search)) params.append(k, v);
  return `${HOTEL_DETAILS_PATH}?${params}`;
}

/** The checkout of one rate, with the search it was found by. */
export function hotelCheckoutHref(
  offerId: string,
  hotelId: string,
  search: Partial<HotelSearchState>,
): string {
  const params = new URLSearchParams({ offerId, hotelId });
  for (const [k, v] of serializeHotelSearch(search)) params.append(k, v);
  return `${HOTEL_CHECKOUT_PATH}?${params}`;
}

/** The `hotelId` of a details or checkout address, or null. */
export function parseHotelId(params: QueryParams): string | null {
  const id = params.get("hotelId")?.trim() ?? "";
  return id.length >= 1 && id.length <= 200 ? id : null;
}
