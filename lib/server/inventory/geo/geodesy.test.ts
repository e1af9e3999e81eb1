import { describe, expect, it } from "vitest";
import { CAT, JFK, LIS, MAD } from "../fixtures";
import { destinationPoint, haversineKm, haversineMiles, roundTo } from "./geodesy";

describe("haversine", () => {
  it("measures real distances between airports", () => {
    // Published great-circle distances: LIS–MAD 514 km, LIS–JFK 5,410 km.
    expect(haversineKm(LIS, MAD)).toBeGreaterThan(505);
    expect(haversineKm(LIS, MAD)).toBeLessThan(520);
    expect(haversineKm(LIS, JFK)).toBeGreaterThan(5_380);
    expect(haversineKm(LIS, JFK)).toBeLessThan(5_440);
    expect(haversineMiles(LIS, CAT)).toBeCloseTo(haversineKm(LIS, CAT) / 1.609344, 9);
    expect(haversineKm(LIS, LIS)).toBe(0);
  });
});

describe("destinationPoint", () => {
  it("lands the given distance away, on either side of the antimeridian", () => {
    for (const [origin, km, bearing] of [
      [LIS, 5, 0.3],
      [JFK, 8, 4],
      [{ latitude: 10, longitude: 179.99 }, 3, Math.PI / 2],
    ] as const) {
      const point = destinationPoint(origin, km, bearing);
      expect(haversineKm(origin, point)).toBeCloseTo(km, 6);
      expect(point.longitude).toBeGreaterThanOrEqual(-180);
      expect(point.longitude).toBeLessThan(180);
    }
  });

  it("rounds to decimals", () => {
    expect(roundTo(1.23456, 2)).toBe(1.23);
    expect(roundTo(38.7253149, 6)).toBe(38.725315);
  });
});
