import { FLIGHTS_PATH } from "@/lib/booking/flight-search-params";
import { HOTELS_PATH } from "@/lib/booking/hotel-search-params";

/** The products whose bookings have pages of their own. */
export type BookedProduct = "hotels" | "flights" | "cars" | "activities" | "cruise" | "resort";

export const CARS_PATH = "/booknow/cars";
export const ACTIVITIES_PATH = "/booknow/activities";
export const CRUISE_PATH = "/booknow/cruise";
export const RESORT_PATH = "/booknow/resort";

/**
 * Each product's booking page (`?reference=`) and the search a failed booking returns to. SPEC
 * names no booking page for cars and activities: theirs are under /mytrip.
 */
export const PRODUCT_PAGES: Record<BookedProduct, { detail: string; search: string }> = {
  hotels: { detail: "/hotel-details", search: HOTELS_PATH },
  flights: { detail: "/flight-details", search: FLIGHTS_PATH },
  cars: { detail: "/mytrip/car-details", search: CARS_PATH },
  activities: { detail: "/mytrip/activity-details", search: ACTIVITIES_PATH },
  cruise: { detail: "/mytrip/cruise-details", search: CRUISE_PATH },
  resort: { detail: "/mytrip/resort-details", search: RESORT_PATH },
};

export function pagesOf(product: string) {
  return PRODUCT_PAGES[product in PRODUCT_PAGES ? (product as BookedProduct) : "hotels"];
}

/** The booking's own page: `/flight-details?reference=` for flights, `/hotel-details` for stays… */
export function detailHref(reference: string, product = "hotels"): string {
  return `${pagesOf(product).detail}?reference=${encodeURIComponent(reference)}`;
}

/**
 * The message namespaces a booking's views need (components/booking/trips), whatever its
 * product: a booking page, My Trips and a confirmation list them all, as the booking decides
 * what is shown.
 */
export const TRIP_NAMESPACES = [
  "Trips",
  "FlightTrips",
  "CarTrips",
  "ActivityTrips",
  "CruiseTrips",
  "ResortTrips",
] as const;
