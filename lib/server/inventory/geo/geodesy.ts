/** Great-circle arithmetic on a spherical Earth: good to about 0.5 %, plenty for an inventory. */

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const haversineMiles = (a: LatLon, b: LatLon) => kmToMiles(haversineKm(a, b));

/** The point distanceKm from origin along an initial bearing (radians clockwise from north). */
export function destinationPoint(origin: LatLon, distanceKm: number, bearing: number): LatLon {
  const delta = distanceKm / EARTH_RADIUS_KM;
  const lat1 = toRadians(origin.latitude);
  const lon1 = toRadians(origin.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(delta) + Math.cos(lat1) * Math.sin(delta) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(delta) * Math.cos(lat1),
      Math.cos(delta) - Math.sin(lat1) * Math.sin(lat2),
    );
  // Normalised to [-180, 180).
  return { latitude: toDegrees(lat2), longitude: ((toDegrees(lon2) + 540) % 360) - 180 };
}

/** Rounds to a number of decimals, for coordinates and distances that are shown or compared. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
