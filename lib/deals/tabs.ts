/** SPEC §2.1, §2.3: the deals tabs, in the names the `tab` parameter uses for them. */
export const DEAL_TABS = [
  { slug: "hotels", tab: "Hotels" },
  { slug: "flights", tab: "Air Travel" },
  { slug: "cars", tab: "Car Rentals" },
  { slug: "activities", tab: "Activities" },
  { slug: "cruise", tab: "Cruise" },
] as const;
export type DealTabSlug = (typeof DEAL_TABS)[number]["slug"];

export interface DealsTab {
  slug: DealTabSlug;
  tab: string;
  title: string;
}

/** The tabs of the agency's active services, in its booking menu's order (SPEC §2.3). */
export function dealTabs(menu: ReadonlyArray<{ slug: string; title: string; active: boolean }>) {
  return menu.flatMap((m): DealsTab[] => {
    const known = DEAL_TABS.find((d) => d.slug === m.slug);
    return m.active && known ? [{ slug: known.slug, tab: known.tab, title: m.title }] : [];
  });
}
