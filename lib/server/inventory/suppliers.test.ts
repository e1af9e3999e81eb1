import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "@/lib/contract/products";
import { ApiError } from "../errors";
import { activityCandidates, activityQuery, MAX_PARTICIPANTS } from "./activities/supplier";
import { MIN_DRIVER_AGE, YOUNG_DRIVER_AGE } from "./cars/generate";
import { carCandidates, carQuery } from "./cars/supplier";
import { LISBON } from "./fixtures";
import { geo } from "./geo/geo";
import { haversineMiles } from "./geodesy";
import { hotelDeals } from "./hotels/deals";
import {
  AIRPORT_HOTEL_MILES,
  hotelCandidates,
  hotelQuery,
  sandboxHotelSupplier,
} from "./hotels/supplier";
import { percentOf } from "./money";
import { cheapestFirst, MAX_ADVANCE_DAYS, type SandboxItem } from "./sandbox";
import { SupplierError, type SupplierErrorCode } from "./supplier";
import { sandboxSuppliers, SUPPLIERS, supplierFor } from "./suppliers";

// The real geography, loaded once for the file.
beforeAll(async () => {
  await geo();
});

const refused = (code: SupplierErrorCode) =>
  expect.objectContaining({ name: "SupplierError", code });

function expectCheapestFirst(items: SandboxItem[]) {
  expect(items.length).toBeGreaterThan(1);
  expect([...items].sort(cheapestFirst)).toEqual(items);
  expect(cheapestFirst(items[0]!, items.at(-1)!)).toBeLessThan(0);
}

describe("hotel candidates", () => {
  const stay = hotelQuery.parse({
    placeId: LISBON.id,
    checkIn: "2027-05-03",
    checkOut: "2027-05-06",
    rooms: 2,
    guestsPerRoom: 2,
  });

  it("are the same for the same query, cheapest first", async () => {
    const hotels = await hotelCandidates(stay);
    expect(await hotelCandidates(stay)).toEqual(hotels);
    expectCheapestFirst(hotels);
    const first = hotels[0]!;
    expect({
      id: first.id,
      offer: first.offers[0]!.offerId,
      total: first.offers[0]!.rates.totalRate,
    }).toMatchInlineSnapshot(`
      {
        "id": "h-1620619017-7",
        "offer": "h-1620619017-7-TWN",
        "total": 22526,
      }
    `);
  });

  it("price the whole stay: nightly rate × nights × rooms, with the hotel's taxes", async () => {
    for (const hotel of await hotelCandidates(stay)) {
      for (const offer of hotel.offers) {
        const baseRate = offer.room.nightlyBaseRate * 3 * 2;
        expect(offer.offerId).toBe(offer.room.id);
        expect(offer.capacity).toBe(offer.room.roomsPerNight);
        expect(offer.rates).toMatchObject({
          baseRate,
          markup: 0,
          taxAndFee: percentOf(baseRate, hotel.taxAndFeeBasisPoints),
          totalRate: baseRate + percentOf(baseRate, hotel.taxAndFeeBasisPoints),
        });
      }
    }
  });

  it("cost what the hotel deals ask for the same stay", async () => {
    // The deals take the party in total: two rooms for four adults is the same stay.
    const deals = await hotelDeals(
      {
        latitude: LISBON.latitude,
        longitude: LISBON.longitude,
        radiusMiles: 5,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: 2,
        adults: 4,
        children: 0,
      },
      { limit: Infinity },
    );
    const hotels = await hotelCandidates(stay);
    const offers = new Map(hotels.flatMap((h) => h.offers.map((o) => [o.offerId, o.rates])));
    // Deals within 5 miles include hotels of the towns around Lisbon.
    const lisbon = deals.filter((d) => hotels.some((h) => h.id === d.id));
    expect(lisbon.length).toBeGreaterThan(5);
    for (const deal of lisbon) expect(offers.get(deal.roomTypeId)).toEqual(deal.rates);
  });

  it("offer only room types the guests fit in", async () => {
    const four = await hotelCandidates({ ...stay, guestsPerRoom: 4 });
    const all = await hotelCandidates(stay);
    expect(four.length).toBeGreaterThan(0);
    expect(four.length).toBeLessThan(all.length);
    for (const hotel of four) {
      for (const offer of hotel.offers) expect(offer.room.maxOccupancy).toBeGreaterThanOrEqual(4);
    }
  });

  it("near an airport are the hotels within reach of it, from every city around", async () => {
    const { airports } = await geo();
    const lis = airports.places.find((p) => p.id === "airport-LIS")!;
    const hotels = await hotelCandidates({ ...stay, placeId: lis.id });
    expect(new Set(hotels.map((h) => h.cityId)).size).toBeGreaterThan(1);
    for (const hotel of hotels) {
      expect(haversineMiles(lis, hotel)).toBeLessThanOrEqual(AIRPORT_HOTEL_MILES);
    }
  });

  it("refuse an unknown place", async () => {
    await expect(hotelCandidates({ ...stay, placeId: "city-0" })).rejects.toEqual(
      refused("notFound"),
    );
  });
});

describe("car candidates", () => {
  const rental = carQuery.parse({
    locationId: "airport-LIS",
    pickUp: "2027-05-03T10:00",
    dropOff: "2027-05-05T10:30",
    driverAge: 30,
  });

  it("price started rental days, cheapest first", async () => {
    const cars = await carCandidates(rental);
    expect(await carCandidates(rental)).toEqual(cars);
    expectCheapestFirst(cars);
    for (const car of cars) {
      // Two days and half an hour: three rental days.
      const baseRate = car.dailyBaseRate * 3;
      expect(car.offers[0].rates).toMatchObject({ baseRate, markup: 0 });
      expect(car.offers[0]).toMatchObject({ offerId: car.id, capacity: car.carsPerDay });
    }
  });

  it("leave out what the driver is too young for, and charge young drivers", async () => {
    const cars = await carCandidates(rental);
    const young = await carCandidates({ ...rental, driverAge: YOUNG_DRIVER_AGE - 1 });
    expect(young.length).toBeGreaterThan(0);
    expect(young.length).toBeLessThan(cars.length);
    for (const car of young) {
      expect(car.minDriverAge).toBeLessThan(YOUNG_DRIVER_AGE);
      const baseRate = (car.dailyBaseRate + car.youngDriverDailyFee) * 3;
      expect(car.offers[0].rates.baseRate).toBe(baseRate);
    }
    expect(await carCandidates({ ...rental, driverAge: MIN_DRIVER_AGE - 1 })).toEqual([]);
  });
});

describe("activity candidates", () => {
  it("price every participant, cheapest first; only cities have them", async () => {
    const day = { cityId: LISBON.id, date: "2027-05-03", participants: 3 };
    const activities = await activityCandidates(activityQuery.parse(day));
    expect(await activityCandidates(activityQuery.parse(day))).toEqual(activities);
    expectCheapestFirst(activities);
    for (const activity of activities) {
      const baseRate = activity.priceMinor * 3;
      expect(activity.offers[0]).toMatchObject({
        offerId: activity.id,
        capacity: activity.capacityPerDay,
        rates: {
          baseRate,
          totalRate: baseRate + percentOf(baseRate, activity.taxAndFeeBasisPoints),
        },
      });
    }
    const party = { ...day, participants: MAX_PARTICIPANTS + 1 };
    expect(activityQuery.safeParse(party).success).toBe(false);
    await expect(
      activityCandidates(activityQuery.parse({ ...day, cityId: "airport-LIS" })),
    ).rejects.toEqual(refused("notFound"));
  });
});

describe("the sandbox supplier", () => {
  // Refusals before any database access.
  const hotels = sandboxHotelSupplier(() => new Date("2027-05-10T23:30:00Z"));
  const stay = {
    placeId: LISBON.id,
    checkIn: "2027-05-09",
    checkOut: "2027-05-10",
    rooms: 1,
    guestsPerRoom: 2,
  };

  it("sells from yesterday in UTC to MAX_ADVANCE_DAYS ahead", async () => {
    const invalid = refused("invalid");
    await expect(hotels.search({ ...stay, checkIn: "2027-05-08" })).rejects.toEqual(invalid);
    // 550 days after 2027-05-10 is 2028-11-10: the last night sold.
    expect(MAX_ADVANCE_DAYS).toBe(550);
    const late = { ...stay, checkIn: "2028-11-11", checkOut: "2028-11-12" };
    await expect(hotels.search(late)).rejects.toEqual(invalid);
  });

  it("refuses bad input as invalid, naming the field", async () => {
    const error = await hotels.search({ ...stay, rooms: 1.5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ code: "invalid", status: 400 });
    expect((error as Error).message).toMatch(/^rooms: /);
    await expect(hotels.hold({ query: stay } as never)).rejects.toEqual(refused("invalid"));
  });

  it("maps its errors to HTTP statuses", () => {
    const codes: SupplierErrorCode[] = ["invalid", "notFound", "soldOut", "conflict", "expired"];
    const statuses = codes.map((code) => new SupplierError(code, code).status);
    expect(statuses).toEqual([400, 404, 409, 409, 410]);
  });
});

describe("the supplier registry", () => {
  it("has one supplier for each product, the same one each time", () => {
    expect(Object.keys(SUPPLIERS).sort()).toEqual([...PRODUCT_IDS].sort());
    for (const product of PRODUCT_IDS) {
      expect(supplierFor(product).product).toBe(product);
      expect(supplierFor(product)).toBe(SUPPLIERS[product]);
    }
  });

  it("builds the sandbox suppliers on another clock", async () => {
    const { hotels } = sandboxSuppliers(() => new Date("2027-05-10T23:30:00Z"));
    const stay = { placeId: LISBON.id, checkIn: "2027-05-08", checkOut: "2027-05-09" };
    await expect(hotels.search({ ...stay, rooms: 1, guestsPerRoom: 2 })).rejects.toEqual(
      refused("invalid"),
    );
  });

  it("refuses with API errors, which answer with their code's status", () => {
    const error = new SupplierError("soldOut", "no rooms left");
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "SupplierError", code: "soldOut", status: 409 });
    expect(error.message).toBe("no rooms left");
  });
});
