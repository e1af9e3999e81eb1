import { beforeAll, describe, expect, it } from "vitest";
import { haversineMiles } from "./geodesy";
import { geo, type Geo } from "./geo";
import { placesWithin } from "./nearby";

// The real geography, loaded once for the file.
let g: Geo;
beforeAll(async () => {
  g = await geo();
});

const LISBON = { latitude: 38.7253, longitude: -9.15 };

describe("placesWithin", () => {
  it("finds the same places as a full scan, nearest first", () => {
    const full = g.cities.places
      .filter((p) => haversineMiles(LISBON, p) <= 20)
      .map((p) => p.id)
      .sort();
    const found = placesWithin(g.cities.places, LISBON, 20);
    expect(found.map((f) => f.place.id).sort()).toEqual(full);
    expect(found[0]!.place.name).toBe("Lisbon");
    for (let i = 1; i < found.length; i++) {
      expect(found[i]!.miles).toBeGreaterThanOrEqual(found[i - 1]!.miles);
    }
  });
});
