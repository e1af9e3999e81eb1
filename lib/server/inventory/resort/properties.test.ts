import tzLookup from "tz-lookup";
import { beforeAll, describe, expect, it } from "vitest";
import { geo } from "../geo/geo";
import type { Place } from "../geo/search-index";
import { haversineKm, haversineMiles, roundTo } from "../geo/geodesy";
import { HOTEL_IMAGE_COUNT } from "../hotels/generate";
import { resortPolicy } from "./policy";
import {
  CHECK_IN_HOUR,
  depositRuleFor,
  destinationsOf,
  FREE_CANCELLATION_DAYS,
  IMAGES_PER_PROPERTY,
  MAX_PROPERTIES_PER_DESTINATION,
  MAX_RESORT_KM,
  MIN_PROPERTIES_PER_DESTINATION,
  MIN_RESORT_KM,
  propertiesForDestination,
  propertyCount,
  resortDestinations,
  resortPropertyById,
  type ResortDestination,
  type ResortProperty,
} from "./properties";
import { regionTree, type RegionTree } from "./regions";

// The real data, loaded once for the file.
let tree: RegionTree;
let cities: readonly Place[];
let destinations: readonly ResortDestination[];
let all: ResortProperty[];
beforeAll(async () => {
  [tree, { list: destinations }] = await Promise.all([regionTree(), resortDestinations()]);
  cities = (await geo()).cities.places;
  all = destinations.flatMap(propertiesForDestination);
});

const LISBON = "d-1620619017";
const destination = (id: string) => destinations.find((d) => d.id === id)!;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("the resort destinations", () => {
  it("are the region tree's destinations, with the names of the regions above them", () => {
    const inTree = [...tree.byId.values()].filter((r) => r.type === "destination");
    expect(destinations.map((d) => d.id)).toEqual(inTree.map((r) => r.id));
    expect(destinationsOf(tree, cities)).toEqual(destinations);
    expect(destination("d-1620356810")).toEqual({
      id: "d-1620356810",
      name: "Porto",
      countryCode: "PT",
      countryName: "Portugal",
      subregionName: "Southern Europe",
      regionName: "Europe",
      latitude: expect.closeTo(41.15, 1),
      longitude: expect.closeTo(-8.6, 1),
      population: cities.find((c) => c.id === "city-1620356810")!.population,
    });
    // Some cities have no population in the data: 0, as in the data.
    const populations = new Map(cities.map((c) => [c.id, c.population]));
    for (const d of destinations)
      expect(d.population).toBe(populations.get(`city-${d.id.slice(2)}`));
  });
});

describe("propertiesForDestination", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    const lisbon = propertiesForDestination(destination(LISBON));
    expect(propertiesForDestination(destination(LISBON))).toEqual(lisbon);
    // A query makes another instance of the module, with none of this one's state.
    const another = "./properties?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./properties");
    expect(fresh.propertiesForDestination).not.toBe(propertiesForDestination);
    expect(fresh.propertiesForDestination(destination(LISBON))).toEqual(lisbon);
  });

  // Ids are positions: a change here re-rolls the properties that stored allotments refer to.
  it("keeps its golden values", () => {
    const [first] = propertiesForDestination(destination(LISBON));
    expect({
      id: first!.id,
      name: first!.name,
      stars: first!.stars,
      units: first!.units.map((u) => [u.id, u.unitsPerNight, u.nightlyBaseRate]),
    }).toMatchInlineSnapshot(`
      {
        "id": "rp-1620619017-1",
        "name": "Lisbon Mango Golf Resort",
        "stars": 4,
        "units": [
          [
            "rp-1620619017-1-STU",
            85,
            9535,
          ],
          [
            "rp-1620619017-1-1BR",
            141,
            12714,
          ],
          [
            "rp-1620619017-1-2BR",
            56,
            19071,
          ],
        ],
      }
    `);
  });

  it("scales the number of properties with population", () => {
    expect(propertyCount(0)).toBe(MIN_PROPERTIES_PER_DESTINATION);
    expect(propertyCount(100_000)).toBe(MIN_PROPERTIES_PER_DESTINATION);
    expect(propertyCount(1_000_000)).toBe(4);
    expect(propertyCount(1e12)).toBe(MAX_PROPERTIES_PER_DESTINATION);
    for (const d of destinations.slice(0, 50)) {
      expect(propertiesForDestination(d)).toHaveLength(propertyCount(d.population));
    }
  });

  it("makes plausible resorts near their destination", () => {
    const ids = new Set<string>();
    for (const d of destinations) {
      const list = propertiesForDestination(d);
      expect(new Set(list.map((p) => p.name)).size).toBe(list.length);
      list.forEach((p, i) => {
        expect(p.id).toBe(`rp-${d.id.slice(2)}-${i + 1}`);
        ids.add(p.id);
        expect(p.destination).toBe(d);
        expect([3, 4, 5]).toContain(p.stars);
        const km = haversineKm(d, p);
        expect(km).toBeGreaterThanOrEqual(MIN_RESORT_KM - 0.01);
        expect(km).toBeLessThanOrEqual(MAX_RESORT_KM + 0.01);
        expect(p.distanceFromCentreMiles).toBe(roundTo(haversineMiles(d, p), 2));
        expect(p.imageKeys).toHaveLength(IMAGES_PER_PROPERTY);
        expect(new Set(p.imageKeys).size).toBe(IMAGES_PER_PROPERTY);
        for (const key of p.imageKeys) {
          expect(Number(/^hotel-(\d+)$/.exec(key)?.[1])).toBeLessThan(HOTEL_IMAGE_COUNT);
        }
      });
    }
    expect(ids.size).toBe(all.length);
  });

  it("sells studios, one- and two-bedroom units by the night, cheapest first", () => {
    const shapes = new Set<string>();
    for (const p of all) {
      shapes.add(p.units.map((u) => u.code).join());
      for (const [i, u] of p.units.entries()) {
        expect(u.id).toBe(`${p.id}-${u.code}`);
        expect(Number.isSafeInteger(u.unitsPerNight) && u.unitsPerNight > 0).toBe(true);
        expect(Number.isSafeInteger(u.nightlyBaseRate) && u.nightlyBaseRate >= 100).toBe(true);
        if (i > 0) {
          expect(u.nightlyBaseRate).toBeGreaterThan(p.units[i - 1]!.nightlyBaseRate);
          expect(u.sleeps).toBeGreaterThan(p.units[i - 1]!.sleeps);
        }
      }
      expect(p.taxAndFeeBasisPoints % 50).toBe(0);
    }
    expect([...shapes].sort()).toEqual(["1BR,2BR", "STU,1BR,2BR"]);
    const studio = all.flatMap((p) => p.units).find((u) => u.type === "studio")!;
    expect(studio).toMatchObject({ code: "STU", name: "Studio", sleeps: 2 });
  });

  it("charges more for more stars and in dearer countries", () => {
    const oneBedroom = (p: ResortProperty) =>
      p.units.find((u) => u.code === "1BR")!.nightlyBaseRate;
    const rate = (keep: (p: ResortProperty) => boolean) => mean(all.filter(keep).map(oneBedroom));
    expect(rate((p) => p.stars === 5)).toBeGreaterThan(2 * rate((p) => p.stars === 3));
    const swiss = rate((p) => p.destination.countryCode === "CH");
    expect(swiss).toBeGreaterThan(2 * rate((p) => p.destination.countryCode === "IN"));
  });
});

describe("a property's terms", () => {
  it("keeps its check-in on the clock of where it stands", () => {
    const [first] = propertiesForDestination(destination(LISBON));
    expect(first!.timeZone).toBe("Europe/Lisbon");
    for (const p of all.filter((_, i) => i % 97 === 0)) {
      expect(p.timeZone).toBe(tzLookup(p.latitude, p.longitude));
    }
    // A property across a zone line from its city is on its own clock, not the city's.
    expect(new Set(all.map((p) => p.timeZone)).size).toBeGreaterThan(100);
  });

  it("lets each property cancel free until 7, 14 or 30 days before check-in, all three dealt", () => {
    const counts = new Map<number, number>();
    for (const p of all)
      counts.set(p.freeCancellationDays, (counts.get(p.freeCancellationDays) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...FREE_CANCELLATION_DAYS]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(all.length / 6);
  });

  it("asks a deposit of four- and five-star properties only: 30 %, the balance 30 days before", () => {
    for (const p of all) {
      expect(p.deposit, p.id).toEqual(
        p.stars === 3 ? null : { percent: 30, balanceDaysBefore: 30 },
      );
      expect(depositRuleFor(p.stars)).toEqual(p.deposit);
    }
  });
});

describe("resortPolicy", () => {
  const property = { freeCancellationDays: 14 as const, timeZone: "Europe/Lisbon" };

  it("is free until the property's days before check-in at its check-in hour, then the whole stay", () => {
    // 14 days before 10 July 2027 is 26 June; Lisbon keeps summer time (UTC+1) then.
    expect(resortPolicy(property, "2027-07-10", 123_456)).toEqual({
      refundable: true,
      freeUntil: `2027-06-26T${CHECK_IN_HOUR}:00:00.000+01:00`,
      timeZone: "Europe/Lisbon",
      penaltyMinor: 123_456,
    });
    // Across a month's start, in winter time, 30 days, on the other side of the world.
    expect(
      resortPolicy({ freeCancellationDays: 30, timeZone: "Pacific/Auckland" }, "2027-03-05", 1)
        .freeUntil,
    ).toBe(`2027-02-03T${CHECK_IN_HOUR}:00:00.000+13:00`);
  });

  it("refuses a price that is not whole cents", () => {
    expect(() => resortPolicy(property, "2027-07-10", 1.5)).toThrow(RangeError);
    expect(() => resortPolicy(property, "2027-07-10", -1)).toThrow(RangeError);
  });
});

describe("resortPropertyById", () => {
  it("finds any property by its id, and nothing for an id no property has", async () => {
    for (const p of [all[0]!, all[all.length - 1]!, all[1234]!]) {
      expect(await resortPropertyById(p.id)).toEqual(p);
    }
    const lisbon = propertiesForDestination(destination(LISBON));
    for (const id of [
      `rp-1620619017-${lisbon.length + 1}`,
      "rp-1620619017-0",
      "rp-0-1",
      "h-1620619017-1",
      "rp-1620619017-1-STU",
    ]) {
      expect(await resortPropertyById(id), id).toBeNull();
    }
  });
});
