import { FLIGHTS_PATH } from "@/lib/booking/flight-search-params";
import { HOTELS_PATH } from "@/lib/booking/hotel-search-params";

/** The products whose bookings have pages of their own; any other is shown as a hotel's was. */
export type BookedProduct = "hotels" | "flights";

/** Each product's booking page (`?reference=`) and the search a failed booking returns to. */
export const PRODUCT_PAGES: Record<BookedProduct, { detail: string; search: string }> = {
  hotels: { detail: "/hotel-details", search: HOTELS_PATH },
  flights: { detail: "/flight-details", search: FLIGHTS_PATH },
};

export function pagesOf(product: string) {
  return PRODUCT_PAGES[product === "flights" ? "flights" : "hotels"];
}

/** The booking's own page: `/flight-details?reference=` for flights, `/hotel-details` for stays. */
export function detailHref(reference: string, product = "hotels"): string {
  return `${pagesOf(product).detail}?reference=${encodeURIComponent(reference)}`;
}
