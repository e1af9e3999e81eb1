/**
 * The booking products (SPEC §1), in SPEC order: the one list the database enums, the markup
 * contract, the seeded booking menus, Book Now and the home page's deals derive from.
 */

interface ProductDefinition {
  /** The key of the product everywhere: markups, supplier allotments, API payloads. */
  readonly id: string;
  /** SPEC §1 product category id: Hotels 1, Cars 2, Activities 3, Cruise 4, Flights 5, Resort 6. */
  readonly categoryId: number;
  /** The category's name in `product_categories`. */
  readonly categoryName: string;
  /** The product's title in a booking menu, unless the agency renames it. */
  readonly menuTitle: string;
  /** The category's slug in `product_categories`, which booking menus are matched by. */
  readonly slug: string;
  /** The base of the product's booking pages. */
  readonly path: `/booknow/${string}`;
  /** Whether the product has deal lists (SPEC §7 deals calls: hotels, cars, activities, resorts). */
  readonly hasDeals: boolean;
  /**
   * The home page's Exclusive Deals tab (its `tab` parameter, SPEC §2.1), or null when the home
   * page has none. A tab shows a carousel of deal cards when the product has deals, otherwise a
   * Book Now banner (SPEC §2.3).
   */
  readonly homeTab: string | null;
}

export const PRODUCTS = [
  {
    id: "hotels",
    categoryId: 1,
    categoryName: "Hotels",
    menuTitle: "Hotels",
    slug: "hotels",
    path: "/booknow/hotels",
    hasDeals: true,
    homeTab: "Hotels",
  },
  {
    id: "flights",
    categoryId: 5,
    categoryName: "Flights",
    menuTitle: "Air Travel",
    slug: "flights",
    path: "/booknow/flights",
    hasDeals: false,
    homeTab: "Air Travel",
  },
  {
    id: "resort",
    categoryId: 6,
    categoryName: "Resort",
    menuTitle: "Resorts",
    slug: "resort",
    path: "/booknow/resort",
    hasDeals: true,
    homeTab: null,
  },
  {
    id: "cars",
    categoryId: 2,
    categoryName: "Cars",
    menuTitle: "Cars",
    slug: "cars",
    path: "/booknow/cars",
    hasDeals: true,
    homeTab: "Car Rentals",
  },
  {
    id: "activities",
    categoryId: 3,
    categoryName: "Activities",
    menuTitle: "Activities",
    slug: "activities",
    path: "/booknow/activities",
    hasDeals: true,
    homeTab: "Activities",
  },
  {
    id: "cruise",
    categoryId: 4,
    categoryName: "Cruise",
    menuTitle: "Cruise",
    slug: "cruise",
    path: "/booknow/cruise",
    hasDeals: false,
    homeTab: "Cruise",
  },
] as const satisfies readonly ProductDefinition[];

export type Product = (typeof PRODUCTS)[number];
export type ProductId = Product["id"];
export type ProductOf<Id extends ProductId> = Extract<Product, { id: Id }>;
/** The products with a tab in the home page's Exclusive Deals. */
export type HomeDealsProductId = Extract<Product, { homeTab: string }>["id"];
/** The products whose home page tab shows a carousel of deal cards, not a Book Now banner. */
export type DealCardsProductId = Extract<Product, { homeTab: string; hasDeals: true }>["id"];

type IdsOf<T extends readonly Product[]> = { readonly [K in keyof T]: T[K]["id"] };

/**
 * The product ids as a non-empty tuple, in SPEC order, for drizzle's `text(..., { enum })` and
 * `z.enum`.
 */
export const PRODUCT_IDS = PRODUCTS.map((p) => p.id) as unknown as IdsOf<typeof PRODUCTS>;

const BY_ID = new Map<string, Product>(PRODUCTS.map((p) => [p.id, p]));
const BY_SLUG = new Map<string, Product>(PRODUCTS.map((p) => [p.slug, p]));
const BY_CATEGORY = new Map<number, Product>(PRODUCTS.map((p) => [p.categoryId, p]));

export function isProductId(value: string): value is ProductId {
  return BY_ID.has(value);
}

export function productById<Id extends ProductId>(id: Id): ProductOf<Id> {
  return BY_ID.get(id) as ProductOf<Id>;
}

/** The product of a booking menu item's slug, if it is a booking product. */
export function productBySlug(slug: string): Product | undefined {
  return BY_SLUG.get(slug);
}

export function productByCategory(categoryId: number): Product | undefined {
  return BY_CATEGORY.get(categoryId);
}

/** Whether the product's home page tab shows deal cards (otherwise a Book Now banner). */
export function showsDealCards(id: ProductId): id is DealCardsProductId {
  const product = productById(id);
  return product.homeTab !== null && product.hasDeals;
}

/** An object with one entry per product, in SPEC order (e.g. a zod shape keyed by product). */
export function byProduct<V>(value: (id: ProductId) => V): Record<ProductId, V> {
  return Object.fromEntries(PRODUCT_IDS.map((id) => [id, value(id)])) as Record<ProductId, V>;
}
