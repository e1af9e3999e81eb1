import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as z from "zod";
import type { RegionType, ResortRegion } from "@/lib/contract/resort";
import { geo } from "../geo/geo";
import { normalizeText } from "../geo/normalize";
import { comparePlaces, type Place } from "../geo/search-index";

/**
 * The sandbox resort service's regions (SPEC §3, §7): world regions → sub-regions → countries
 * (world-countries) → each country's leading destinations (its most populous cities, from the
 * geography already loaded for autosuggest). Derived from data, so nothing is hand-typed and ids
 * stay the same from run to run.
 */

export const DESTINATIONS_PER_COUNTRY = 5;
export const SEARCH_LIMIT = 10;

export interface CountryInfo {
  code: string;
  name: string;
  region: string;
  subregion: string;
  latitude: number | null;
  longitude: number | null;
}

export interface RegionTree {
  /** Top-level regions, by name. */
  top: readonly ResortRegion[];
  byId: ReadonlyMap<string, ResortRegion>;
  /** Direct children: sub-regions and countries by name, destinations most populous first. */
  children: ReadonlyMap<string, readonly ResortRegion[]>;
  /** Every region in search rank order, with its normalised name behind a leading space. */
  ranked: readonly { region: ResortRegion; text: string }[];
}

const slug = (name: string) => normalizeText(name).replaceAll(" ", "-");
const byName = new Intl.Collator("en").compare;
const TIER: Record<RegionType, number> = { region: 0, subregion: 1, country: 2, destination: 2 };

/** The hierarchy for these cities and countries; pure, so tests can build it twice and compare. */
export function buildRegionTree(
  cities: readonly Place[],
  countries: readonly CountryInfo[],
): RegionTree {
  const citiesOf = new Map<string, Place[]>();
  for (const c of cities) {
    const list = citiesOf.get(c.countryCode);
    if (list) list.push(c);
    else citiesOf.set(c.countryCode, [c]);
  }
  // World-countries has no populations; the country's cities' total ranks it against them.
  const population = new Map<string, number>();
  const byId = new Map<string, ResortRegion>();
  const children = new Map<string, ResortRegion[]>();
  const top: ResortRegion[] = [];

  const add = (
    region: Omit<ResortRegion, "parent_id" | "parent_name">,
    parent: ResortRegion | null,
    pop = 0,
  ) => {
    const existing = byId.get(region.id);
    if (existing) return existing;
    const full = { ...region, parent_id: parent?.id ?? null, parent_name: parent?.name ?? null };
    byId.set(full.id, full);
    population.set(full.id, pop);
    if (parent) children.get(parent.id)!.push(full);
    else top.push(full);
    children.set(full.id, []);
    return full;
  };
  const area = { country_code: null, latitude: null, longitude: null };

  // Antarctic territories have no sub-region and no resorts.
  const sorted = countries
    .filter((c) => c.region && c.subregion)
    .sort(
      (a, b) =>
        byName(a.region, b.region) ||
        byName(a.subregion, b.subregion) ||
        byName(a.name, b.name) ||
        (a.code < b.code ? -1 : 1),
    );
  for (const c of sorted) {
    const region = add(
      { id: `r-${slug(c.region)}`, name: c.region, type: "region", ...area },
      null,
    );
    const sub = add(
      { id: `sr-${slug(c.subregion)}`, name: c.subregion, type: "subregion", ...area },
      region,
    );
    const own = [...(citiesOf.get(c.code) ?? [])].sort(comparePlaces);
    const country = add(
      {
        id: `c-${c.code}`,
        name: c.name,
        type: "country",
        country_code: c.code,
        latitude: c.latitude,
        longitude: c.longitude,
      },
      sub,
      own.reduce((sum, p) => sum + p.population, 0),
    );
    for (const p of own.slice(0, DESTINATIONS_PER_COUNTRY)) {
      add(
        {
          // The city data's own id ("city-1620356810" → "d-1620356810").
          id: `d-${p.id.replace(/^city-/, "")}`,
          name: p.name,
          type: "destination",
          country_code: p.countryCode,
          latitude: p.latitude,
          longitude: p.longitude,
        },
        country,
        p.population,
      );
    }
  }

  const ranked = [...byId.values()]
    .sort(
      (a, b) =>
        TIER[a.type] - TIER[b.type] ||
        population.get(b.id)! - population.get(a.id)! ||
        byName(a.name, b.name) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((region) => ({ region, text: ` ${normalizeText(region.name)}` }));
  return { top, byId, children, ranked };
}

// Read as plain JSON at run time, as the geography is, so the bundler does not inline it.
const countryRows = z.array(
  z.object({
    cca2: z.string().length(2),
    name: z.object({ common: z.string().min(1) }),
    region: z.string(),
    subregion: z.string().optional().default(""),
    latlng: z.array(z.number()).optional(),
  }),
);

export async function loadCountryInfo(): Promise<CountryInfo[]> {
  const file = createRequire(path.join(process.cwd(), "package.json")).resolve(
    "world-countries/countries.json",
  );
  const parsed = countryRows.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`world-countries has an unexpected shape: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data.map((c) => {
    const [lat, lon] = c.latlng ?? [];
    const valid = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90;
    return {
      code: c.cca2,
      name: c.name.common,
      region: c.region,
      subregion: c.subregion,
      latitude: valid ? lat : null,
      longitude: valid ? lon : null,
    };
  });
}

// One tree per process, shared by every route bundle, as the geography is (see geo.ts).
const globalKey = Symbol.for("travel.resort-regions");
type GlobalWithTree = typeof globalThis & { [globalKey]?: Promise<RegionTree> };

export function regionTree(): Promise<RegionTree> {
  const g = globalThis as GlobalWithTree;
  g[globalKey] ??= (async () => {
    const [{ cities }, countries] = await Promise.all([geo(), loadCountryInfo()]);
    return buildRegionTree(cities.places, countries);
  })().catch((error: unknown) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

/**
 * Regions whose name, or a word of it onwards, starts with `key` ("carib" → Caribbean, "new z" →
 * New Zealand), ignoring case and accents: regions, then sub-regions, then countries and
 * destinations together, most populous first.
 */
export function searchTree(tree: RegionTree, key: string, limit = SEARCH_LIMIT): ResortRegion[] {
  const query = normalizeText(key);
  if (!query) return [];
  const needle = ` ${query}`;
  const found: ResortRegion[] = [];
  for (const { region, text } of tree.ranked) {
    if (found.length >= limit) break;
    if (text.includes(needle)) found.push(region);
  }
  return found;
}

export async function searchRegions(key: string): Promise<ResortRegion[]> {
  return searchTree(await regionTree(), key);
}

export async function listRegions(): Promise<ResortRegion[]> {
  return [...(await regionTree()).top];
}

/**
 * The regions of `ids` in the order asked (unknown ids left out), each followed by its direct
 * children when `withChildren`; a region asked for twice, or also a child, appears once.
 */
export async function regionsByIds(
  ids: readonly string[],
  withChildren: boolean,
): Promise<ResortRegion[]> {
  const tree = await regionTree();
  const seen = new Set<string>();
  const out: ResortRegion[] = [];
  const push = (r: ResortRegion) => {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      out.push(r);
    }
  };
  for (const id of ids) {
    const region = tree.byId.get(id);
    if (!region) continue;
    push(region);
    if (withChildren) tree.children.get(id)?.forEach(push);
  }
  return out;
}
