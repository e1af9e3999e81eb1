import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";

/** Strips accents and case, so that an agency's "México" finds "Mexico". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * An agency's country as its address gives it (a code, or its English name with or without
 * accents: "MX", "Mexico", "México") as an ISO 3166 code; null when it names none.
 */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.trim().toUpperCase();
  if (ISO_COUNTRIES.includes(code)) return code;
  return namedCountries().get(fold(country)) ?? null;
}

/** The countries by their folded English names, built once. */
let byName: Map<string, string> | null = null;
function namedCountries(): Map<string, string> {
  if (!byName) {
    const english = new Intl.DisplayNames(["en"], { type: "region" });
    byName = new Map(ISO_COUNTRIES.map((c) => [fold(english.of(c) ?? c), c]));
  }
  return byName;
}

/** Each language and agency country's locale, worked out once (the layout asks per request). */
const known = new Map<string, string>();

/**
 * The locale numbers, prices and dates are written in: the page's language in the agency's
 * region, so that a Mexican agency's Spanish pages write "$1,380.03" as Mexico does, not Spain's
 * "1380,03 MXN". Translations stay the language's; a pairing Intl does not know is the language.
 */
export function formatLocaleOf(language: string, agencyCountry: string | null | undefined): string {
  const key = `${language}|${agencyCountry ?? ""}`;
  let locale = known.get(key);
  if (locale === undefined) known.set(key, (locale = regionalLocale(language, agencyCountry)));
  return locale;
}

function regionalLocale(language: string, agencyCountry: string | null | undefined): string {
  const region = countryCodeOf(agencyCountry);
  if (!region) return language;
  const tag = `${language}-${region}`;
  return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 ? tag : language;
}
