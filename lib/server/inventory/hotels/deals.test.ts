import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { expectConsistent, expectSortedByValue } from "../deal-expectations";
import { geo, type Geo } from "../geo/geo";
import { haversineMiles } from "../geo/geodesy";
import { percentOf } from "../money";
import { DEFAULT_DEAL_LIMIT } from "../ranking";
import { nightsBetween } from "@/lib/contract/stay";
import { hotelDeals, type HotelDealsQuery } from "./deals";
import { hotelsForCity } from "./generate";

// The real geography, loaded once for the file.
let g: Geo;
beforeAll(async () => {
  g = await geo();
});

const MUMBAI = { latitude: 19.0761, longitude: 72.8775 };
const NEW_YORK = { latitude: 40.6943, longitude: -73.9249 };
const MID_ATLANTIC = { latitude: 30, longitude: -40 };

/** SPEC §9 deals sample: 1 room, 2 adults, 0 children, radius 15; a fixed two-night stay. */
const sample = (point: { latitude: number; longitude: number }): HotelDealsQuery => ({
  ...point,
  radiusMiles: 15,
  checkIn: "2025-07-03",
  checkOut: "2025-07-05",
  rooms: 1,
  adults: 2,
  children: 0,
});

function hotelById(id: string) {
  const cityId = `city-${id.split("-")[1]}`;
  const city = g.cities.places.find((p) => p.id === cityId)!;
  return hotelsForCity(city).find((h) => h.id === id)!;
}

describe("hotelDeals", () => {
  it("finds the SPEC sample deals near Mumbai, within the radius", async () => {
    const deals = await hotelDeals(sample(MUMBAI));
    expect(deals).toHaveLength(DEFAULT_DEAL_LIMIT);
    expectSortedByValue(deals);
    for (const deal of deals) {
      const { hotelDetails } = deal.hotel;
      expect(haversineMiles(MUMBAI, hotelDetails)).toBeLessThanOrEqual(15);
      expect(hotelDetails.heroImage).toMatch(/^hotel-\d+$/);
      expect(hotelDetails.name).not.toBe("");
      expect(hotelDetails.distance).toBe(Math.round(hotelDetails.distance * 100) / 100);
      const hotel = hotelById(deal.id);
      expect(hotelDetails.distanceFrom).toBe(hotel.cityName);
      expect(hotelDetails.distance).toBe(hotel.distanceFromCentreMiles);
      expect([1, 2, 3, 4, 5]).toContain(deal.rating);
      // The hotel's page for the same stay: its city, the dates, two adults in one room.
      const link = new URL(deal.link, "http://x");
      expect(link.pathname).toBe("/booknow/hotels/search-details");
      expect(Object.fromEntries(link.searchParams)).toEqual({
        hotelId: deal.id,
        place: hotel.cityId,
        placeName: hotel.cityName,
        checkIn: "2025-07-03",
        checkOut: "2025-07-05",
        rooms: "2",
        nationality: "IN",
      });
      expectConsistent(deal.rates);
      expect(deal.rates.markup).toBe(0);
    }
  });

  it("prices the whole stay: the cheapest fitting room × nights × rooms, plus its tax", async () => {
    const [deal] = await hotelDeals(sample(MUMBAI), { limit: 1 });
    const hotel = hotelById(deal!.id);
    const room = hotel.roomTypes.find((r) => r.id === deal!.roomTypeId)!;
    expect(room.maxOccupancy).toBeGreaterThanOrEqual(2);
    expect(hotel.roomTypes.find((r) => r.maxOccupancy >= 2)).toBe(room);
    expect(deal!.rates.baseRate).toBe(room.nightlyBaseRate * 2);
    expect(deal!.rates.taxAndFee).toBe(
      percentOf(room.nightlyBaseRate * 2, hotel.taxAndFeeBasisPoints),
    );

    // Five nights in two rooms for two each: the same room, ten room-nights.
    const longer = await hotelDeals(
      { ...sample(MUMBAI), checkOut: "2025-07-08", rooms: 2, adults: 4 },
      { limit: 1000 },
    );
    const same = longer.find((d) => d.id === deal!.id);
    expect(same?.roomTypeId).toBe(room.id);
    expect(same!.rates.baseRate).toBe(room.nightlyBaseRate * 5 * 2);
  });

  it("fits the party into rooms", async () => {
    const family = await hotelDeals({ ...sample(NEW_YORK), adults: 2, children: 2 });
    for (const deal of family) {
      const room = hotelById(deal.id).roomTypes.find((r) => r.id === deal.roomTypeId)!;
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(4);
    }
  });

  it("applies the agency markup", async () => {
    const plain = await hotelDeals(sample(NEW_YORK));
    const percent = await hotelDeals(sample(NEW_YORK), {
      markup: { kind: "percent", basisPoints: 1000 },
    });
    const fixed = await hotelDeals(sample(NEW_YORK), {
      markup: { kind: "fixed", amountMinor: 2500 },
    });
    for (const deal of percent) {
      expect(deal.rates.markup).toBe(percentOf(deal.rates.baseRate, 1000));
      expectConsistent(deal.rates);
    }
    for (const deal of fixed) expect(deal.rates.markup).toBe(2500);
    const base = new Map(plain.map((d) => [d.id, d.rates.totalRate]));
    const both = fixed.filter((d) => base.has(d.id));
    expect(both.length).toBeGreaterThan(0);
    for (const d of both) expect(d.rates.totalRate).toBe(base.get(d.id)! + 2500);
  });

  it("is deterministic and honours the limit", async () => {
    const first = await hotelDeals(sample(NEW_YORK));
    expect(await hotelDeals(sample(NEW_YORK))).toEqual(first);
    expect(await hotelDeals(sample(NEW_YORK), { limit: 4 })).toEqual(first.slice(0, 4));
    expect(await hotelDeals(sample(MID_ATLANTIC))).toEqual([]);
  });

  it("rejects impossible stays and parties", async () => {
    const bad: Partial<HotelDealsQuery>[] = [
      { checkOut: "2025-07-03" },
      { checkOut: "2025-07-01" },
      { checkOut: "2025-09-02" }, // 61 nights
      { checkIn: "2025-02-30" },
      { rooms: 2, adults: 1 },
      { adults: 3, children: 2 },
      { radiusMiles: 0 },
      { latitude: 91 },
    ];
    for (const change of bad) {
      await expect(hotelDeals({ ...sample(MUMBAI), ...change })).rejects.toBeInstanceOf(ZodError);
    }
    expect(nightsBetween("2025-07-03", "2025-09-01")).toBe(60);
    await expect(hotelDeals({ ...sample(MUMBAI), checkOut: "2025-09-01" })).resolves.toHaveLength(
      12,
    );
  });
});
