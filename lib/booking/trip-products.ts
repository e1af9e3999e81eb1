import type { OfferSnapshot } from "@/lib/contract/booking";
import { activityTrip } from "./activities-trip";
import { carTrip } from "./cars-trip";
import { cruiseTrip } from "./cruise-trip";
import { resortTrip } from "./resort-trip";
import { flightTrip } from "./flights-trip";
import { hotelTrip } from "./hotels-trip";

/**
 * The products a booking can be for, each with what every page, list and document reads from
 * its offer: its days, how many travel, and a title that needs no translation. Shared code asks
 * here instead of branching on the product; a new product adds its file and a line.
 */

type OfferOf<P extends OfferSnapshot["product"]> = Extract<OfferSnapshot, { product: P }>;

export interface TripProduct<O> {
  /**
   * The first and last days of a trip: a stay's check-in and check-out, a trip's flights' dates,
   * a rental's pick-up and drop-off days (each on its desk's clock), an activity's day.
   */
  dates(offer: O): { start: string; end: string };
  /** How many travel: every passenger, guest or participant; a rental its one main driver. */
  travellers(offer: O): number;
  /** What a booking is, in a line that needs no translation (a table's row, a CSV cell). */
  title(offer: O): string;
}

const TRIP_PRODUCTS: { [P in OfferSnapshot["product"]]: TripProduct<OfferOf<P>> } = {
  hotels: hotelTrip,
  flights: flightTrip,
  cars: carTrip,
  activities: activityTrip,
  cruise: cruiseTrip,
  resort: resortTrip,
};

/** The product's reading of this offer. */
export function tripProductOf<O extends OfferSnapshot>(offer: O): TripProduct<O> {
  // The table is keyed by the offer's own product, so its entry takes this offer.
  return TRIP_PRODUCTS[offer.product] as unknown as TripProduct<O>;
}

export function tripDates(offer: OfferSnapshot): { start: string; end: string } {
  return tripProductOf(offer).dates(offer);
}

export function travellerCount(offer: OfferSnapshot): number {
  return tripProductOf(offer).travellers(offer);
}

export function bookingTitle(offer: OfferSnapshot): string {
  return tripProductOf(offer).title(offer);
}
