import { describe, expect, it } from "vitest";
import { BOM, JFK, LIS, LISBON, MUMBAI, NEW_YORK, SMALL, VILLAGE } from "../fixtures";
import {
  carOffersAt,
  carTestBehaviour,
  carTestLabel,
  MIN_DRIVER_AGE,
  TEST_CAR_SUPPLIER,
  testCarsAt,
} from "./generate";

const LOCATIONS = [LIS, JFK, BOM, SMALL, LISBON, NEW_YORK, MUMBAI, VILLAGE];

describe("carOffersAt", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    expect(carOffersAt(LIS)).toEqual(carOffersAt(LIS));
    // A query makes another instance of the module, with none of this one's state.
    const another = "./generate?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./generate");
    expect(fresh.carOffersAt).not.toBe(carOffersAt);
    expect(fresh.carOffersAt(NEW_YORK)).toEqual(carOffersAt(NEW_YORK));
  });

  it("keeps its golden values", () => {
    expect(carOffersAt(LIS)[0]!.id).toMatchInlineSnapshot(`"c-LIS-globe-economy"`);
  });

  it("makes plausible offers", () => {
    for (const location of LOCATIONS) {
      const offers = carOffersAt(location);
      expect(offers.length).toBeGreaterThan(0);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
      for (const o of offers) {
        expect(o.id.startsWith(`c-${location.id.replace(/^(city|airport)-/, "")}-`)).toBe(true);
        expect(o.name).toMatch(/^[A-Z][\w -]+ or similar$/);
        expect(o.passengerCapacity).toBeGreaterThanOrEqual(4);
        expect(o.bagCapacity).toBeGreaterThan(0);
        expect([2, 3, 4, 5]).toContain(o.doors);
        expect(o.acriss).toMatch(/^[A-Z]{2}[AM]R$/);
        expect(o.acriss[2]).toBe(o.transmission === "manual" ? "M" : "A");
        expect(o.minDriverAge).toBeGreaterThanOrEqual(MIN_DRIVER_AGE);
        expect(Number.isSafeInteger(o.dailyBaseRate)).toBe(true);
        expect(o.dailyBaseRate).toBeGreaterThan(0);
        expect(o.carsPerDay).toBeGreaterThan(0);
        expect(o.imageKey).toMatch(/^car-[a-z-]+$/);
        expect(o.supplier.logoKey).toBe(`car-supplier-${o.supplier.code}`);
      }
      // Every desk rents an everyday car.
      expect(offers.some((o) => ["Economy", "Compact"].includes(o.vehicleClass))).toBe(true);
    }
    expect(carOffersAt(LIS)[0]!.locationName).toBe(
      "Humberto Delgado Airport (Lisbon Portela Airport) (LIS)",
    );
    expect(carOffersAt(LISBON)[0]!.locationName).toBe("Lisbon");
  });

  it("has more suppliers at a large airport than at a small one", () => {
    const suppliers = (p: typeof LIS) => new Set(carOffersAt(p).map((o) => o.supplier.code)).size;
    expect(suppliers(JFK)).toBeGreaterThanOrEqual(5);
    expect(suppliers(SMALL)).toBeLessThanOrEqual(4);
  });

  it("prices bigger classes higher, and rents automatics in the US", () => {
    expect(carOffersAt(JFK).every((o) => o.transmission === "automatic")).toBe(true);
    // Across desks, a premium car costs more than an economy one on average.
    const all = LOCATIONS.flatMap(carOffersAt);
    const mean = (cls: string) => {
      const xs = all.filter((o) => o.vehicleClass === cls).map((o) => o.dailyBaseRate);
      return xs.reduce((s, x) => s + x, 0) / xs.length;
    };
    expect(mean("Premium")).toBeGreaterThan(mean("Economy"));
  });

  it("adds the named test cars of the test supplier at every desk", () => {
    for (const location of LOCATIONS) {
      const ordinary = carOffersAt(location);
      const test = testCarsAt(location, ordinary);
      const key = location.id.replace(/^(city|airport)-/, "");
      expect(test.map((c) => c.id)).toEqual(
        ["sold-out", "price-change", "fails-at-book", "fails-at-cancel", "last-car"].map(
          (slug) => `c-${key}-sandbox-${slug}`,
        ),
      );
      for (const c of test) {
        expect(c.supplier).toEqual(TEST_CAR_SUPPLIER);
        expect(c.name).toBe(`Sandbox Test Car – ${carTestLabel(c.id)}`);
        expect(c.behaviour).toBe(carTestBehaviour(c.id));
        expect(c.dailyBaseRate).toBe(ordinary[0]!.dailyBaseRate);
        expect(c.isFreeCancellation).toBe(true);
      }
      expect(test.at(-1)).toMatchObject({ carsPerDay: 1, behaviour: undefined });
    }
    expect(carTestBehaviour("c-LIS-sandbox-fails-at-book")).toBe("failsAtBook");
    expect(carTestLabel("c-LIS-sandbox-last-car")).toBe("Last Car");
    // An ordinary car is no test car, whatever its class is called.
    expect(carTestBehaviour(carOffersAt(LIS)[0]!.id)).toBeUndefined();
    expect(carTestLabel(carOffersAt(LIS)[0]!.id)).toBeNull();
  });
});
