import { productById, productBySlug } from "../contract/products";

/** The generic Book Now entry; it points to the agency's first active booking product. */
export const BOOK_NOW = "/booknow";

/** SPEC §2.5: Book Now points to the first active booking product, flights by default. */
export function bookNowPath(menu: ReadonlyArray<{ slug: string; active: boolean }>): string {
  for (const item of menu) {
    const product = item.active ? productBySlug(item.slug) : undefined;
    if (product) return product.path;
  }
  return productById("flights").path;
}

/** SPEC §4 names hotel booking as the white-label root's page. */
const ROOT_PRODUCT = productById("hotels");

/**
 * SPEC §4 white-label root: /booknow/hotels, or the Book Now product where the agency does not
 * offer hotels (its hotel pages would answer 404, a dead end for every visitor).
 */
export function bookingRootPath(menu: ReadonlyArray<{ slug: string; active: boolean }>): string {
  const offered = menu.some((item) => item.active && productBySlug(item.slug) === ROOT_PRODUCT);
  return offered ? ROOT_PRODUCT.path : bookNowPath(menu);
}
