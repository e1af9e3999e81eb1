import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "@/lib/contract/products";
import { ApiError } from "../../errors";
import { MAX_ACTIVITY_TRAVELLERS } from "@/lib/contract/activities";
import {
  activitiesIn,
  activityCandidates,
  activityQuery,
  optionBaseRate,
} from "../activities/supplier";
import { MIN_DRIVER_AGE, YOUNG_DRIVER_AGE } from "../cars/generate";
import { carCandidates, carQuery } from "../cars/supplier";
import { LISBON } from "../fixtures";
import { geo } from "../geo/geo";
import { haversineMiles } from "../geo/geodesy";
import { hotelDeals } from "../hotels/deals";
import {
  AIRPORT_HOTEL_MILES,
  hotelCandidates,
  hotelQuery,
  sandboxHotelSupplier,
} from "../hotels/supplier";
import { percentOf } from "../money";
import { cheapestFirst, MAX_ADVANCE_DAYS, type SandboxItem } from "../sandbox";
import { SupplierError, type SupplierErrorCode } from "../supplier";
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
    residence: "PT",
  });

  it("price started rental days, cheapest first, the named test cars among them", async () => {
    const cars = await carCandidates(rental);
    expect(await carCandidates(rental)).toEqual(cars);
    expectCheapestFirst(cars);
    for (const car of cars) {
      // Two days and half an hour: three rental days.
      const baseRate = car.dailyBaseRate * 3;
      expect(car.offers[0].rates).toMatchObject({ baseRate, markup: 0 });
      expect(car.offers[0]).toMatchObject({
        offerId: car.id,
        capacity: car.carsPerDay,
        behaviour: car.behaviour,
      });
    }
    const test = cars.filter((c) => c.supplier.code === "sandbox");
    expect(test.map((c) => c.id).sort()).toEqual(
      ["fails-at-book", "fails-at-cancel", "last-car", "price-change", "sold-out"].map(
        (slug) => `c-LIS-sandbox-${slug}`,
      ),
    );
    expect(test.find((c) => c.id.endsWith("-last-car"))!.offers[0].capacity).toBe(1);
  });

  it("leave out what the driver is too young or too old for, and charge young drivers", async () => {
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
    const old = await carCandidates({ ...rental, driverAge: 90 });
    expect(old.length).toBeGreaterThan(0);
    for (const car of old) expect(car.maxDriverAge).toBeGreaterThanOrEqual(90);
  });

  it("price the extras a rental day each and a one-way return once", async () => {
    const plain = new Map((await carCandidates(rental)).map((c) => [c.id, c]));
    const extras = { childSeat: 2, additionalDriver: 0, gps: 1 };
    const equipped = await carCandidates({ ...rental, extras });
    expect(equipped).toHaveLength(plain.size);
    for (const car of equipped) {
      const extra = (car.extrasDaily.childSeat * 2 + car.extrasDaily.gps) * 3;
      expect(car.offers[0].rates.baseRate).toBe(
        plain.get(car.id)!.offers[0].rates.baseRate + extra,
      );
    }
    const oneWay = await carCandidates({ ...rental, dropOffLocationId: "airport-OPO" });
    for (const car of oneWay) {
      expect(car.offers[0].rates.baseRate).toBe(
        plain.get(car.id)!.offers[0].rates.baseRate + car.oneWayFee,
      );
    }
    // Returning it where it was picked up is no one-way rental.
    const round = await carCandidates({ ...rental, dropOffLocationId: "airport-LIS" });
    expect(round).toEqual(await carCandidates(rental));
    await expect(carCandidates({ ...rental, dropOffLocationId: "airport-QQQ" })).rejects.toEqual(
      refused("notFound"),
    );
  });

  it("need the driver's residence and a rental of 1 to 60 days", () => {
    const { residence: _r, ...noResidence } = rental;
    expect(carQuery.safeParse(noResidence).success).toBe(false);
    expect(carQuery.safeParse({ ...rental, dropOff: "2027-07-03T10:00" }).success).toBe(false);
    expect(carQuery.safeParse({ ...rental, dropOff: "2027-05-03T09:00" }).success).toBe(false);
  });
});

describe("activity candidates", () => {
  const day = activityQuery.parse({
    productCode: "a-1620619017-1",
    date: "2027-05-03",
    travellers: { adults: 2, children: 1 },
  });

  it("are an offer a slot of each option, priced by traveller type", async () => {
    const [activity] = await activityCandidates(day);
    expect(await activityCandidates(day)).toEqual([activity]);
    expect(activity!.id).toBe(day.productCode);
    const admitting = activity!.options.filter((o) => o.prices.child !== undefined);
    expect(activity!.offers.map((o) => o.offerId)).toEqual(
      admitting.flatMap((o) => o.times.map((time) => `${o.id}@${time}`)),
    );
    for (const offer of activity!.offers) {
      const option = activity!.options.find((o) => offer.offerId.startsWith(`${o.id}@`))!;
      const baseRate = option.prices.adult! * 2 + option.prices.child!;
      expect(optionBaseRate(option, day.travellers)).toBe(baseRate);
      expect(offer).toMatchObject({
        capacity: option.placesPerSlot,
        rates: {
          baseRate,
          totalRate: baseRate + percentOf(baseRate, activity!.taxAndFeeBasisPoints),
        },
      });
    }
  });

  it("leave out the options that do not admit children", async () => {
    // The city's activities with an adults-only option, and one that admits children.
    const all = await activitiesIn(LISBON.id);
    const adultsOnly = all.find((a) => a.options.some((o) => o.prices.child === undefined));
    expect(adultsOnly).toBeDefined();
    const [withChild] = await activityCandidates({ ...day, productCode: adultsOnly!.id });
    const [adults] = await activityCandidates({
      ...day,
      productCode: adultsOnly!.id,
      travellers: { adults: 2, children: 0, seniors: 1 },
    });
    const strictOptions = adultsOnly!.options.filter((o) => o.prices.child === undefined);
    for (const option of strictOptions) {
      expect(optionBaseRate(option, day.travellers)).toBeNull();
      expect(withChild!.offers.some((o) => o.offerId.startsWith(`${option.id}@`))).toBe(false);
      expect(adults!.offers.some((o) => o.offerId.startsWith(`${option.id}@`))).toBe(true);
    }
  });

  it("include the city's named test activities; only cities have activities", async () => {
    const all = await activitiesIn(LISBON.id);
    const test = all.filter((a) => a.id.includes("-test-"));
    expect(test.map((a) => a.id)).toEqual(
      ["sold-out", "price-change", "fails-at-book", "fails-at-cancel", "last-places"].map(
        (slug) => `a-1620619017-test-${slug}`,
      ),
    );
    const [last] = await activityCandidates({
      ...day,
      productCode: "a-1620619017-test-last-places",
    });
    expect(last!.offers).toEqual([
      expect.objectContaining({ offerId: "a-1620619017-test-last-places-o1@10:00", capacity: 2 }),
    ]);
    await expect(activitiesIn("airport-LIS")).rejects.toEqual(refused("notFound"));
    await expect(activityCandidates({ ...day, productCode: "a-1620619017-99" })).rejects.toEqual(
      refused("notFound"),
    );
    await expect(activityCandidates({ ...day, productCode: "nothing" })).rejects.toEqual(
      refused("notFound"),
    );
  });

  it("take 1 to MAX_ACTIVITY_TRAVELLERS travellers, one an adult or a senior", () => {
    const parse = (travellers: object) => activityQuery.safeParse({ ...day, travellers }).success;
    expect(parse({ adults: 0, seniors: 1 })).toBe(true);
    expect(parse({ adults: 0, children: 2 })).toBe(false);
    expect(parse({ adults: MAX_ACTIVITY_TRAVELLERS, children: 1 })).toBe(false);
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
