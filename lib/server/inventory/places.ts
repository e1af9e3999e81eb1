import "server-only";
import { geo, type Geo } from "./geo/geo";
import type { Place } from "./geo/search-index";
import { SupplierError } from "./supplier";

// One map per loaded geography (it lives for the whole process).
const byIdCache = new WeakMap<Geo, ReadonlyMap<string, Place>>();

function byId(g: Geo): ReadonlyMap<string, Place> {
  let map = byIdCache.get(g);
  if (!map) {
    map = new Map([...g.cities.places, ...g.airports.places].map((p) => [p.id, p]));
    byIdCache.set(g, map);
  }
  return map;
}

/** A city or airport by its id (`city-…`, `airport-…`, as autosuggest gives them), of `kinds`. */
export async function placeById(
  id: string,
  kinds: readonly Place["kind"][] = ["city", "airport"],
): Promise<Place> {
  const place = byId(await geo()).get(id);
  if (!place || !kinds.includes(place.kind)) {
    throw new SupplierError("notFound", `no ${kinds.join(" or ")} ${JSON.stringify(id)}`);
  }
  return place;
}

/** An airport by its IATA code. */
export async function airportByIata(iata: string): Promise<Place> {
  return placeById(`airport-${iata}`, ["airport"]);
}
