import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { carOffersAt } from "./cars/generate";
import {
  activityDeals,
  byValue,
  carDeals,
  DEFAULT_DEAL_LIMIT,
  hotelDeals,
  nightsBetween,
  placesWithin,
  rentalDays,
  type HotelDealsQuery,
} from "./deals";
import { geo, type Geo } from "./geo/geo";
import { haversineMiles } from "./geodesy";
import { hotelsForCity } from "./hotels/generate";
import { percentOf, type Rates } from "./money";

// The real geography, loaded once for the file.
let g: Geo;
beforeAll(async () => {
  g = await geo();
});

const MUMBAI = { latitude: 19.0761, longitude: 72.8775 };
const NEW_YORK = { latitude: 40.6943, longitude: -73.9249 };
const LISBON = { latitude: 38.7253, longitude: -9.15 };
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

function expectConsistent(rates: Rates) {
  expect(rates.totalRate).toBe(rates.baseRate + rates.markup + rates.taxAndFee);
  expect(rates.publishedRate).toBeGreaterThanOrEqual(rates.totalRate);
  expect(rates.baseRate).toBeGreaterThan(0);
  expect(rates.discountPercentage).toBeGreaterThanOrEqual(0);
  expect(rates.discountPercentage).toBeLessThanOrEqual(100);
}

function expectSortedByValue(deals: { id: string; rates: Rates }[]) {
  for (let i = 1; i < deals.length; i++) {
    expect(byValue(deals[i - 1]!, deals[i]!)).toBeLessThan(0);
  }
}

function hotelById(id: string) {
  const cityId = `city-${id.split("-")[1]}`;
  const city = g.cities.places.find((p) => p.id === cityId)!;
  return hotelsForCity(city).find((h) => h.id === id)!;
}

describe("byValue", () => {
  it("puts the largest discount first, then the lowest total, then the id", () => {
    const deal = (id: string, discountPercentage: number, totalRate: number) => ({
      id,
      rates: { discountPercentage, totalRate } as Rates,
    });
    const deals = [deal("b", 20, 100), deal("c", 30, 500), deal("a", 20, 100), deal("d", 20, 90)];
    expect(deals.sort(byValue).map((d) => d.id)).toEqual(["c", "d", "a", "b"]);
  });
});

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
      expect(deal.link).toBe(
        `/booknow/hotels/search-details?hotelId=${deal.id}&checkIn=2025-07-03&checkOut=2025-07-05&rooms=1&adults=2&children=0`,
      );
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
    expect(await activityDeals(MID_ATLANTIC)).toEqual([]);
  });
});

describe("carDeals", () => {
  const rental = {
    pickupLatitude: NEW_YORK.latitude,
    pickupLongitude: NEW_YORK.longitude,
    pickUpDateTime: "2025-07-03T10:00",
    returnDateTime: "2025-07-05T10:00",
    driverAge: 25,
  };

  it("finds rentals at the nearest airports and city desk, priced for the rental", async () => {
    const deals = await carDeals(rental);
    expect(deals).toHaveLength(DEFAULT_DEAL_LIMIT);
    expectSortedByValue(deals);
    const desks = new Set(deals.map((d) => d.pickupLocation));
    expect([...desks].some((d) => /\((JFK|LGA|EWR)\)$/.test(d))).toBe(true);
    for (const d of deals) {
      expect(d.dropOffLocation).toBe(d.pickupLocation);
      expect(d.name).toMatch(/ or similar$/);
      expect(d.passangerCapacity).toBeGreaterThan(0);
      expect(d.bagCapacity).toBeGreaterThan(0);
      expect(d.noOfDoors).toBeGreaterThan(0);
      expect(d.vehiclePicture).toMatch(/^car-/);
      expect(d.logo).toMatch(/^car-supplier-/);
      expect(d.link).toContain(`/booknow/cars/result-details?carId=${d.id}&`);
      expectConsistent(d.rates);
    }
    // Two days at the daily rate, no young-driver fee at 25.
    const d = deals[0]!;
    const place =
      g.airports.places.find((p) => d.id.startsWith(`c-${p.iata}-`)) ??
      g.cities.places.find((p) => d.id.startsWith(`c-${p.id.replace("city-", "")}-`))!;
    const offer = carOffersAt(place).find((o) => o.id === d.id)!;
    expect(d.rates.baseRate).toBe(offer.dailyBaseRate * 2);
  });

  it("charges young drivers more, keeps premium cars from them and rents nothing under 21", async () => {
    const adult = await carDeals(rental, { limit: 1000 });
    const young = await carDeals({ ...rental, driverAge: 23 }, { limit: 1000 });
    expect(young.length).toBeGreaterThan(0);
    const adultTotals = new Map(adult.map((d) => [d.id, d.rates.baseRate]));
    for (const d of young) {
      expect(["Premium", "Luxury", "Convertible"]).not.toContain(d.vehicleClass);
      expect(d.rates.baseRate).toBeGreaterThan(adultTotals.get(d.id)!);
    }
    expect(await carDeals({ ...rental, driverAge: 20 })).toEqual([]);
  });

  it("counts started 24-hour days and rejects impossible rentals", async () => {
    expect(rentalDays("2025-07-03T10:00", "2025-07-05T10:00")).toBe(2);
    expect(rentalDays("2025-07-03T10:00", "2025-07-05T10:01")).toBe(3);
    expect(rentalDays("2025-07-03T10:00:00+01:00", "2025-07-03T10:00:00Z")).toBe(1);
    expect(rentalDays("2025-07-03T10:00", "2025-07-03T10:00")).toBe(0);
    await expect(
      carDeals({ ...rental, returnDateTime: "2025-07-03T09:00" }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(carDeals({ ...rental, pickUpDateTime: "tomorrow" })).rejects.toBeInstanceOf(
      ZodError,
    );
    expect(await carDeals({ ...rental, pickupLatitude: 30, pickupLongitude: -40 })).toEqual([]);
  });
});

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
