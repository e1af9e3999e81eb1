import "server-only";

/**
 * SPEC §9: with no agency default currency, the visitor's geolocated country decides. The country
 * comes from a header the edge in front of the app sets (Cloudflare, Vercel, CloudFront…); which
 * headers to trust is `GEO_COUNTRY_HEADERS` (comma-separated, first present wins). A visitor can
 * only set their own country this way, which only changes their own default currency.
 */
const DEFAULT_HEADERS = ["cf-ipcountry", "x-vercel-ip-country", "cloudfront-viewer-country"];

/** Codes the edges use for "unknown" or "not a country" (Tor, anonymous proxies, satellite). */
const NOT_A_COUNTRY = new Set(["XX", "T1", "A1", "A2", "O1", "EU", "AP"]);

function countryHeaders(): string[] {
  const configured = process.env.GEO_COUNTRY_HEADERS?.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return configured?.length ? configured : DEFAULT_HEADERS;
}

/** The visitor's two-letter country code (upper case), or null when no trusted header says. */
export function visitorCountry(headers: Headers): string | null {
  for (const name of countryHeaders()) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (!value) continue;
    return /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value) ? value : null;
  }
  return null;
}
