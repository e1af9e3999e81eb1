import { beforeAll, describe, expect, it } from "vitest";
import { geo } from "../geo/geo";
import type { Place } from "../geo/search-index";
import { haversineKm } from "../geo/geodesy";
import { cruiseLines } from "./lines";
import { cruiseWaters, resolveWaters, type CruisePort, type CruiseWaters } from "./ports";
import {
  KM_PER_NIGHT,
  MAX_SCHEDULE_DAYS,
  SCHEDULE_START,
  sailingById,
  sailingsBetween,
  sailingsForShip,
  type CruiseSailing,
  type ShipOfLine,
} from "./sailings";

let waters: CruiseWaters[];
let cities: readonly Place[];
let ships: ShipOfLine[];
let year: CruiseSailing[];
beforeAll(async () => {
  waters = await cruiseWaters();
  cities = (await geo()).cities.places;
  ships = cruiseLines().flatMap((line) => line.ships.map((ship) => ({ line, ship })));
  year = await sailingsBetween("2026-01-01", "2026-12-31");
});

const shipNamed = (id: string) => ships.find((s) => s.ship.id === id)!;
const ICON = "icon-of-the-seas";

describe("the cruise ports", () => {
  it("resolves every port through the city data, the most populous city of its name", () => {
    const ports = waters.flatMap((w) => [...w.homePorts, ...w.calls]);
    expect(ports.length).toBeGreaterThan(100);
    const byId = new Map(cities.map((c) => [c.id, c]));
    for (const p of ports) {
      const city = byId.get(`city-${p.id.replace(/^port-/, "")}`);
      expect(city, p.name).toMatchObject({
        name: p.name,
        countryCode: p.countryCode,
        latitude: p.latitude,
        longitude: p.longitude,
      });
    }
    const miami = waters[0]!.homePorts.find((p) => p.name === "Miami")!;
    // Miami, Florida, not the town in Oklahoma.
    expect(miami.latitude).toBeCloseTo(25.78, 1);
    expect(miami.longitude).toBeCloseTo(-80.21, 1);
  });

  it("keeps every port of a waters within a few days' sailing of its home ports", () => {
    for (const w of waters) {
      for (const p of [...w.homePorts, ...w.calls]) {
        const nearest = Math.min(...w.homePorts.map((h) => haversineKm(h, p)));
        expect(nearest, `${w.id}: ${p.name}`).toBeLessThan(4 * KM_PER_NIGHT);
      }
    }
  });

  it("fails loudly when a port is missing from the city data", () => {
    expect(() => resolveWaters(cities.filter((c) => c.name !== "Juneau"))).toThrow(
      "The cruise port Juneau, US is not in the city data",
    );
  });
});

describe("sailingsForShip", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    const icon = sailingsForShip(waters, shipNamed(ICON), "2026-01-01", "2026-06-30");
    expect(sailingsForShip(waters, shipNamed(ICON), "2026-01-01", "2026-06-30")).toEqual(icon);
    // A query makes another instance of the module, with none of this one's state.
    const another = "./sailings?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./sailings");
    expect(fresh.sailingsForShip).not.toBe(sailingsForShip);
    expect(fresh.sailingsForShip(waters, shipNamed(ICON), "2026-01-01", "2026-06-30")).toEqual(
      icon,
    );
  });

  // Ids are the ship and date: a change here moves the sailings that stored allotments refer to.
  it("keeps its golden values", () => {
    const [first] = sailingsForShip(waters, shipNamed(ICON), "2026-03-01", "2026-03-31");
    expect({
      id: first!.id,
      nights: first!.nights,
      from: first!.embarkation.name,
      calls: first!.portCalls.map((c) => c.port.name),
      inside: first!.cabins[0],
    }).toMatchInlineSnapshot(`
      {
        "calls": [
          "Ensenada",
          "Manzanillo",
        ],
        "from": "San Diego",
        "id": "cs-icon-of-the-seas-20260304",
        "inside": {
          "cabinsPerSailing": 701,
          "code": "inside",
          "id": "cs-icon-of-the-seas-20260304-inside",
          "maxOccupancy": 4,
          "name": "Inside Stateroom",
          "pricePerPerson": 94000,
        },
        "nights": 7,
      }
    `);
  });

  it("gives a sailing the same id and contents whatever range it is found in", async () => {
    const ship = shipNamed("disney-wish");
    const spring = sailingsForShip(waters, ship, "2026-01-01", "2026-06-30");
    const summer = sailingsForShip(waters, ship, "2026-04-15", "2026-09-30");
    const shared = summer.filter((s) => s.departureDate <= "2026-06-30");
    expect(shared.length).toBeGreaterThan(3);
    expect(spring.slice(-shared.length)).toEqual(shared);
    for (const s of shared) expect(await sailingById(s.id)).toEqual(s);
  });

  it("sails back to back from the schedule start, 3 to 14 nights at a time", () => {
    const all = sailingsForShip(waters, shipNamed(ICON), SCHEDULE_START, "2026-12-31");
    expect(all[0]!.departureDate <= "2025-01-07").toBe(true);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.departureDate).toBe(all[i - 1]!.returnDate);
    }
    // A range that starts before the schedule finds only what sails after its start.
    expect(sailingsForShip(waters, shipNamed(ICON), "2024-01-01", "2024-12-31")).toEqual([]);
  });

  it("refuses a backwards, too long or malformed range", () => {
    const ship = shipNamed(ICON);
    expect(() => sailingsForShip(waters, ship, "2026-02-01", "2026-01-31")).toThrow(RangeError);
    const end = new Date(Date.parse("2026-01-01") + (MAX_SCHEDULE_DAYS + 1) * 86_400_000);
    expect(() =>
      sailingsForShip(waters, ship, "2026-01-01", end.toISOString().slice(0, 10)),
    ).toThrow(RangeError);
    expect(() => sailingsForShip(waters, ship, "2026-13-01", "2026-12-31")).toThrow();
  });
});

describe("every sailing of a year", () => {
  it("covers every ship, in date order, with unique ids", () => {
    expect(new Set(year.map((s) => s.shipId))).toEqual(new Set(ships.map((s) => s.ship.id)));
    expect(new Set(year.map((s) => s.id)).size).toBe(year.length);
    const keys = year.map((s) => `${s.departureDate} ${s.id}`);
    expect(keys).toEqual([...keys].sort());
    for (const s of year) {
      expect(s.id).toBe(`cs-${s.shipId}-${s.departureDate.replaceAll("-", "")}`);
      expect(s.departureDate >= "2026-01-01" && s.departureDate <= "2026-12-31").toBe(true);
    }
  });

  // One expectation per rule over thousands of sailings: the failures name the sailing.
  it("sails plausible round trips: real calls in its waters, reachable in the nights given", () => {
    const watersById = new Map(waters.map((w) => [w.id, w]));
    const idsOf = (ports: readonly CruisePort[]) => new Set(ports.map((p) => p.id));
    const homes = new Map(waters.map((w) => [w.id, idsOf(w.homePorts)]));
    const calls = new Map(waters.map((w) => [w.id, idsOf(w.calls)]));
    const problems = year.flatMap((s) => {
      const w = watersById.get(s.watersId)!;
      const month = Number(s.departureDate.slice(5, 7));
      const stops = [{ day: 0, port: s.embarkation }, ...s.portCalls];
      stops.push({ day: s.nights, port: s.embarkation });
      const legs = stops.slice(1).map((b, i) => ({ a: stops[i]!, b }));
      const found = {
        "nights outside 3 to 14": s.nights < 3 || s.nights > 14,
        "nights not of its waters": !w.nights.includes(s.nights),
        "not from a home port": !homes.get(w.id)!.has(s.embarkation.id),
        "out of season": (month >= 5 && month <= 10 ? w.summerWeight : w.winterWeight) === 0,
        "no port call": s.portCalls.length === 0,
        "sea days miscounted": s.seaDays !== s.nights - 1 - s.portCalls.length,
        "days out of order": legs.some(({ a, b }) => b.day <= a.day),
        "a leg too far for its nights": legs.some(
          ({ a, b }) => haversineKm(a.port, b.port) > (b.day - a.day) * KM_PER_NIGHT,
        ),
        "a call outside its waters": s.portCalls.some((c) => !calls.get(w.id)!.has(c.port.id)),
        "a call at the home port": s.portCalls.some((c) => c.port.id === s.embarkation.id),
        "a port called at twice":
          new Set(s.portCalls.map((c) => c.port.id)).size !== s.portCalls.length,
        "a date that is not its day": s.portCalls.some(
          (c) => Date.parse(c.date) - Date.parse(s.departureDate) !== c.day * 86_400_000,
        ),
      };
      return Object.entries(found).flatMap(([rule, broken]) =>
        broken ? [`${s.id}: ${rule}`] : [],
      );
    });
    expect(problems).toEqual([]);
    // Every waters is sailed, and some ships move with the seasons.
    expect(new Set(year.map((s) => s.watersId)).size).toBe(waters.length);
    const watersOf = (id: string) =>
      new Set(year.filter((s) => s.shipId === id).map((s) => s.watersId)).size;
    expect(ships.filter((s) => watersOf(s.ship.id) > 1).length).toBeGreaterThan(10);
  });

  it("sells four cabin categories, cheapest first, sized from the ship", () => {
    const capacity = new Map(ships.map((s) => [s.ship.id, s.ship.capacity]));
    const problems = year.flatMap((s) => {
      const cabins = s.cabins.reduce((sum, c) => sum + c.cabinsPerSailing, 0);
      const insidePerNight = s.cabins[0]!.pricePerPerson / s.nights;
      const feesPerNight = s.taxAndFeePerPerson / s.nights;
      const found = {
        "other categories": s.cabins.map((c) => c.code).join() !== "inside,oceanview,balcony,suite",
        "ids not from the sailing": s.cabins.some((c) => c.id !== `${s.id}-${c.code}`),
        "cabins not half the passengers": Math.abs(cabins - capacity.get(s.shipId)! / 2) > 3,
        "a category without cabins": s.cabins.some(
          (c) => !Number.isSafeInteger(c.cabinsPerSailing) || c.cabinsPerSailing < 1,
        ),
        "fares not in whole dollars": s.cabins.some((c) => c.pricePerPerson % 100 !== 0),
        "not cheapest first": s.cabins.some(
          (c, i) => i > 0 && c.pricePerPerson <= s.cabins[i - 1]!.pricePerPerson,
        ),
        "inside fare implausible": insidePerNight < 5_000 || insidePerNight > 40_000,
        "fees implausible":
          !Number.isSafeInteger(s.taxAndFeePerPerson) ||
          feesPerNight < 1_200 ||
          feesPerNight > 2_200,
      };
      return Object.entries(found).flatMap(([rule, broken]) =>
        broken ? [`${s.id}: ${rule}`] : [],
      );
    });
    expect(problems).toEqual([]);
    // Disney costs more than Carnival.
    const median = (line: string) => {
      const fares = year
        .filter((s) => s.lineId === line)
        .map((s) => s.cabins[0]!.pricePerPerson / s.nights)
        .sort((a, b) => a - b);
      return fares[fares.length >> 1]!;
    };
    expect(median("disney")).toBeGreaterThan(2 * median("carnival"));
  });
});

describe("sailingById", () => {
  it("finds nothing for a day the ship does not sail, an unknown ship or a bad id", async () => {
    const first = year.find((s) => s.shipId === ICON)!;
    const dayAfter = new Date(Date.parse(first.departureDate) + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll("-", "");
    expect(await sailingById(`cs-${ICON}-${dayAfter}`)).toBeNull();
    expect(await sailingById(first.id.replace(ICON, "no-such-ship"))).toBeNull();
    expect(await sailingById(`cs-${ICON}-20261341`)).toBeNull();
    expect(await sailingById("nonsense")).toBeNull();
  });
});
