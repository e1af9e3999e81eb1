/** The interface languages of SPEC §1, in the order the language menu lists them. */
export const LOCALES = ["en", "pt", "es", "da", "no", "de", "ar", "fr", "sv"] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "en";
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(["ar"]);

/** SPEC §9: the language cookie, kept 525,600 minutes. */
export const LOCALE_COOKIE = "pll_language";
export const LOCALE_COOKIE_MAX_AGE = 525_600 * 60;

/**
 * The locale path segment meaning "the agency's default language": the routing rules cannot read
 * the database, so the page layout resolves it.
 */
export const AGENCY_DEFAULT_SEGMENT = "default";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/**
 * DESIGN §2: the `lng` query parameter, then the `pll_language` cookie, then the agency default
 * (a segment the layout resolves), then `en` (applied by the layout when the agency has none).
 */
export function localeSegment(
  lng: string | null | undefined,
  cookie: string | null | undefined,
): string {
  const fromQuery = lng?.toLowerCase();
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = cookie?.toLowerCase();
  if (isLocale(fromCookie)) return fromCookie;
  return AGENCY_DEFAULT_SEGMENT;
}

export function resolveLocale(segment: string, agencyDefault: string | null | undefined): Locale {
  const asked = segment.toLowerCase();
  if (isLocale(asked)) return asked;
  return isLocale(agencyDefault) ? agencyDefault : FALLBACK_LOCALE;
}
