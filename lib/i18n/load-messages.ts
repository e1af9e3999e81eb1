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
  "cruises",
  "resorts",
  "proposals",
] as const;

type Messages = Record<string, unknown>;

/**
 * Loaded once a locale per process: every server render asks for them (a signed-in page renders
 * on every request), and importing and merging 21 files each time was a tenth of such a render.
 */
const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = importMessages(locale);
    // A failed import is tried again by the next render, not remembered.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

async function importMessages(locale: Locale): Promise<Messages> {
  const [base, ...parts] = await Promise.all([
    import(`../../messages/${locale}.json`),
    ...MESSAGE_PARTS.map((part) => import(`../../messages/parts/${part}/${locale}.json`)),
  ]);
  return Object.assign({}, base.default, ...parts.map((p) => p.default));
}
