import type { Place } from "./geo/search-index";
import { createRng } from "./random";

/**
 * How expensive a place is, relative to a mid-sized US city (1.0): a country price level times a
 * city-size factor. The levels are rounded from published price-level ratios (PPP / exchange
 * rate); countries not listed get a stable level drawn from their code.
 */
// prettier-ignore
const COUNTRY_PRICE_LEVEL: Readonly<Record<string, number>> = {
  US: 1.0, CA: 0.88, MX: 0.55, BR: 0.5, AR: 0.45, CL: 0.6, CO: 0.4, PE: 0.45, CR: 0.65, PA: 0.6,
  GB: 0.95, IE: 1.0, FR: 0.9, DE: 0.88, NL: 0.95, BE: 0.92, LU: 1.05, CH: 1.3, AT: 0.9, IT: 0.8,
  ES: 0.72, PT: 0.65, GR: 0.65, DK: 1.1, NO: 1.15, SE: 0.95, FI: 0.98, IS: 1.25, PL: 0.5,
  CZ: 0.6, HU: 0.55, RO: 0.45, HR: 0.6, TR: 0.4, RU: 0.45, UA: 0.35, AE: 0.9, SA: 0.7, QA: 0.9,
  IL: 1.05, EG: 0.3, MA: 0.4, ZA: 0.45, KE: 0.4, NG: 0.4, IN: 0.35, PK: 0.3, BD: 0.3, LK: 0.35,
  NP: 0.3, CN: 0.6, JP: 0.8, KR: 0.75, TW: 0.6, HK: 1.0, SG: 1.05, TH: 0.45, VN: 0.35, MY: 0.45,
  ID: 0.4, PH: 0.45, AU: 1.0, NZ: 0.95,
};

export function countryPriceLevel(countryCode: string): number {
  return (
    COUNTRY_PRICE_LEVEL[countryCode] ?? createRng(`country-level:${countryCode}`).float(0.45, 0.75)
  );
}

/** Bigger cities cost more: 0.7 for a town of 10,000 or fewer, up to 1.25 for a megacity. */
export function citySizeFactor(population: number): number {
  const magnitude = Math.log10(Math.max(population, 10_000) / 10_000);
  return Math.min(1.25, 0.7 + 0.15 * magnitude);
}

/** The cost factor of a city, or of an airport through the market it serves. */
export function costFactor(place: Pick<Place, "countryCode" | "population">): number {
  return countryPriceLevel(place.countryCode) * citySizeFactor(place.population);
}

/** A place's id without its kind prefix ("city-1620619017" → "1620619017", "airport-LIS" → "LIS"). */
export function placeKey(place: Pick<Place, "id">): string {
  return place.id.replace(/^(city|airport)-/, "");
}
