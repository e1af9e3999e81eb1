import type { Locale } from "./locales";

/**
 * A locale's messages: the shell's (`messages/<locale>.json`) and each booking part's
 * (`messages/parts/<part>/<locale>.json`, one namespace or more per part), merged. Parts keep the
 * booking flows' many strings apart from the shell's, each with the same keys in every language.
 */
export const MESSAGE_PARTS = [
  "hotels",
  "checkout",
  "payment",
  "trips",
  "booking-mail",
  "flights",
  "flight-checkout",
  "flight-trips",
  "cars",
  "activities",
  "trip-products",
  "agency-bookings",
  "back-office",
  "agency-agents",
  "agency-clients",
  "agency-settings",
  "support",
  "searches",
  "pay-requests",
  "subscription",
] as const;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const [base, ...parts] = await Promise.all([
    import(`../../messages/${locale}.json`),
    ...MESSAGE_PARTS.map((part) => import(`../../messages/parts/${part}/${locale}.json`)),
  ]);
  return Object.assign({}, base.default, ...parts.map((p) => p.default));
}
