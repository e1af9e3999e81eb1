import { describe, expect, it } from "vitest";
import { CAR_SORTS, type CarOffer } from "@/lib/contract/cars";
import {
  applyCarView,
  CAR_SORT_LIST,
  carFacets,
  carViewParams,
  classRank,
  DEFAULT_CAR_VIEW,
  hasCarFilters,
  NO_CAR_FILTERS,
  readCarView,
  sortCars,
  type CarView,
} from "./car-filters";

const desk = {
  locationId: "airport-LIS",
  name: "Lisbon Airport (LIS)",
  kind: "airport" as const,
  countryCode: "PT",
  timeZone: "Europe/Lisbon",
  address: "Alameda das Comunidades Portuguesas",
};

function car(
  offerId: string,
  over: Partial<Omit<CarOffer, "supplier">> & { total: number; supplier?: string },
): CarOffer {
  const { total, supplier = "atlas", ...rest } = over;
  return {
    offerId,
    supplier: {
      code: supplier,
      name: `${supplier[0]!.toUpperCase()}${supplier.slice(1)} Rent`,
      logo: `car-supplier-${supplier}`,
    },
    vehicleClass: "Compact",
    name: "Toyota Corolla or similar",
    acriss: "CDAR",
    image: "car-compact",
    passengers: 5,
    bags: 3,
    doors: 5,
    transmission: "automatic",
    airConditioning: true,
    mileage: { unlimited: true, kmPerDay: null },
    fuelPolicy: "fullToFull",
    counter: "terminal",
    pickUp: desk,
    dropOff: desk,
    rentalDays: 3,
    rates: {
      currency: "USD",
      discountPercentage: 0,
      publishedRate: total,
      totalRate: total,
      taxAndFee: 0,
    },
    dailyRate: Math.ceil(total / 3),
    youngDriverFee: 0,
    oneWayFee: 0,
    minDriverAge: 21,
    maxDriverAge: 99,
    isFreeCancellation: true,
    policy: {
      refundable: true,
      freeUntil: "2030-05-30T10:00:00Z",
      timeZone: "Europe/Lisbon",
      penaltyMinor: 0,
    },
    available: true,
    unitsLeft: 5,
    testBehaviour: null,
    ...rest,
  };
}

const mini = car("a-mini", {
  total: 9000,
  vehicleClass: "Mini",
  acriss: "MBMR",
  passengers: 4,
  transmission: "manual",
  supplier: "nova",
});
const compact = car("b-compact", { total: 12000 });
const suv = car("c-suv", { total: 21000, vehicleClass: "SUV", acriss: "SFAR", supplier: "nova" });
const luxury = car("d-luxury", {
  total: 40000,
  vehicleClass: "Luxury",
  acriss: "LDAR",
  supplier: "globe",
});
const van = car("e-van", { total: 30000, vehicleClass: "Minivan", acriss: "SVAR", passengers: 7 });
const gone = car("f-gone", { total: 5000, available: false, unitsLeft: 0 });
const all = [luxury, gone, suv, van, compact, mini];

const ids = (list: CarOffer[]) => list.map((c) => c.offerId);
const view = (over: Partial<CarView>): CarView => ({ ...DEFAULT_CAR_VIEW, ...over });

it("sorts by the contract's orders", () => {
  expect([...CAR_SORT_LIST]).toEqual([...CAR_SORTS]);
});

describe("sorting", () => {
  it("puts the cheapest first by default and sold-out cars last", () => {
    expect(ids(sortCars(all, "price"))).toEqual([
      "a-mini",
      "b-compact",
      "c-suv",
      "e-van",
      "d-luxury",
      "f-gone",
    ]);
  });

  it("puts the dearest first", () => {
    expect(ids(sortCars(all, "-price"))).toEqual([
      "d-luxury",
      "e-van",
      "c-suv",
      "b-compact",
      "a-mini",
      "f-gone",
    ]);
  });

  it("orders classes by their ACRISS category, smallest first, whatever their names", () => {
    expect(ids(sortCars(all, "class"))).toEqual([
      "a-mini",
      "b-compact",
      "e-van",
      "c-suv",
      "d-luxury",
      "f-gone",
    ]);
    expect(classRank({ acriss: "XXXX" })).toBeGreaterThan(classRank({ acriss: "LDAR" }));
    expect(classRank({ acriss: "?DAR" })).toBe(classRank({ acriss: "" }));
  });

  it("orders suppliers by name, the cheaper first within one", () => {
    expect(ids(sortCars(all, "supplier"))).toEqual([
      "b-compact",
      "e-van",
      "d-luxury",
      "a-mini",
      "c-suv",
      "f-gone",
    ]);
  });
});

describe("filtering", () => {
  it("keeps every car without filters", () => {
    expect(applyCarView(all, DEFAULT_CAR_VIEW)).toHaveLength(all.length);
    expect(hasCarFilters(DEFAULT_CAR_VIEW)).toBe(false);
  });

  it.each<[Partial<CarView>, string[]]>([
    [{ classes: ["SUV", "Mini"] }, ["a-mini", "c-suv"]],
    [{ suppliers: ["nova"] }, ["a-mini", "c-suv"]],
    [{ transmission: "manual" }, ["a-mini"]],
    [{ minSeats: 6 }, ["e-van"]],
    [{ maxPrice: 12000 }, ["a-mini", "b-compact", "f-gone"]],
    [{ suppliers: ["nova"], maxPrice: 10000 }, ["a-mini"]],
  ])("filters %o", (filters, expected) => {
    const v = view(filters);
    expect(hasCarFilters(v)).toBe(true);
    expect(ids(applyCarView(all, v))).toEqual(expected);
    expect(hasCarFilters({ ...v, ...NO_CAR_FILTERS })).toBe(false);
  });
});

it("offers what the answer has, each with its cheapest total", () => {
  const facets = carFacets(all);
  expect(facets.classes.map((c) => [c.name, c.from])).toEqual([
    ["Mini", 9000],
    ["Compact", 5000],
    ["Minivan", 30000],
    ["SUV", 21000],
    ["Luxury", 40000],
  ]);
  expect(facets.suppliers.map((s) => [s.code, s.from])).toEqual([
    ["atlas", 5000],
    ["globe", 40000],
    ["nova", 9000],
  ]);
  expect(facets.transmissions).toEqual(["automatic", "manual"]);
  expect(facets.seats).toEqual([4, 5, 7]);
  expect(facets.price).toEqual({ min: 5000, max: 40000 });
  expect(carFacets([]).price).toBeNull();
});

describe("the filters in the address", () => {
  it("reads back what it writes, defaults left out", () => {
    const v: CarView = {
      classes: ["SUV", "Compact SUV", "Full-size"],
      suppliers: ["nova", "atlas"],
      transmission: "automatic",
      minSeats: 5,
      maxPrice: 45000,
      sort: "-price",
    };
    const params = carViewParams(v);
    expect(params.get("class")).toBe("Compact SUV,Full-size,SUV");
    expect(params.get("supplier")).toBe("atlas,nova");
    const back = readCarView(new URLSearchParams(params.toString()));
    expect({ ...back, classes: back.classes.sort(), suppliers: back.suppliers.sort() }).toEqual({
      ...v,
      classes: [...v.classes].sort(),
      suppliers: [...v.suppliers].sort(),
    });
    expect(carViewParams(DEFAULT_CAR_VIEW).toString()).toBe("");
  });

  it("leaves out what it cannot read", () => {
    expect(
      readCarView(
        new URLSearchParams(
          "class=,,SUV,SUV&transmission=diesel&seats=0&maxPrice=-5&sort=fastest&supplier=",
        ),
      ),
    ).toEqual({ ...DEFAULT_CAR_VIEW, classes: ["SUV"] });
    expect(readCarView(new URLSearchParams("seats=99&maxPrice=1e5")).minSeats).toBeNull();
  });
});
