import { PRODUCTS, productBySlug, type HomeDealsProductId } from "@/lib/contract/products";

export type DealTabSlug = HomeDealsProductId;

export interface DealsTab {
  slug: DealTabSlug;
  /** The name the `tab` parameter uses for it (SPEC §2.1, §2.3). */
  tab: string;
  title: string;
}

const HOME_TABS = new Set<string>(PRODUCTS.flatMap((p) => (p.homeTab ? [p.id] : [])));
const isHomeTab = (id: string): id is DealTabSlug => HOME_TABS.has(id);

/** The tabs of the agency's active services, in its booking menu's order (SPEC §2.3). */
export function dealTabs(menu: ReadonlyArray<{ slug: string; title: string; active: boolean }>) {
  return menu.flatMap((m): DealsTab[] => {
    const product = productBySlug(m.slug);
    return m.active && product?.homeTab && isHomeTab(product.id)
      ? [{ slug: product.id, tab: product.homeTab, title: m.title }]
      : [];
  });
}
