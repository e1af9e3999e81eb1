import type { CarOffer } from "@/lib/contract/cars";

/**
 * The car results' filters and order (DESIGN §9: they live in the address, like the search).
 * The search answers every car of the desks at once, so they are filtered and sorted in the
 * browser by these pure functions. Only types come from the contract: zod stays out of the page.
 *
 *   class=Compact,SUV&supplier=atlas,nova&transmission=automatic&seats=5&maxPrice=45000
 *   &sort=-price
 */

export const CAR_SORT_LIST = ["price", "-price", "class", "supplier"] as const;
export type CarSort = (typeof CAR_SORT_LIST)[number];
export type Transmission = CarOffer["transmission"];

export interface CarView {
  /** Vehicle classes as the supplier names them ("Compact"); any when empty. */
  classes: string[];
  /** Supplier codes; any when empty. */
  suppliers: string[];
  transmission: Transmission | null;
  /** At least this many passengers. */
  minSeats: number | null;
  /** The rental's total, USD cents. */
  maxPrice: number | null;
  sort: CarSort;
}

export const DEFAULT_CAR_VIEW: CarView = {
  classes: [],
  suppliers: [],
  transmission: null,
  minSeats: null,
  maxPrice: null,
  sort: "price",
};

/** The filters alone cleared, the order kept. */
export const NO_CAR_FILTERS = {
  classes: [],
  suppliers: [],
  transmission: null,
  minSeats: null,
  maxPrice: null,
} satisfies Omit<CarView, "sort">;

export function hasCarFilters(v: CarView): boolean {
  return (
    v.classes.length > 0 ||
    v.suppliers.length > 0 ||
    v.transmission !== null ||
    v.minSeats !== null ||
    v.maxPrice !== null
  );
}

// ---- filtering and sorting ----

export const carTotal = (car: CarOffer) => car.rates.totalRate;

/**
 * ACRISS category letters, smallest car first (mini, economy, compact, intermediate, standard,
 * full-size, premium, luxury…): the order of "class" whatever the supplier calls its classes.
 */
const CATEGORY_ORDER = "MNEHCDIJSRFGPULWOX";

export function classRank(car: Pick<CarOffer, "acriss">): number {
  const letter = car.acriss.charAt(0).toUpperCase();
  const rank = letter ? CATEGORY_ORDER.indexOf(letter) : -1;
  return rank < 0 ? CATEGORY_ORDER.length : rank;
}

export function matchesCarFilters(car: CarOffer, v: CarView): boolean {
  return (
    (v.classes.length === 0 || v.classes.includes(car.vehicleClass)) &&
    (v.suppliers.length === 0 || v.suppliers.includes(car.supplier.code)) &&
    (v.transmission === null || car.transmission === v.transmission) &&
    (v.minSeats === null || car.passengers >= v.minSeats) &&
    (v.maxPrice === null || carTotal(car) <= v.maxPrice)
  );
}

/** The list in `sort` order; ties go to the cheaper, then the offer id. Cars sold out go last. */
export function sortCars(list: readonly CarOffer[], sort: CarSort): CarOffer[] {
  const byKey = (a: CarOffer, b: CarOffer): number => {
    switch (sort) {
      case "-price":
        return carTotal(b) - carTotal(a);
      case "class":
        return classRank(a) - classRank(b) || a.vehicleClass.localeCompare(b.vehicleClass);
      case "supplier":
        return a.supplier.name.localeCompare(b.supplier.name);
      default:
        return carTotal(a) - carTotal(b);
    }
  };
  return [...list].sort(
    (a, b) =>
      Number(!a.available) - Number(!b.available) ||
      byKey(a, b) ||
      carTotal(a) - carTotal(b) ||
      a.offerId.localeCompare(b.offerId),
  );
}

/** What the results show: the cars the filters keep, in the chosen order. */
export function applyCarView(list: readonly CarOffer[], v: CarView): CarOffer[] {
  return sortCars(
    list.filter((car) => matchesCarFilters(car, v)),
    v.sort,
  );
}

/** What the filters offer, from the whole answer, each with the cheapest total it has. */
export function carFacets(list: readonly CarOffer[]) {
  const classes = new Map<string, { name: string; rank: number; from: number }>();
  const suppliers = new Map<string, { code: string; name: string; from: number }>();
  const transmissions = new Set<Transmission>();
  const seats = new Set<number>();
  for (const car of list) {
    const total = carTotal(car);
    const known = classes.get(car.vehicleClass);
    if (!known || total < known.from) {
      classes.set(car.vehicleClass, { name: car.vehicleClass, rank: classRank(car), from: total });
    }
    const supplier = suppliers.get(car.supplier.code);
    if (!supplier || total < supplier.from) {
      suppliers.set(car.supplier.code, {
        code: car.supplier.code,
        name: car.supplier.name,
        from: total,
      });
    }
    transmissions.add(car.transmission);
    seats.add(car.passengers);
  }
  const prices = list.map(carTotal);
  return {
    classes: [...classes.values()].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)),
    suppliers: [...suppliers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    transmissions: (["automatic", "manual"] as const).filter((t) => transmissions.has(t)),
    seats: [...seats].sort((a, b) => a - b),
    price: list.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
export type CarFacets = ReturnType<typeof carFacets>;

// ---- the address ----

const wholeNumber = (text: string | null) =>
  text !== null && /^(0|[1-9]\d{0,8})$/.test(text) ? Number(text) : null;

/** A comma-separated list, each item trimmed, blank and repeated items dropped. */
function listOf(text: string | null, max = 100): string[] {
  const items = (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= max);
  return [...new Set(items)];
}

/** The filters and order of the address; anything unreadable is left out. */
export function readCarView(params: Pick<URLSearchParams, "get">): CarView {
  const transmission = params.get("transmission");
  const sort = params.get("sort") as CarSort | null;
  const seats = wholeNumber(params.get("seats"));
  return {
    classes: listOf(params.get("class")),
    suppliers: listOf(params.get("supplier")),
    transmission: transmission === "automatic" || transmission === "manual" ? transmission : null,
    minSeats: seats !== null && seats >= 1 && seats <= 20 ? seats : null,
    maxPrice: wholeNumber(params.get("maxPrice")),
    sort: sort && CAR_SORT_LIST.includes(sort) ? sort : DEFAULT_CAR_VIEW.sort,
  };
}

/** The address's parameters for `v`, only those that differ from the defaults. */
export function carViewParams(v: CarView): URLSearchParams {
  const params = new URLSearchParams();
  if (v.classes.length) params.set("class", [...v.classes].sort().join(","));
  if (v.suppliers.length) params.set("supplier", [...v.suppliers].sort().join(","));
  if (v.transmission) params.set("transmission", v.transmission);
  if (v.minSeats !== null) params.set("seats", String(v.minSeats));
  if (v.maxPrice !== null) params.set("maxPrice", String(v.maxPrice));
  if (v.sort !== DEFAULT_CAR_VIEW.sort) params.set("sort", v.sort);
  return params;
}
