import { describe, expect, it } from "vitest";
import { LISBON, MUMBAI, NEW_YORK, PONTA_DELGADA, VILLAGE } from "../fixtures";
import {
  activitiesForCity,
  activityCount,
  activityTestBehaviour,
  activityTestLabel,
  cityIdOfActivity,
  MAX_ACTIVITIES_PER_CITY,
  MIN_ACTIVITIES_PER_CITY,
  testActivitiesForCity,
} from "./generate";

describe("activitiesForCity", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    expect(activitiesForCity(LISBON)).toEqual(activitiesForCity(LISBON));
    // A query makes another instance of the module, with none of this one's state.
    const another = "./generate?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./generate");
    expect(fresh.activitiesForCity).not.toBe(activitiesForCity);
    expect(fresh.activitiesForCity(NEW_YORK)).toEqual(activitiesForCity(NEW_YORK));
  });

  it("keeps its golden values", () => {
    const first = activitiesForCity(LISBON)[0]!;
    expect({ id: first.id, title: first.title }).toMatchInlineSnapshot(`
      {
        "id": "a-1620619017-1",
        "title": "Lisbon Market Breakfast Tour",
      }
    `);
  });

  it("scales the number of activities with population", () => {
    expect(activitiesForCity(VILLAGE)).toHaveLength(MIN_ACTIVITIES_PER_CITY);
    expect(activityCount(1e12)).toBe(MAX_ACTIVITIES_PER_CITY);
    expect(activitiesForCity(MUMBAI).length).toBeGreaterThan(
      activitiesForCity(PONTA_DELGADA).length,
    );
  });

  it("makes plausible activities named after the city", () => {
    for (const city of [LISBON, NEW_YORK, MUMBAI, PONTA_DELGADA, VILLAGE]) {
      const activities = activitiesForCity(city);
      expect(new Set(activities.map((a) => a.title)).size).toBe(activities.length);
      activities.forEach((a, i) => {
        expect(a.id).toBe(`a-${city.id.replace("city-", "")}-${i + 1}`);
        expect(a.title).toContain(city.name);
        expect(a.title).not.toContain("{city}");
        expect(a.durationMinutes).toBeGreaterThanOrEqual(60);
        expect(a.durationMinutes % 15).toBe(0);
        expect(a.rating).toBeGreaterThanOrEqual(4);
        expect(a.rating).toBeLessThanOrEqual(5);
        expect(a.capacityPerDay).toBeGreaterThan(0);
        expect(Number.isSafeInteger(a.priceMinor)).toBe(true);
        expect(a.priceMinor).toBeGreaterThan(0);
        expect(a.imageKey).toBe(`activity-${a.category}-${a.imageKey.at(-1)}`);
        expect(a.imageKey).toMatch(/-[0-2]$/);
      });
    }
  });

  it("prices the same kind of activity higher in New York than in Mumbai", () => {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ny = median(activitiesForCity(NEW_YORK).map((a) => a.priceMinor));
    const mumbai = median(activitiesForCity(MUMBAI).map((a) => a.priceMinor));
    expect(ny).toBeGreaterThan(mumbai);
  });

  it("adds the city's named test activities, one option with one slot each", () => {
    for (const city of [LISBON, VILLAGE]) {
      const key = city.id.replace("city-", "");
      const test = testActivitiesForCity(city);
      expect(test.map((a) => a.id)).toEqual(
        ["sold-out", "price-change", "fails-at-book", "fails-at-cancel", "last-places"].map(
          (slug) => `a-${key}-test-${slug}`,
        ),
      );
      for (const a of test) {
        expect(a.title).toBe(`Sandbox Test Activity – ${activityTestLabel(a.id)}`);
        expect(cityIdOfActivity(a.id)).toBe(city.id);
        expect(a.options).toHaveLength(1);
        expect(a.options[0]).toMatchObject({ id: `${a.id}-o1`, times: ["10:00"] });
        // The slot's offer id says the behaviour, as the sandbox asks it at book and cancel.
        expect(activityTestBehaviour(`${a.id}-o1@10:00`)).toBe(a.behaviour);
      }
      expect(test.at(-1)!.options[0]!.placesPerSlot).toBe(2);
    }
    const ordinary = activitiesForCity(LISBON)[0]!;
    expect(activityTestLabel(ordinary.id)).toBeNull();
    expect(activityTestBehaviour(`${ordinary.options[0]!.id}@09:00`)).toBeUndefined();
  });
});
