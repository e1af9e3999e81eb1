import { productById, type ProductId } from "../contract/products";

/** Whether a booking menu offers the product: its item is there and active (Product Settings). */
export function offersProduct(
  menu: ReadonlyArray<{ slug: string; active: boolean }>,
  product: ProductId,
): boolean {
  const slug = productById(product).slug;
  return menu.some((m) => m.slug === slug && m.active);
}
