import { describe, expect, it } from "vitest";
import { BOM, CAT, DEL, JFK, LIS, LISBON, MAD, PDL, SIN, SMALL, SYD } from "../fixtures";
import { blockMinutes, flightsBetween } from "./generate";

describe("blockMinutes", () => {
  it("adds 30 minutes to cruise at 800 km/h, in steps of 5 minutes", () => {
    expect(blockMinutes(0)).toBe(30);
    expect(blockMinutes(800)).toBe(90);
    expect(blockMinutes(500)).toBe(70); // 67.5
    expect(blockMinutes(5_410) % 5).toBe(0);
  });
});

describe("flightsBetween", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    expect(flightsBetween(LIS, MAD)).toEqual(flightsBetween(LIS, MAD));
    // A query makes another instance of the module, with none of this one's state.
    const another = "./generate?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./generate");
    expect(fresh.flightsBetween).not.toBe(flightsBetween);
    expect(fresh.flightsBetween(BOM, DEL)).toEqual(flightsBetween(BOM, DEL));
  });

  it("keeps its golden values", () => {
    const first = flightsBetween(LIS, JFK)[0]!;
    expect([first.id, first.departureTime, first.economyBaseRate]).toMatchInlineSnapshot(`
      [
        "f-LIS-JFK-J51472",
        "14:55",
        42850,
      ]
    `);
  });

  it("takes longer and costs more the further it flies", () => {
    const [short, long, ultra] = [
      flightsBetween(LIS, MAD),
      flightsBetween(LIS, JFK),
      flightsBetween(JFK, SIN),
    ];
    expect(short[0]!.durationMinutes).toBeLessThan(long[0]!.durationMinutes);
    expect(long[0]!.durationMinutes).toBeLessThan(ultra[0]!.durationMinutes);
    expect(short[0]!.durationMinutes).toBeGreaterThanOrEqual(60);
    expect(short[0]!.durationMinutes).toBeLessThanOrEqual(90);
    expect(long[0]!.durationMinutes).toBeGreaterThanOrEqual(7 * 60);
    expect(long[0]!.durationMinutes).toBeLessThanOrEqual(8 * 60);
    const cheapest = (fs: typeof short) => Math.min(...fs.map((f) => f.economyBaseRate));
    expect(cheapest(short)).toBeLessThan(cheapest(long));
    expect(cheapest(long)).toBeLessThan(cheapest(ultra));
  });

  it("makes a plausible daily schedule", () => {
    for (const [from, to] of [
      [LIS, MAD],
      [MAD, LIS],
      [LIS, JFK],
      [BOM, DEL],
      [LIS, PDL],
      [LIS, SMALL],
    ] as const) {
      const flights = flightsBetween(from, to);
      expect(flights.length).toBeGreaterThan(0);
      expect(new Set(flights.map((f) => f.id)).size).toBe(flights.length);
      const times = flights.map((f) => f.departureTime);
      expect([...times].sort()).toEqual(times);
      for (const f of flights) {
        expect(f.origin).toBe(from.iata);
        expect(f.destination).toBe(to.iata);
        expect(f.departureTime).toMatch(/^([01]\d|2[0-3]):[0-5][05]$/);
        expect(f.flightNumber).toMatch(/^[A-Z0-9]{2} \d{3,4}$/);
        expect(f.id).toBe(`f-${from.iata}-${to.iata}-${f.flightNumber.replace(" ", "")}`);
        expect(f.seats).toBeGreaterThan(50);
        expect(Number.isSafeInteger(f.economyBaseRate)).toBe(true);
        expect(f.economyBaseRate).toBeGreaterThan(0);
      }
    }
    // Long-haul flies wide-bodies a few times a day; two hubs see many short-haul departures.
    const long = flightsBetween(LIS, JFK);
    expect(long.length).toBeLessThanOrEqual(3);
    expect(long.every((f) => f.seats >= 250)).toBe(true);
    expect(flightsBetween(BOM, DEL).length).toBeGreaterThanOrEqual(4);
  });

  it("shares carriers between the two directions of a route", () => {
    const carriers = (fs: ReturnType<typeof flightsBetween>) =>
      new Set(fs.map((f) => f.carrier.code));
    expect(carriers(flightsBetween(LIS, MAD))).toEqual(carriers(flightsBetween(MAD, LIS)));
  });

  it("flies no nonstop that nobody would fly", () => {
    expect(flightsBetween(LIS, CAT)).toEqual([]); // 20 km
    expect(flightsBetween(LIS, SYD)).toEqual([]); // beyond any nonstop
    expect(flightsBetween(SMALL, JFK)).toEqual([]); // a small airfield does not fly long-haul
    expect(() => flightsBetween(LISBON, LIS)).toThrow(RangeError);
  });
});
