import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { expectConsistent, expectSortedByValue } from "../deal-expectations";
import { geo, type Geo } from "../geo/geo";
import { DEFAULT_DEAL_LIMIT } from "../ranking";
import { rentalDays } from "@/lib/contract/stay";
import { carDeals } from "./deals";
import { carOffersAt } from "./generate";

// The real geography, loaded once for the file.
let g: Geo;
beforeAll(async () => {
  g = await geo();
});

const NEW_YORK = { latitude: 40.6943, longitude: -73.9249 };

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
      // The car's details page for the same rental, at the car's own desk.
      const link = new URL(d.link, "https://x.test");
      expect(link.pathname).toBe("/booknow/cars/result-details");
      expect(link.searchParams.get("offerId")).toBe(d.id);
      expect(link.searchParams.get("locationId")).toMatch(/^(airport|city)-/);
      expect(link.searchParams.get("driverAge")).toBe("25");
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
    // The named sandbox test cars are sold by search only, never on deal cards.
    expect(adult.filter((d) => d.id.includes("-sandbox-") || d.logo.endsWith("-sandbox"))).toEqual(
      [],
    );
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
