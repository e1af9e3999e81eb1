import type { OfferSnapshot } from "@/lib/contract/booking";
import { activityTripParts } from "./activities/activity-trip";
import { carTripParts } from "./cars/car-trip";
import { cruiseTripParts } from "./cruise/cruise-trip";
import { resortTripParts } from "./resort/resort-trip";
import { flightTripParts } from "./flights/flight-trip";
import { hotelTripParts } from "./hotels/hotel-trip";
import type { TripParts } from "./trips/trip-frame";

/**
 * The products a booking can be for, each with the parts it slots into the confirmation, the
 * booking page, My Trips and the dashboard. Those shared pages read a product only through here,
 * never by comparing its id; a new product adds its folder and a line. A booking page can show
 * any product's booking, so these are plain imports: the trip pages shipped all of them before.
 */

type OfferOf<P extends OfferSnapshot["product"]> = Extract<OfferSnapshot, { product: P }>;

const TRIP_PARTS: { [P in OfferSnapshot["product"]]: TripParts<OfferOf<P>> } = {
  hotels: hotelTripParts,
  flights: flightTripParts,
  cars: carTripParts,
  activities: activityTripParts,
  cruise: cruiseTripParts,
  resort: resortTripParts,
};

/** The parts of this offer's product, which take this offer. */
export function tripParts<O extends OfferSnapshot>(offer: O): TripParts<O> {
  return TRIP_PARTS[offer.product] as unknown as TripParts<O>;
}

/** The parts of a product named by its id; a stay's for an id no product has. */
export function tripPartsOf(product: string): TripParts<OfferSnapshot> {
  const parts = TRIP_PARTS[product as OfferSnapshot["product"]] ?? TRIP_PARTS.hotels;
  return parts as unknown as TripParts<OfferSnapshot>;
}
