import { ACTIVITIES_PATH } from "./product-pages";
import {
  CAR_DETAILS_PATH,
  CAR_RESULTS_PATH,
  carsHomeHref,
  readCarQuery,
} from "./car-search-params";

/**
 * SPEC §4: what a language or currency change does to the page the visitor is on. Pages are
 * rendered per language on the server, so a language change reloads the page (without `lng`,
 * which would win over the new cookie); a currency change re-renders prices in place, except:
 * - car result pages (results and a car's details) return to the cars landing with the search
 *   kept, for either change;
 * - activity pages reload, keeping their address (without `currency`, which would win over the
 *   new choice), for a currency change as for a language change.
 * The flight checkout's currency change (re-pricing its quote) is its own (use-checkout-curr.ts).
 */

export type LocaleChange = "language" | "currency";

/** `reload`: a full load of `href` (the same page); `go`: a full load of another page. */
export type LocaleChangeAction = { kind: "reload" | "go"; href: string } | { kind: "stay" };

/** The parts of the address the rule reads (window.location, or a URL). */
export interface PageAddress {
  pathname: string;
  search: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function isCarResultPage(pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === CAR_RESULTS_PATH || path === CAR_DETAILS_PATH;
}

export function isActivityPage(pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === ACTIVITIES_PATH || path.startsWith(`${ACTIVITIES_PATH}/`);
}

/**
 * The same page without the parameter that would override the change, and without a fragment
 * (loading the same address with one would only scroll).
 */
function sameWithout(address: PageAddress, param: string): string {
  const params = new URLSearchParams(address.search);
  params.delete(param);
  const query = params.toString();
  return `${address.pathname}${query ? `?${query}` : ""}`;
}

type Load = Exclude<LocaleChangeAction, { kind: "stay" }>;

/** A language change always loads a page; a currency change may leave the page as it is. */
export function afterLocaleChange(change: "language", address: PageAddress): Load;
export function afterLocaleChange(change: LocaleChange, address: PageAddress): LocaleChangeAction;
export function afterLocaleChange(change: LocaleChange, address: PageAddress): LocaleChangeAction {
  if (isCarResultPage(address.pathname)) {
    return { kind: "go", href: carsHomeHref(readCarQuery(new URLSearchParams(address.search))) };
  }
  if (change === "language") return { kind: "reload", href: sameWithout(address, "lng") };
  if (isActivityPage(address.pathname)) {
    return { kind: "reload", href: sameWithout(address, "currency") };
  }
  return { kind: "stay" };
}
