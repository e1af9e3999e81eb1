import type { ActivitySearchRequest } from "@/lib/contract/activities";
import type { CarSearchQuery } from "@/lib/contract/cars";
import type { FlightQueryInput } from "@/lib/contract/flights";
import type { HotelDetailsRequest, HotelSearchRequest } from "@/lib/contract/hotels";

/**
 * The data cache's keys for the answers a page's server render may put there before the browser
 * reads them (lib/server/http/first-answers.tsx), defined once for the hooks and the server. A
 * search's answer depends on who asks (agents receive fields visitors never do): `viewer` is the
 * user's id, or VISITOR (null while it is not known yet: lib/api/viewer.tsx).
 */
export const VISITOR = "visitor";

export const queryKeys = {
  exchangeRates: () => ["exchange-rates"] as const,
  /** The signed-in user (GET /api/user/me's `user`), null for a visitor. */
  me: () => ["me"] as const,
  /** The agency's enabled countries and their currencies (GET /api/admin/country/enable's `data`). */
  enabledCountries: () => ["countries", "enabled"] as const,
  /** The agency's payment gateway (GET /api/getCurrentPaymentGateway's `CurrentPayment`). */
  paymentGateway: () => ["payment-gateway"] as const,
  /** The signed-in user's saved travellers, or (staff) a client's (GET /api/user/companions). */
  companions: (clientId: string | null) => ["user", "companions", clientId] as const,
  /** A checkout's quote, as a state (lib/api/queries/bookings.ts QuoteState). */
  quote: (id: string) => ["checkout", "quote", id] as const,
  /**
   * The offer a checkout is about to hold, as its quote will describe it (the server's render
   * alone gives it: the page shows it while the hold is made).
   */
  offerPreview: (product: string, offerId: string, query: unknown) =>
    ["checkout", "preview", product, offerId, query] as const,
  hotelSearch: (request: HotelSearchRequest | null, viewer: string | null) =>
    ["hotels", "search", request, viewer] as const,
  hotelDetails: (request: HotelDetailsRequest | null, viewer: string | null) =>
    ["hotels", "details", request, viewer] as const,
  flightSearch: (query: FlightQueryInput | null, viewer: string | null) =>
    ["flights", "search", query, viewer] as const,
  carSearch: (query: CarSearchQuery | null, viewer: string | null) =>
    ["cars", "search", query, viewer] as const,
  activitySearch: (request: ActivitySearchRequest | null, viewer: string | null) =>
    ["activities", "search", request, viewer] as const,
};
