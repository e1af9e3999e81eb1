import "server-only";
import * as z from "zod";
import { haversineMiles, KM_PER_MILE, type LatLon } from "./geodesy";
import { compareText, type Place } from "./search-index";

/** What is near a point: the deals' coordinates and the places within a distance of them. */

/** How far activities and car desks may be from the point of a deal search. */
export const NEARBY_MILES = 50;

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

interface ByLatitude {
  places: Place[];
  latitudes: Float64Array;
}
// Built once per list of places (the geo data lives for the whole process).
const latitudeIndexes = new WeakMap<readonly Place[], ByLatitude>();

function byLatitude(list: readonly Place[]): ByLatitude {
  let index = latitudeIndexes.get(list);
  if (!index) {
    const places = [...list].sort((a, b) => a.latitude - b.latitude);
    index = { places, latitudes: Float64Array.from(places, (p) => p.latitude) };
    latitudeIndexes.set(list, index);
  }
  return index;
}

/** The first position whose latitude is not below `latitude`. */
function lowerBound(latitudes: Float64Array, latitude: number): number {
  let lo = 0;
  let hi = latitudes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (latitudes[mid]! < latitude) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Places within `miles` of a point, nearest first. Only the band of latitudes that can be that
 * close is measured, found by binary search in a latitude-sorted copy of the list.
 */
export function placesWithin(
  list: readonly Place[],
  point: LatLon,
  miles: number,
): { place: Place; miles: number }[] {
  const { places, latitudes } = byLatitude(list);
  // A degree of latitude is at least 110.5 km anywhere on the sphere.
  const band = (miles * KM_PER_MILE) / 110.5;
  const found: { place: Place; miles: number }[] = [];
  const end = lowerBound(latitudes, point.latitude + band);
  for (let i = lowerBound(latitudes, point.latitude - band); i <= end && i < places.length; i++) {
    const d = haversineMiles(point, places[i]!);
    if (d <= miles) found.push({ place: places[i]!, miles: d });
  }
  return found.sort((a, b) => a.miles - b.miles || compareText(a.place.id, b.place.id));
}
