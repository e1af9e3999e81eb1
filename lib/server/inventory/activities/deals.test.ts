import { beforeAll, describe, expect, it } from "vitest";
import { expectConsistent, expectSortedByValue } from "../deal-expectations";
import { geo, type Geo } from "../geo/geo";
import { placesWithin } from "../geo/nearby";
import { DEFAULT_DEAL_LIMIT } from "../ranking";
import { activityDeals } from "./deals";

// The real geography, loaded once for the file.
let g: Geo;
beforeAll(async () => {
  g = await geo();
});

const LISBON = { latitude: 38.7253, longitude: -9.15 };
const MID_ATLANTIC = { latitude: 30, longitude: -40 };

describe("activityDeals", () => {
  it("finds activities in the largest cities near Lisbon, priced per adult", async () => {
    const deals = await activityDeals(LISBON);
    expect(deals).toHaveLength(DEFAULT_DEAL_LIMIT);
    expectSortedByValue(deals);
    const largest = placesWithin(g.cities.places, LISBON, 50)
      .map((n) => n.place)
      .sort((a, b) => b.population - a.population)
      .slice(0, 5)
      .map((p) => p.name);
    expect(largest).toContain("Lisbon");
    for (const d of deals) expect(largest).toContain(d.cityName);
    for (const d of deals) {
      expect(d.title).toContain(d.cityName);
      expect(d.imageUrl).toMatch(/^activity-[a-z]+-\d$/);
      expect(d.duration).toBeGreaterThan(0);
      expect(d.link).toBe(`/booknow/activities/result-details/${d.id}`);
      expectConsistent(d.rates);
    }
    const forThree = new Map(
      (await activityDeals({ ...LISBON, adults: 3 }, { limit: 1000 })).map((d) => [d.id, d]),
    );
    for (const d of deals) expect(forThree.get(d.id)!.rates.baseRate).toBe(d.rates.baseRate * 3);
    // The named sandbox test activities are found by search only, never on deal cards.
    expect([...forThree.keys()].filter((id) => id.includes("-test-"))).toEqual([]);
    expect(await activityDeals(MID_ATLANTIC)).toEqual([]);
  });
});
