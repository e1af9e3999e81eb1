/** The generic Book Now entry; it points to the agency's first active booking product. */
export const BOOK_NOW = "/booknow";

const PRODUCT_PATHS: Record<string, string> = {
  hotels: "/booknow/hotels",
  flights: "/booknow/flights",
  resort: "/booknow/resort",
  cars: "/booknow/cars",
  activities: "/booknow/activities",
  cruise: "/booknow/cruise",
};

/** SPEC §2.5: Book Now points to the first active booking product, flights by default. */
export function bookNowPath(menu: ReadonlyArray<{ slug: string; active: boolean }>): string {
  const first = menu.find((m) => m.active && PRODUCT_PATHS[m.slug]);
  return first ? PRODUCT_PATHS[first.slug]! : PRODUCT_PATHS.flights!;
}
