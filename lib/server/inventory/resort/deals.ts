import "server-only";
import { haversineMiles, roundTo, type LatLon } from "../geo/geodesy";
import type { Rates } from "../money";
import { best, type DealOptions } from "../ranking";
import { unitStayRates } from "./supplier";
import {
  propertiesForDestination,
  resortDestinations,
  type ResortDestination,
  type ResortStars,
} from "./properties";

/**
 * Resort deals (SPEC §7 POST /properties/deals): the properties of the destinations near a point,
 * priced like the other deals through money.ts with the agency's markup, best value first. A deal
 * carries no dates, so its rates are a "from" price: one night of the property's cheapest unit.
 */

/** Destinations this close to the point are searched… */
export const RESORT_RADIUS_MILES = 150;
/** …or, when there are none, this many of the nearest ones, so a point at sea still finds some. */
export const FALLBACK_DESTINATIONS = 3;

export interface ResortDeal {
  id: string;
  name: string;
  stars: ResortStars;
  /** An image key (`hotel-<n>`), not a URL. */
  image: string;
  destinationId: string;
  destinationName: string;
  countryName: string;
  subregionName: string;
  regionName: string;
  latitude: number;
  longitude: number;
  /** Miles from the point, two decimals. */
  distance: number;
  unitName: string;
  sleeps: number;
  rates: Rates;
  link: string;
}

/** Destinations within RESORT_RADIUS_MILES of the point, else the nearest few; nearest first. */
export function nearbyDestinations(
  destinations: readonly ResortDestination[],
  point: LatLon,
): ResortDestination[] {
  const measured = destinations
    .map((destination) => ({ destination, miles: haversineMiles(point, destination) }))
    .sort((a, b) => a.miles - b.miles || (a.destination.id < b.destination.id ? -1 : 1));
  const within = measured.filter((m) => m.miles <= RESORT_RADIUS_MILES);
  return (within.length ? within : measured.slice(0, FALLBACK_DESTINATIONS)).map(
    (m) => m.destination,
  );
}

export async function resortDeals(point: LatLon, options: DealOptions = {}): Promise<ResortDeal[]> {
  const { list } = await resortDestinations();
  const deals = nearbyDestinations(list, point).flatMap((destination) =>
    propertiesForDestination(destination).map((p): ResortDeal => {
      // Units are cheapest first.
      const unit = p.units[0]!;
      return {
        id: p.id,
        name: p.name,
        stars: p.stars,
        image: p.imageKeys[0]!,
        destinationId: destination.id,
        destinationName: destination.name,
        countryName: destination.countryName,
        subregionName: destination.subregionName,
        regionName: destination.regionName,
        latitude: p.latitude,
        longitude: p.longitude,
        distance: roundTo(haversineMiles(point, p), 2),
        unitName: unit.name,
        sleeps: unit.sleeps,
        // A "from" price: one night of the cheapest unit.
        rates: unitStayRates(p, unit, 1, 1, options.markup),
        link: `/booknow/resort/details?${new URLSearchParams({ propertyId: p.id })}`,
      };
    }),
  );
  return best(deals, options.limit);
}
