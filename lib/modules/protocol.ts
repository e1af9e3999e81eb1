import type { PaymentGateway } from "@/lib/api/queries/payment-gateway";
import type { PublicAgency } from "@/lib/contract/agency";
import type { CountryEntry } from "@/lib/contract/currency";
import type { UserProfile } from "@/lib/contract/user";

/**
 * The browser API between the page and the modules an agency embeds (SPEC §3, §4; README "Module
 * events"). Both directions are CustomEvents on `window`, one event type each way, the message in
 * `detail`: { type, payload?, source? }.
 *
 * Why window CustomEvents and not postMessage: only script running in this document (or a
 * same-origin frame, through `parent`) can dispatch on its window, so the sender is always code
 * the page already trusts with its DOM; postMessage takes messages from any window that holds a
 * reference to this one, whatever its origin, and every message would need an origin check to be
 * worth as much. A module that needs a cross-origin frame relays for it. One event type per
 * direction, rather than one per message, is what lets the host see (and warn of) a message it
 * does not know, and keeps the host's broadcasts from reaching its own listener.
 */
export const MODULE_CHANNEL = "wl:module";
export const HOST_CHANNEL = "wl:host";

/** What modules may send. */
export const MODULE_EVENTS = [
  "user-updated",
  "agency-updated",
  "request-state",
  "request-payment-gateway",
  "load-module",
] as const;
export type ModuleEventType = (typeof MODULE_EVENTS)[number];

export interface ModuleMessage {
  type: string;
  payload?: unknown;
  /** The sender's name, passed on with what it updated, so that it can tell its own apart. */
  source?: string;
}

/** SPEC §3 multi-currency state, settled (the host answers once the rates have arrived or failed). */
export interface MulticurrencyState {
  /** The entry of the currency prices are shown in (null when the agency lists none for it). */
  selectedCurrency: CountryEntry | null;
  /** Its three-letter code. */
  currency: string;
  /** Units of each currency per US dollar; null when they could not be fetched. */
  exchangeRates: Record<string, number> | null;
  error: string | null;
}

/** SPEC §3 shared state: only what this visitor may see, and never the session itself. */
export interface SharedState {
  agency: PublicAgency | null;
  multicurrency: MulticurrencyState;
  /** The agency's enabled countries. */
  country: { enabled: CountryEntry[]; error: string | null };
  /** The visitor's own profile; null when signed out. */
  user: UserProfile | null;
}

/** What the host broadcasts. */
export type HostMessage =
  | { type: "ready" }
  | { type: "state"; payload: SharedState }
  | { type: "payment-gateway"; payload: { gateway: PaymentGateway; error: string | null } }
  | { type: "agency-updated"; payload: PublicAgency; source: string | null }
  | { type: "user-updated"; payload: UserProfile; source: string | null }
  | { type: "module-loaded"; payload: { url: string; expose: string | null } }
  | { type: "module-failed"; payload: { url: string; expose: string | null; message: string } };
