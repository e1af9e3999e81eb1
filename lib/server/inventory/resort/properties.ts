import "server-only";
import tzLookup from "tz-lookup";
import type { ResortUnitType } from "@/lib/contract/resort";
import { costFactor } from "../cost";
import { geo } from "../geo/geo";
import type { Place } from "../geo/search-index";
import { destinationPoint, haversineMiles, roundTo } from "../geo/geodesy";
import { HOTEL_IMAGE_COUNT } from "../hotels/generate";
import { createRng, type Rng } from "../random";
import { regionTree, type RegionTree } from "./regions";

/**
 * Sandbox resort properties (SPEC §7 resort service): a few per destination of the region tree,
 * outside the city as resorts are, each selling studios and one- and two-bedroom units by the
 * night. Generated from the destination alone, so ids and contents stay the same on every run.
 */

export const MIN_PROPERTIES_PER_DESTINATION = 2;
export const MAX_PROPERTIES_PER_DESTINATION = 6;
/** How far from the city centre resorts stand. */
export const MIN_RESORT_KM = 3;
export const MAX_RESORT_KM = 30;
export const IMAGES_PER_PROPERTY = 3;

/** Resorts are mid-range to luxury. */
export type ResortStars = 3 | 4 | 5;
export type UnitType = ResortUnitType;

/** Guests check in from 16:00 and out by 10:00, on the property's clock, as resorts do. */
export const CHECK_IN_HOUR = 16;
export const CHECK_OUT_HOUR = 10;
/** How many days before check-in a property's free cancellation ends: one of these. */
export const FREE_CANCELLATION_DAYS = [7, 14, 30] as const;

/** A deposit sale's terms: `percent` at booking, the balance `balanceDaysBefore` check-in. */
export interface ResortDepositRule {
  percent: number;
  balanceDaysBefore: number;
}

/**
 * What a property asks at booking: a four- or five-star resort 30 %, the balance 30 days before
 * check-in; a three-star one the whole stay. A rule of the stars alone, so that a booking's
 * snapshot (which keeps them) says its terms without the property being generated again.
 */
export function depositRuleFor(stars: number): ResortDepositRule | null {
  return stars >= 4 ? { percent: 30, balanceDaysBefore: 30 } : null;
}

export interface ResortUnit {
  /** `<property id>-<code>` (STU, 1BR, 2BR): the allotment item, one row per night. */
  id: string;
  code: string;
  type: UnitType;
  name: string;
  sleeps: number;
  /** Units of this type the property can sell each night: the allotment's capacity. */
  unitsPerNight: number;
  /** Wholesale rate per unit and night, USD cents. */
  nightlyBaseRate: number;
}

/** A destination of the region tree with the names of the regions above it. */
export interface ResortDestination {
  /** The region tree's id, `d-<city key>`. */
  id: string;
  name: string;
  countryCode: string;
  countryName: string;
  subregionName: string;
  regionName: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface ResortProperty {
  /** `rp-<city key>-<n>`, n from 1: the destination and the property's place in its list. */
  id: string;
  destination: ResortDestination;
  name: string;
  stars: ResortStars;
  latitude: number;
  longitude: number;
  distanceFromCentreMiles: number;
  /** Image keys (`hotel-<n>`), the first the hero image; served at /assets/inventory/<key>.svg. */
  imageKeys: string[];
  /** Cheapest first. */
  units: ResortUnit[];
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
  /** The IANA zone of where it stands: check-in and the cancellation deadline are on its clock. */
  timeZone: string;
  /** Cancelling is free until this many days before check-in, at the check-in hour. */
  freeCancellationDays: (typeof FREE_CANCELLATION_DAYS)[number];
  /** Its deposit, when it asks one (depositRuleFor); null when the stay is paid at booking. */
  deposit: ResortDepositRule | null;
}

/** 2 for a town of 100,000 or fewer, 4 for a city of a million, 6 at most. */
export function propertyCount(population: number): number {
  const magnitude = Math.log10(Math.max(population, 100_000) / 100_000);
  return Math.min(
    MAX_PROPERTIES_PER_DESTINATION,
    Math.round(MIN_PROPERTIES_PER_DESTINATION + 1.5 * magnitude),
  );
}

const STAR_WEIGHTS: readonly (readonly [ResortStars, number])[] = [
  [3, 35],
  [4, 45],
  [5, 20],
];
/** Wholesale rate of a one-bedroom unit in a mid-sized US city, by stars (USD cents). */
const ONE_BEDROOM_RATE: Record<ResortStars, number> = { 3: 13000, 4: 20000, 5: 36000 };
/** Units in the whole property, by stars. */
const TOTAL_UNITS: Record<ResortStars, [number, number]> = {
  3: [40, 160],
  4: [80, 300],
  5: [60, 220],
};

// prettier-ignore
const BRANDS = [
  "Azure", "Bamboo", "Bougainvillea", "Cascade", "Coral", "Cypress", "Driftwood", "Hibiscus",
  "Kingfisher", "Lagoon", "Mango", "Mariner", "Oasis", "Palm", "Pinecrest", "Sandpiper",
  "Seabreeze", "Solstice", "Tamarind", "Vista",
];
const SUFFIXES: Record<ResortStars, readonly string[]> = {
  3: ["Resort", "Vacation Club", "Holiday Villas", "Suites Resort"],
  4: ["Resort & Spa", "Vacation Club", "Residences", "Golf Resort"],
  5: ["Luxury Resort & Spa", "Private Residences", "Grand Resort", "Villas & Spa"],
};

function propertyName(rng: Rng, destination: string, stars: ResortStars): string {
  const brand = rng.pick(BRANDS);
  const suffix = rng.pick(SUFFIXES[stars]);
  switch (rng.int(0, 2)) {
    case 0:
      return `${brand} ${suffix} ${destination}`;
    case 1:
      return `${destination} ${brand} ${suffix}`;
    default:
      return `The ${brand} ${suffix}`;
  }
}

interface UnitTemplate {
  code: string;
  type: UnitType;
  name: string;
  sleeps: number;
  /** Rate relative to the one-bedroom unit. */
  factor: number;
  /** Share of the property's units, before normalising. */
  share: number;
}
// In rate order; every property has the one- and two-bedroom units, most have studios too.
const STUDIO: UnitTemplate = {
  code: "STU",
  type: "studio",
  name: "Studio",
  sleeps: 2,
  factor: 0.75,
  share: 3,
};
const BEDROOM_UNITS: readonly UnitTemplate[] = [
  { code: "1BR", type: "1-bedroom", name: "One-Bedroom Suite", sleeps: 4, factor: 1, share: 5 },
  { code: "2BR", type: "2-bedroom", name: "Two-Bedroom Villa", sleeps: 6, factor: 1.5, share: 2 },
];

function units(
  rng: Rng,
  propertyId: string,
  stars: ResortStars,
  oneBedroomRate: number,
): ResortUnit[] {
  const chosen = rng.chance(0.75) ? [STUDIO, ...BEDROOM_UNITS] : BEDROOM_UNITS;
  const total = rng.int(...TOTAL_UNITS[stars]);
  const totalShare = chosen.reduce((sum, u) => sum + u.share, 0);
  return chosen.map((u) => ({
    id: `${propertyId}-${u.code}`,
    code: u.code,
    type: u.type,
    name: u.name,
    sleeps: u.sleeps,
    unitsPerNight: Math.max(1, Math.round((total * u.share) / totalShare)),
    nightlyBaseRate: Math.max(100, Math.round(oneBedroomRate * u.factor)),
  }));
}

function generateProperty(
  destination: ResortDestination,
  n: number,
  takenNames: Set<string>,
): ResortProperty {
  const id = `rp-${destination.id.replace(/^d-/, "")}-${n}`;
  const rng = createRng(id);
  const stars = rng.weighted(STAR_WEIGHTS);
  let name = propertyName(rng, destination.name, stars);
  // Names are unique within a destination; the numbered fallback only guards against endless loops.
  for (let tries = 0; takenNames.has(name); tries++) {
    name = tries < 20 ? propertyName(rng, destination.name, stars) : `${name} ${n}`;
  }
  takenNames.add(name);

  const point = destinationPoint(
    destination,
    rng.float(MIN_RESORT_KM, MAX_RESORT_KM),
    rng.next() * 2 * Math.PI,
  );
  const latitude = roundTo(point.latitude, 6);
  const longitude = roundTo(point.longitude, 6);
  const images = rng.shuffle(Array.from({ length: HOTEL_IMAGE_COUNT }, (_, i) => `hotel-${i}`));
  const rate = ONE_BEDROOM_RATE[stars] * costFactor(destination) * rng.float(0.85, 1.2);
  return {
    id,
    destination,
    name,
    stars,
    latitude,
    longitude,
    distanceFromCentreMiles: roundTo(haversineMiles(destination, { latitude, longitude }), 2),
    imageKeys: images.slice(0, IMAGES_PER_PROPERTY),
    units: units(rng, id, stars, rate),
    taxAndFeeBasisPoints: rng.int(20, 40) * 50,
    publishedUpliftBasisPoints: rng.int(20, 70) * 50,
    timeZone: tzLookup(latitude, longitude),
    // Drawn last, so that everything drawn before (names, units, rates) is as it always was.
    freeCancellationDays: rng.pick(FREE_CANCELLATION_DAYS),
    deposit: depositRuleFor(stars),
  };
}

/** The resort properties of a destination: the same list for the same destination, everywhere. */
export function propertiesForDestination(destination: ResortDestination): ResortProperty[] {
  const takenNames = new Set<string>();
  return Array.from({ length: propertyCount(destination.population) }, (_, i) =>
    generateProperty(destination, i + 1, takenNames),
  );
}

/** The tree's destinations with their country, sub-region and region names, in tree order. */
export function destinationsOf(tree: RegionTree, cities: readonly Place[]): ResortDestination[] {
  const population = new Map(cities.map((c) => [c.id, c.population]));
  const out: ResortDestination[] = [];
  for (const d of tree.byId.values()) {
    if (d.type !== "destination") continue;
    const country = tree.byId.get(d.parent_id!)!;
    const subregion = tree.byId.get(country.parent_id!)!;
    out.push({
      id: d.id,
      name: d.name,
      countryCode: d.country_code!,
      countryName: country.name,
      subregionName: subregion.name,
      regionName: subregion.parent_name!,
      latitude: d.latitude!,
      longitude: d.longitude!,
      population: population.get(`city-${d.id.replace(/^d-/, "")}`)!,
    });
  }
  return out;
}

export interface ResortDestinations {
  list: readonly ResortDestination[];
  byId: ReadonlyMap<string, ResortDestination>;
}

// One copy per process, shared by every route bundle, as the region tree is.
const globalKey = Symbol.for("travel.resort-destinations");
type GlobalWithDestinations = typeof globalThis & { [globalKey]?: Promise<ResortDestinations> };

export function resortDestinations(): Promise<ResortDestinations> {
  const g = globalThis as GlobalWithDestinations;
  g[globalKey] ??= Promise.all([regionTree(), geo()])
    .then(([tree, { cities }]) => {
      const list = destinationsOf(tree, cities.places);
      return { list, byId: new Map(list.map((d) => [d.id, d])) };
    })
    .catch((error: unknown) => {
      delete g[globalKey];
      throw error;
    });
  return g[globalKey];
}

const PROPERTY_ID = /^rp-(\d+)-(\d+)$/;

/** The property of an id, or null when there is none. */
export async function resortPropertyById(id: string): Promise<ResortProperty | null> {
  const [, cityKey, n] = PROPERTY_ID.exec(id) ?? [];
  const destination = (await resortDestinations()).byId.get(`d-${cityKey}`);
  if (!destination) return null;
  return propertiesForDestination(destination)[Number(n) - 1] ?? null;
}
