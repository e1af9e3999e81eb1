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
