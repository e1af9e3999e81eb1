import "server-only";
import { loadGeoData, type CountryNames } from "./load";
import { buildIndex, type PlaceIndex } from "./search-index";

export interface Geo {
  cities: PlaceIndex;
  airports: PlaceIndex;
  countries: readonly CountryNames[];
}

async function load(): Promise<Geo> {
  const data = await loadGeoData();
  return {
    cities: buildIndex(data.cities),
    airports: buildIndex(data.airports),
    countries: data.countries,
  };
}

// One copy per process, shared by every route bundle (a module-level variable would be one per
// bundle); loaded on first use, so processes that never suggest never pay for it.
const globalKey = Symbol.for("travel.geo");
type GlobalWithGeo = typeof globalThis & { [globalKey]?: Promise<Geo> };

/** The geography and its search indexes, loaded once per process. */
export function geo(): Promise<Geo> {
  const g = globalThis as GlobalWithGeo;
  g[globalKey] ??= load().catch((error: unknown) => {
    // A failed load is not kept, so the next request tries again.
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}
