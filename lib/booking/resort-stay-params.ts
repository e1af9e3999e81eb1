import type {
  ResortAvailabilityQuery,
  ResortQuery,
  ResortSearchQuery,
} from "@/lib/contract/resort";
import { addDaysIso, isIsoDate, stayProblem, type QueryParams } from "./hotel-search-params";

/**
 * The resort pages after the landing keep their state in the address (DESIGN §9), as the other
 * products do: a reload, a shared link and a language or currency change give it back.
 *
 *   results   /booknow/resort/search?regionId=d-…&place=Cascais&<the stay>[&sort=stars][&stars=4]
 *             (a region of the region search: a destination, or a country, sub-region or region
 *             for all its destinations; `place` is its name as the search showed it)
 *   details   /booknow/resort/details?propertyId=rp-…&checkIn=2027-05-01&checkOut=2027-05-08
 *             &units=1&adults=2&children=0   (a deal card's link names the property alone: the
 *             stay is then four weeks ahead for a week, 2 adults in one unit)
 *   checkout  /booknow/resort/checkout?propertyId=…&destinationId=d-…&offerId=rp-…-1BR&<the stay>
 *             (+ quote)
 */

export const RESORT_SEARCH_PATH = "/booknow/resort/search";
export const RESORT_DETAILS_PATH = "/booknow/resort/details";
export const RESORT_CHECKOUT_PATH = "/booknow/resort/checkout";
/** The confirmation, the reference in its query (`?reference=`), as a 3-D Secure return gives it. */
export const RESORT_CONFIRM_PATH = "/booknow/resort/confirmation";
/** The contract's MAX_RESORT_UNITS and MAX_UNIT_SLEEPS. */
export const MAX_UNITS = 9;
export const MAX_UNIT_SLEEPS = 6;
/** A stay the address does not name starts this many days ahead and lasts a week. Its dates are
 * checked as a hotel stay's are (hotel-search-params' stayProblem: the contract's 60 nights). */
export const DEFAULT_LEAD_DAYS = 28;
export const DEFAULT_NIGHTS = 7;

export interface ResortStay {
  checkIn: string;
  checkOut: string;
  units: number;
  adults: number;
  children: number;
}

/** The contract's REGION_ID. */
const REGION = /^[A-Za-z0-9_-]{1,64}$/;
const PROPERTY = /^rp-[a-z0-9-]{1,90}$/;
const DESTINATION = /^d-[a-z0-9-]{1,90}$/;

function count(text: string | null, min: number, max: number, fallback: number): number | null {
  if (text === null || text === "") return fallback;
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Whether the party fits the units: an adult in each, six to a unit at most. */
export function validParty(s: Pick<ResortStay, "units" | "adults" | "children">): boolean {
  return (
    s.units >= 1 &&
    s.units <= MAX_UNITS &&
    s.adults >= s.units &&
    s.children >= 0 &&
    s.adults + s.children <= s.units * MAX_UNIT_SLEEPS
  );
}

export function readPropertyId(params: QueryParams): string | null {
  const id = params.get("propertyId");
  return id && PROPERTY.test(id) ? id : null;
}

/**
 * The stay of the address; the default stay (from `today`) for an address that names none, and
 * null for one that names a stay the API would refuse.
 */
export function readResortStay(params: QueryParams, today: string): ResortStay | null {
  const checkIn = params.get("checkIn");
  const checkOut = params.get("checkOut");
  const named = checkIn !== null || checkOut !== null;
  const start = named ? checkIn : addDaysIso(today, DEFAULT_LEAD_DAYS);
  const end = named ? checkOut : addDaysIso(today, DEFAULT_LEAD_DAYS + DEFAULT_NIGHTS);
  if (!isIsoDate(start) || !isIsoDate(end) || stayProblem(start, end, today)) return null;
  const units = count(params.get("units"), 1, MAX_UNITS, 1);
  const adults = count(params.get("adults"), 1, MAX_UNITS * MAX_UNIT_SLEEPS, 2);
  const children = count(params.get("children"), 0, MAX_UNITS * MAX_UNIT_SLEEPS, 0);
  if (units === null || adults === null || children === null) return null;
  const stay = { checkIn: start, checkOut: end, units, adults, children };
  return validParty(stay) ? stay : null;
}

function stayParams(s: ResortStay): URLSearchParams {
  return new URLSearchParams({
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    units: String(s.units),
    adults: String(s.adults),
    children: String(s.children),
  });
}

export function resortDetailsHref(propertyId: string, s: ResortStay): string {
  return `${RESORT_DETAILS_PATH}?propertyId=${encodeURIComponent(propertyId)}&${stayParams(s)}`;
}

export function resortCheckoutHref(
  propertyId: string,
  destinationId: string,
  offerId: string,
  s: ResortStay,
): string {
  const params = new URLSearchParams({ propertyId, destinationId, offerId });
  return `${RESORT_CHECKOUT_PATH}?${params}&${stayParams(s)}`;
}

/** The availability call's query (a stable object, for React Query's key). */
export function availabilityQuery(propertyId: string, s: ResortStay): ResortAvailabilityQuery {
  return { propertyId, ...s };
}

/** The checkout's unit, destination and quote query from its address; nulls when incomplete. */
export function readResortCheckout(params: QueryParams, today: string) {
  const propertyId = readPropertyId(params);
  const destinationId = params.get("destinationId");
  const offerId = params.get("offerId");
  const stay = readResortStay(params, today);
  if (!propertyId || !stay || !destinationId || !DESTINATION.test(destinationId)) return null;
  if (!offerId || !offerId.startsWith(`${propertyId}-`) || offerId.length > 100) return null;
  const query: ResortQuery = { regionId: destinationId, ...stay };
  return { propertyId, destinationId, offerId, stay, query };
}

export const RESORT_SORTS = ["price", "stars", "distance"] as const;
export type ResortSort = (typeof RESORT_SORTS)[number];

export interface ResortSearch {
  regionId: string;
  /** The region's name, as the region search showed it. */
  place: string;
  stay: ResortStay;
  sort: ResortSort;
  /** The fewest stars shown; 0 for any. */
  stars: number;
}

/** The results' search of the address; null when it names no region or a stay the API refuses. */
export function readResortSearch(params: QueryParams, today: string): ResortSearch | null {
  const regionId = params.get("regionId");
  const stay = readResortStay(params, today);
  if (!regionId || !REGION.test(regionId) || !stay) return null;
  const place = (params.get("place") ?? "").trim().slice(0, 100) || regionId;
  const sort = RESORT_SORTS.find((s) => s === params.get("sort")) ?? "price";
  const stars = count(params.get("stars"), 0, 5, 0) ?? 0;
  return { regionId, place, stay, sort, stars };
}

export function resortSearchHref(s: Omit<ResortSearch, "sort" | "stars"> & Partial<ResortSearch>) {
  const params = new URLSearchParams({ regionId: s.regionId, place: s.place });
  if (s.sort && s.sort !== "price") params.set("sort", s.sort);
  if (s.stars) params.set("stars", String(s.stars));
  return `${RESORT_SEARCH_PATH}?${params}&${stayParams(s.stay)}`;
}

/** The results call's query (a stable object, for React Query's key). */
export function resortSearchQuery(regionId: string, s: ResortStay): ResortSearchQuery {
  return { regionId, ...s };
}
