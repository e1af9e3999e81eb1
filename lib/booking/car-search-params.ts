import type { CarSearchQuery } from "@/lib/contract/cars";
import { MAX_DAYS, rentalDays } from "@/lib/contract/stay";
import { CARS_PATH } from "./product-pages";

/**
 * The car search lives in the address (DESIGN §9): reload, share and Back give it back. Only
 * types come from the cars contract, so zod stays out of the pages' first load (stay.ts, whose
 * day count the contract applies, has no runtime dependency); the API checks the rules. The
 * server's car deal cards build their links here too, so this stays isomorphic.
 *
 *   locationId=airport-LIS&dropOffLocationId=city-2267057&pickUp=2027-06-01T10:00
 *   &dropOff=2027-06-05T10:00&driverAge=25&residence=PT
 *   (+ offerId on the details, reservation and checkout pages, quote on the checkout, extras on
 *   a proposal's driver page)
 *
 * `pickUp` and `dropOff` are wall-clock times at the desks; `dropOffLocationId` is absent when the
 * car goes back where it was picked up.
 */

/** SPEC §9: the driver's age a search starts with (the contract's DEFAULT_DRIVER_AGE). */
export const DEFAULT_DRIVER_AGE = 25;
/** The residence a search starts with (SPEC §9: the car deals' US). */
export const DEFAULT_RESIDENCE = "US";
/** The contract's MIN_DRIVER_AGE and MAX_DRIVER_AGE (car-search-params.test.ts keeps them equal). */
export const MIN_AGE = 18;
export const MAX_AGE = 99;
/** The contract's YOUNG_DRIVER_AGE: younger drivers pay a surcharge. */
export const YOUNG_AGE = 25;
/** A rental is one to this many started days (SPEC §9). */
export const MAX_RENTAL_DAYS = MAX_DAYS;
/** How far ahead the form offers pick-up dates. */
export const MAX_DAYS_AHEAD = 365;

const DESK_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;

/** A real wall-clock time `YYYY-MM-DDTHH:mm` (no seconds, no zone). */
export function isDeskTime(text: string | null | undefined): text is string {
  const match = DESK_TIME.exec(text ?? "");
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi
  );
}

const placeId = (text: string | null) => {
  const id = text?.trim() ?? "";
  return id.length >= 1 && id.length <= 100 ? id : null;
};

/** A present value read by `read`, the default when absent, undefined when unreadable. */
function optional<T>(text: string | null, read: (text: string) => T | null, fallback: T) {
  if (text === null || text === "") return fallback;
  return read(text) ?? undefined;
}

const age = (text: string) => {
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= MIN_AGE && n <= MAX_AGE ? n : null;
};
const country = (text: string) => {
  const code = text.trim().toUpperCase();
  return COUNTRY.test(code) ? code : null;
};

/**
 * The search of the address; null when it names no complete rental or a value is unreadable
 * (the return not after the pick-up, a rental longer than MAX_RENTAL_DAYS, an age out of range…).
 * A drop-off at the pick-up desk is the same as none.
 */
export function readCarQuery(params: Pick<URLSearchParams, "get">): CarSearchQuery | null {
  const locationId = placeId(params.get("locationId"));
  // An empty drop-off is no drop-off (a form that sent the field blank).
  const dropOffText = params.get("dropOffLocationId") || null;
  const dropOffLocationId = dropOffText === null ? null : placeId(dropOffText);
  const pickUp = params.get("pickUp");
  const dropOff = params.get("dropOff");
  const driverAge = optional(params.get("driverAge"), age, DEFAULT_DRIVER_AGE);
  const residence = optional(params.get("residence"), country, DEFAULT_RESIDENCE);
  if (
    !locationId ||
    (dropOffText !== null && !dropOffLocationId) ||
    !isDeskTime(pickUp) ||
    !isDeskTime(dropOff) ||
    driverAge === undefined ||
    residence === undefined
  ) {
    return null;
  }
  const days = rentalDays(pickUp, dropOff);
  if (days < 1 || days > MAX_RENTAL_DAYS) return null;
  return {
    locationId,
    ...(dropOffLocationId && dropOffLocationId !== locationId ? { dropOffLocationId } : {}),
    pickUp,
    dropOff,
    driverAge,
    residence,
  };
}

/** The address's search parameters for `q`, in a stable order. */
export function carQueryParams(q: CarSearchQuery): URLSearchParams {
  const params = new URLSearchParams({ locationId: q.locationId });
  if (q.dropOffLocationId && q.dropOffLocationId !== q.locationId) {
    params.set("dropOffLocationId", q.dropOffLocationId);
  }
  params.set("pickUp", q.pickUp);
  params.set("dropOff", q.dropOff);
  params.set("driverAge", String(q.driverAge));
  params.set("residence", q.residence);
  return params;
}

/** The `offerId` of a details, reservation or checkout address, or null. */
export function readOfferId(params: Pick<URLSearchParams, "get">): string | null {
  const id = params.get("offerId")?.trim() ?? "";
  return id.length >= 1 && id.length <= 200 ? id : null;
}

// ---- the pages' addresses (SPEC §2.1 writes the checkout's with a capital C) ----

export const CAR_RESULTS_PATH = "/booknow/cars/search";
export const CAR_DETAILS_PATH = "/booknow/cars/result-details";
export const CAR_RESERVATION_PATH = "/booknow/cars/reservation-details";
export const CAR_CHECKOUT_PATH = "/booknow/Cars/checkout";
export const CAR_CONFIRM_PATH = "/booknow/Cars/confirm-payment";

const withOffer = (path: string, q: CarSearchQuery, offerId: string) => {
  const params = carQueryParams(q);
  params.set("offerId", offerId);
  return `${path}?${params}`;
};

/** The cars landing with the search in its form (where a language or currency change leads). */
export function carsHomeHref(q: CarSearchQuery | null): string {
  return q ? `${CARS_PATH}?${carQueryParams(q)}` : CARS_PATH;
}

/** The results of `q`, with the results' own parameters (filters, order) when given. */
export function carSearchHref(q: CarSearchQuery, extra?: URLSearchParams): string {
  const params = carQueryParams(q);
  for (const [k, v] of extra ?? []) params.set(k, v);
  return `${CAR_RESULTS_PATH}?${params}`;
}

/** One car of the search: what it includes, its extras and its price. */
export function carDetailsHref(q: CarSearchQuery, offerId: string): string {
  return withOffer(CAR_DETAILS_PATH, q, offerId);
}

/**
 * The driver's page of a chosen car. With `extras`, the address names them (a proposal's car,
 * issue 28, quoted as the agent proposed it in a tab that has no draft of it): the car pages
 * keep them as the tab's draft for the checkout.
 */
export function carReservationHref(
  q: CarSearchQuery,
  offerId: string,
  extras?: Readonly<Record<string, number>>,
): string {
  return namingExtras(withOffer(CAR_RESERVATION_PATH, q, offerId), extras);
}

/** The checkout of a chosen car (its extras and driver are in this tab's draft). */
export function carCheckoutHref(q: CarSearchQuery, offerId: string): string {
  return withOffer(CAR_CHECKOUT_PATH, q, offerId);
}

/** `href` naming `extras` (`extras=childSeat:1,gps:1`, or `none`), when given. */
function namingExtras(href: string, extras?: Readonly<Record<string, number>>): string {
  if (!extras) return href;
  const chosen = Object.entries(extras)
    .filter(([, n]) => n > 0)
    .map(([code, n]) => `${code}:${n}`);
  return `${href}&${new URLSearchParams({ extras: chosen.join(",") || "none" })}`;
}

/**
 * The extras an address names (`carReservationHref` with extras): how many of each code, none for
 * `none`; null when it names none or cannot be read. The car pages check the codes and limits.
 */
export function readCarExtras(params: Pick<URLSearchParams, "get">): Record<string, number> | null {
  const text = params.get("extras");
  if (!text) return null;
  if (text === "none") return {};
  const extras: Record<string, number> = {};
  for (const part of text.split(",")) {
    const match = /^([A-Za-z]{1,40}):(\d{1,2})$/.exec(part);
    if (!match) return null;
    extras[match[1]!] = Number(match[2]);
  }
  return extras;
}
