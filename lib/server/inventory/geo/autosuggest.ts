import "server-only";
import type {
  AirportSuggestion,
  CitySuggestion,
  LocationSuggestion,
  RentalCountry,
} from "@/lib/contract/autosuggest";
import { geo, type Geo } from "./geo";
import { searchPlaces, type Place } from "./search-index";

/** The sandbox supplier's location calls (SPEC §7): the same answer for every agency. */

export const SUGGESTION_LIMIT = 10;
/** Places kept for the second kind in a mixed list, so that one kind never hides the other. */
const SECOND_KIND_RESERVE = 3;

function toCity(p: Place): CitySuggestion {
  return {
    id: p.id,
    type: "city",
    name: p.name,
    city: p.name,
    region: p.region,
    countryCode: p.countryCode,
    countryName: p.countryName,
    latitude: p.latitude,
    longitude: p.longitude,
    population: p.population,
  };
}

function toAirport(p: Place): AirportSuggestion {
  return {
    id: p.id,
    type: "airport",
    name: p.name,
    city: p.city,
    region: p.region,
    countryCode: p.countryCode,
    countryName: p.countryName,
    latitude: p.latitude,
    longitude: p.longitude,
    iata: p.iata!,
    size: p.size!,
  };
}

/** `first` then `second`, with room kept for up to SECOND_KIND_RESERVE of `second`. */
function mixed<A, B>(first: A[], second: B[]): (A | B)[] {
  const room = SUGGESTION_LIMIT - Math.min(second.length, SECOND_KIND_RESERVE);
  const head = first.slice(0, room);
  return [...head, ...second.slice(0, SUGGESTION_LIMIT - head.length)];
}

function cities(g: Geo, text: string): CitySuggestion[] {
  return searchPlaces(g.cities, text, SUGGESTION_LIMIT).map(toCity);
}

function airports(g: Geo, text: string): AirportSuggestion[] {
  return searchPlaces(g.airports, text, SUGGESTION_LIMIT).map(toAirport);
}

/** Hotel destinations: cities first, then airports. */
export async function hotelSuggestions(text: string): Promise<LocationSuggestion[]> {
  const g = await geo();
  return mixed(cities(g, text), airports(g, text));
}

export async function airportSuggestions(text: string): Promise<AirportSuggestion[]> {
  return airports(await geo(), text);
}

export async function activityDestinations(text: string): Promise<CitySuggestion[]> {
  return cities(await geo(), text);
}

/** Car pickup locations: airports first (where most rentals start), then city centres. */
export async function carRentalLocations(text: string): Promise<LocationSuggestion[]> {
  const g = await geo();
  return mixed(airports(g, text), cities(g, text));
}

// ISO 639-1 → the ISO 639-3 keys of world-countries' translations.
// prettier-ignore
const TRANSLATION_KEYS: Record<string, string> = {
  ar: "ara", cs: "ces", de: "deu", es: "spa", et: "est", fa: "per", fi: "fin", fr: "fra",
  hr: "hrv", hu: "hun", it: "ita", ja: "jpn", ko: "kor", nl: "nld", pl: "pol", pt: "por",
  ru: "rus", sk: "slk", sr: "srp", sv: "swe", tr: "tur", ur: "urd", zh: "zho",
};

const rentalCountriesByLanguage = new Map<string, RentalCountry[]>();

/**
 * Countries with car rental locations (an airport travellers can fly to), named in `language`
 * where world-countries has that translation and in English otherwise, sorted by that name.
 */
export async function carRentalCountries(language: string): Promise<RentalCountry[]> {
  const key = TRANSLATION_KEYS[language];
  const cacheKey = key ? language : "en";
  const cached = rentalCountriesByLanguage.get(cacheKey);
  if (cached) return cached;
  const g = await geo();
  const withAirport = new Set(g.airports.places.map((p) => p.countryCode));
  const collator = new Intl.Collator(cacheKey);
  const list = g.countries
    .filter((c) => withAirport.has(c.code))
    .map((c) => ({ code: c.code, name: (key && c.translations[key]) || c.name }))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
  rentalCountriesByLanguage.set(cacheKey, list);
  return list;
}
