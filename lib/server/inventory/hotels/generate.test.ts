import { describe, expect, it } from "vitest";
import { LISBON, MUMBAI, NEW_YORK, PONTA_DELGADA, VILLAGE } from "../fixtures";
import type { Place } from "../geo/search-index";
import { haversineMiles, KM_PER_MILE } from "../geo/geodesy";
import {
  hotelCount,
  hotelsForCity,
  hotelSpreadKm,
  MAX_HOTELS_PER_CITY,
  type Hotel,
} from "./generate";

const CITIES = [LISBON, NEW_YORK, MUMBAI, PONTA_DELGADA, VILLAGE];
const cheapest = (h: Hotel) => h.roomTypes[0]!.nightlyBaseRate;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("hotelsForCity", () => {
  it("is deterministic, also across fresh imports of the module", async () => {
    expect(hotelsForCity(LISBON)).toEqual(hotelsForCity(LISBON));
    // A query makes another instance of the module, with none of this one's state.
    const another = "./generate?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./generate");
    expect(fresh.hotelsForCity).not.toBe(hotelsForCity);
    expect(fresh.hotelsForCity(MUMBAI)).toEqual(hotelsForCity(MUMBAI));
  });

  // Ids are positions: a change here re-rolls the hotels that stored allotments refer to.
  it("keeps its golden values", () => {
    const first = hotelsForCity(LISBON)[0]!;
    expect({ id: first.id, name: first.name, stars: first.stars }).toMatchInlineSnapshot(`
      {
        "id": "h-1620619017-1",
        "name": "Silverleaf Waterfront Suites",
        "stars": 3,
      }
    `);
  });

  it("scales the number of hotels with population", () => {
    expect(hotelCount(0)).toBe(3);
    expect(hotelsForCity(VILLAGE)).toHaveLength(3);
    expect(hotelCount(1_000_000)).toBe(21);
    expect(hotelCount(1e12)).toBe(MAX_HOTELS_PER_CITY);
    expect(hotelsForCity(MUMBAI).length).toBeGreaterThan(hotelsForCity(LISBON).length);
    expect(hotelsForCity(LISBON).length).toBeGreaterThan(hotelsForCity(PONTA_DELGADA).length);
  });

  it("makes plausible hotels", () => {
    for (const city of CITIES) {
      const hotels = hotelsForCity(city);
      const key = city.id.replace("city-", "");
      expect(new Set(hotels.map((h) => h.id)).size).toBe(hotels.length);
      expect(new Set(hotels.map((h) => h.name)).size).toBe(hotels.length);
      hotels.forEach((h, i) => {
        expect(h.id).toBe(`h-${key}-${i + 1}`);
        expect(h.cityId).toBe(city.id);
        expect(h.name.length).toBeGreaterThan(5);
        expect([1, 2, 3, 4, 5]).toContain(h.stars);
        expect(h.reviewRating).toBeGreaterThanOrEqual(3.5);
        expect(h.reviewRating).toBeLessThanOrEqual(4.9);
        expect(Math.round(h.reviewRating * 10) / 10).toBe(h.reviewRating);
        expect(h.imageKey).toMatch(/^hotel-([0-9]|1[01])$/);
        expect(h.taxAndFeeBasisPoints).toBeGreaterThanOrEqual(800);
        expect(h.taxAndFeeBasisPoints).toBeLessThanOrEqual(1800);
        expect(h.publishedUpliftBasisPoints).toBeGreaterThanOrEqual(1000);
        expect(h.publishedUpliftBasisPoints).toBeLessThanOrEqual(3500);
        // Within the city's spread, and the distance is the one to the centre.
        const miles = haversineMiles(city, h);
        expect(miles).toBeLessThanOrEqual(hotelSpreadKm(city.population) / KM_PER_MILE + 0.01);
        expect(h.distanceFromCentreMiles).toBeCloseTo(miles, 2);

        expect(h.roomTypes.length).toBeGreaterThanOrEqual(2);
        expect(h.roomTypes.some((r) => r.maxOccupancy >= 2)).toBe(true);
        for (const [j, r] of h.roomTypes.entries()) {
          expect(r.id).toBe(`${h.id}-${r.code}`);
          expect(r.maxOccupancy).toBeGreaterThan(0);
          expect(r.roomsPerNight).toBeGreaterThan(0);
          expect(Number.isSafeInteger(r.nightlyBaseRate)).toBe(true);
          expect(r.nightlyBaseRate).toBeGreaterThan(0);
          if (j > 0)
            expect(r.nightlyBaseRate).toBeGreaterThanOrEqual(h.roomTypes[j - 1]!.nightlyBaseRate);
        }
      });
    }
  });

  it("weights stars towards 3 and 4", () => {
    const stars = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 40; i++) {
      const city: Place = { ...LISBON, id: `city-test${i}`, population: 500_000 };
      for (const h of hotelsForCity(city)) stars[h.stars]!++;
    }
    const total = stars.reduce((s, n) => s + n, 0);
    expect((stars[3]! + stars[4]!) / total).toBeGreaterThan(0.55);
    expect(stars[3]! + stars[4]!).toBeGreaterThan(stars[1]! + stars[2]! + stars[5]!);
    for (const n of stars.slice(1)) expect(n).toBeGreaterThan(0);
  });

  it("prices by stars and by the city's cost", () => {
    const hotels = CITIES.flatMap(hotelsForCity);
    const byStars = (s: number) => mean(hotels.filter((h) => h.stars === s).map(cheapest));
    expect(byStars(5)).toBeGreaterThan(byStars(4));
    expect(byStars(4)).toBeGreaterThan(byStars(3));
    expect(byStars(3)).toBeGreaterThan(byStars(1));
    // The same stars cost more in New York than in Mumbai.
    const inCity = (c: Place, s: number) =>
      mean(
        hotelsForCity(c)
          .filter((h) => h.stars === s)
          .map(cheapest),
      );
    expect(inCity(NEW_YORK, 3)).toBeGreaterThan(2 * inCity(MUMBAI, 3));
  });
});

describe("room terms", () => {
  const hotels = CITIES.flatMap(hotelsForCity);
  const rooms = hotels.flatMap((h) => h.roomTypes.map((r) => ({ hotel: h, room: r })));

  // Boards and rules are drawn after everything else, so that adding them kept the golden
  // values above.
  it("keeps its golden values", () => {
    const hotel = hotelsForCity(LISBON)[0]!;
    expect({
      rooms: hotel.roomTypes.map((r) => [r.code, r.board, r.cancellation]),
      timeZone: hotel.timeZone,
    }).toMatchInlineSnapshot(`
      {
        "rooms": [
          [
            "SGL",
            "HB",
            {
              "refundable": false,
            },
          ],
          [
            "DBL",
            "BB",
            {
              "freeCancellationDays": 2,
              "refundable": true,
            },
          ],
        ],
        "timeZone": "Europe/Lisbon",
      }
    `);
  });

  it("gives every room type a board, breakfast more often from 4 stars", () => {
    const share = (stars: number[], board: string) => {
      const of = rooms.filter((r) => stars.includes(r.hotel.stars));
      return of.filter((r) => r.room.board === board).length / of.length;
    };
    for (const { room } of rooms) expect(["RO", "BB", "HB"]).toContain(room.board);
    expect(share([4, 5], "BB")).toBeGreaterThan(0.45);
    expect(share([4, 5], "BB")).toBeGreaterThan(share([1, 2], "BB"));
    expect(share([1, 2], "RO")).toBeGreaterThan(share([4, 5], "RO"));
  });

  it("has free cancellation on most rooms of hotels that offer it, and on none of the others", () => {
    for (const h of hotels) {
      const refundable = h.roomTypes.filter((r) => r.cancellation.refundable);
      expect(refundable.length > 0).toBe(h.isFreeCancellation);
      for (const { cancellation } of refundable) {
        if (!cancellation.refundable) continue;
        expect(cancellation.freeCancellationDays).toBeGreaterThanOrEqual(1);
        expect(cancellation.freeCancellationDays).toBeLessThanOrEqual(7);
      }
    }
    const offering = rooms.filter((r) => r.hotel.isFreeCancellation);
    const share = offering.filter((r) => r.room.cancellation.refundable).length / offering.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(1);
  });

  it("puts every hotel in its city's time zone", () => {
    const zones: Record<string, string> = {
      [LISBON.id]: "Europe/Lisbon",
      [NEW_YORK.id]: "America/New_York",
      [MUMBAI.id]: "Asia/Kolkata",
      [PONTA_DELGADA.id]: "Atlantic/Azores",
      [VILLAGE.id]: "Europe/Lisbon",
    };
    for (const h of hotels) expect(h.timeZone).toBe(zones[h.cityId]);
  });
});
