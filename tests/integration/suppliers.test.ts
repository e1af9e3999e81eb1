import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { supplierReservations as r } from "@/lib/server/db/schema";
import { activitiesIn, sandboxActivitySupplier } from "@/lib/server/inventory/activities/supplier";
import {
  daysFrom,
  ensureAllotments,
  firstOpenDay,
  hold as holdUnits,
  PRUNE_BATCH,
  pruneAllotments,
  sell,
} from "@/lib/server/inventory/allotments";
import { sandboxCarSupplier } from "@/lib/server/inventory/cars/supplier";
import { sandboxFlightSupplier } from "@/lib/server/inventory/flights/supplier";
import { geo } from "@/lib/server/inventory/geo/geo";
import { sandboxHotelSupplier } from "@/lib/server/inventory/hotels/supplier";
import { expireHolds, HOLD_MINUTES } from "@/lib/server/inventory/reservations";
import { SupplierError, type Supplier, type SupplierResult } from "@/lib/server/inventory/supplier";
import {
  allotmentRows as rows,
  refused,
  reservationsOf as reservations,
  unitsLeft,
} from "../support/suppliers";

// PostgreSQL runs share one database: the days below (from 2030) are used by no other file, and
// every test takes its own days or items. The suppliers run on a test clock.
const START = Date.parse("2030-01-10T12:00:00Z");
const MINUTE = 60_000;
const LISBON = "city-1620619017";
const PORTO = "city-1620356810";

function testClock() {
  let now = START;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** The named sandbox test cars and activities behave one way each: not what these tests take. */
const isTestItem = (id: string) => /^c-[^-]+-sandbox-|^a-[^-]+-test-/.test(id);

/** The first result of a search that is no named test item. */
function ordinary<R extends SupplierResult>(results: R[]): R {
  const found = results.find((x) => !isTestItem(x.id));
  expect(found).toBeDefined();
  return found!;
}

/** The product code of a city's first ordinary activity. */
async function firstActivityOf(cityId: string): Promise<string> {
  return (await activitiesIn(cityId)).find((a) => !isTestItem(a.id))!.id;
}

/** Search, hold, book and cancel the first offer found; every unit comes back. */
async function lifecycle<Q, R extends SupplierResult>(
  supplier: Supplier<Q, R>,
  query: Q,
  expected: { days: string[]; quantity: number },
) {
  const results = await supplier.search(query);
  expect(results.length).toBeGreaterThan(0);
  const result = ordinary(results);
  const offer = result.offers[0]!;
  const capacity = offer.unitsLeft;
  expect(offer.available).toBe(true);
  expect(capacity).toBeGreaterThanOrEqual(expected.quantity);

  const hold = await supplier.hold({ offerId: offer.offerId, query });
  // The price check gives the search's price; the hold takes the query's units on its days.
  expect(hold).toMatchObject({
    product: supplier.product,
    offerId: offer.offerId,
    totalMinor: offer.rates.totalRate,
    currency: "USD",
    ...expected,
  });
  expect(hold.expiresAt.getTime()).toBe(START + HOLD_MINUTES * MINUTE);
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(
    capacity - expected.quantity,
  );
  for (const row of await rows(supplier.product, offer.offerId, expected.days)) {
    expect(row).toMatchObject({ capacity, held: expected.quantity, sold: 0 });
  }

  const booking = await supplier.book(hold.id);
  expect(booking).toMatchObject({ holdId: hold.id, status: "booked", ...expected });
  expect(booking.reference).toMatch(/^[A-Z]{3}-[0-9A-Z]{10}$/);
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(
    capacity - expected.quantity,
  );
  expect((await rows(supplier.product, offer.offerId, expected.days)).map((x) => x.day)).toEqual(
    expected.days,
  );
  for (const row of await rows(supplier.product, offer.offerId, expected.days)) {
    expect(row).toMatchObject({ held: 0, sold: expected.quantity });
  }
  await expect(supplier.book(hold.id)).rejects.toEqual(refused("conflict"));

  const cancelled = await supplier.cancel(booking.reference);
  expect(cancelled).toEqual({ ...booking, status: "cancelled" });
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(capacity);
  // A second cancel is refused and gives nothing back twice.
  await expect(supplier.cancel(booking.reference)).rejects.toEqual(refused("conflict"));
  for (const row of await rows(supplier.product, offer.offerId, expected.days)) {
    expect(row).toMatchObject({ capacity, held: 0, sold: 0 });
  }
  const [stored] = await reservations(offer.offerId);
  expect(stored).toMatchObject({ status: "cancelled", reference: booking.reference });
}

describe("hold, book and cancel give every unit back", () => {
  it("hotels: rooms on every night of the stay", async () => {
    const { clock } = testClock();
    const query = {
      placeId: LISBON,
      checkIn: "2030-02-01",
      checkOut: "2030-02-04",
      rooms: 2,
      guestsPerRoom: 2,
    };
    await lifecycle(sandboxHotelSupplier(clock), query, {
      days: ["2030-02-01", "2030-02-02", "2030-02-03"],
      quantity: 2,
    });
  });

  it("cars: one car on every rental day", async () => {
    const { clock } = testClock();
    const query = {
      locationId: "airport-LIS",
      pickUp: "2030-02-01T10:00",
      dropOff: "2030-02-04T09:00",
      driverAge: 30,
      residence: "PT",
    };
    await lifecycle(sandboxCarSupplier(clock), query, {
      days: ["2030-02-01", "2030-02-02", "2030-02-03"],
      quantity: 1,
    });
  });

  it("activities: a place of the time slot for every traveller", async () => {
    const { clock } = testClock();
    const query = {
      productCode: await firstActivityOf(LISBON),
      date: "2030-02-01",
      travellers: { adults: 2, seniors: 1 },
    };
    await lifecycle(sandboxActivitySupplier(clock), query, { days: ["2030-02-01"], quantity: 3 });
  });

  it("cars: the one car a day of the Last Car test car, a day's each way", async () => {
    const cars = sandboxCarSupplier(testClock().clock);
    const query = {
      locationId: "airport-LIS",
      pickUp: "2030-02-05T10:00",
      dropOff: "2030-02-06T10:00",
      driverAge: 30,
      residence: "PT",
    };
    const offerId = "c-LIS-sandbox-last-car";
    const listed = (await cars.search(query)).find((c) => c.id === offerId);
    expect(listed!.offers[0]).toMatchObject({ unitsLeft: 1, available: true });
    const hold = await cars.hold({ offerId, query });
    await expect(cars.hold({ offerId, query })).rejects.toEqual(refused("soldOut"));
    // The next day's car is another one.
    const next = { ...query, pickUp: "2030-02-06T11:00", dropOff: "2030-02-07T10:00" };
    await cars.release((await cars.hold({ offerId, query: next })).id);
    await cars.release(hold.id);
    expect((await cars.details(offerId, query)).offers[0]).toMatchObject({ unitsLeft: 1 });
  });
});

describe("sold out", () => {
  it("refuses a hold beyond what is left, holding nothing, and search leaves the offer out", async () => {
    const hotels = sandboxHotelSupplier(testClock().clock);
    const query = {
      placeId: PORTO,
      checkIn: "2030-02-10",
      checkOut: "2030-02-12",
      rooms: 2,
      guestsPerRoom: 2,
    };
    const [hotel] = await hotels.search(query);
    const offer = hotel!.offers[0]!;
    // Leave one room on the second night only.
    expect(await holdUnits("hotels", offer.offerId, ["2030-02-11"], offer.unitsLeft - 1)).toEqual({
      unitsLeft: 1,
    });

    await expect(hotels.hold({ offerId: offer.offerId, query })).rejects.toEqual(
      refused("soldOut"),
    );
    // Its own nights: another file may hold this room type on other days meanwhile.
    const nights = await rows("hotels", offer.offerId, ["2030-02-10", "2030-02-11"]);
    expect(nights.map((x) => x.held)).toEqual([0, offer.unitsLeft - 1]);
    expect(await reservations(offer.offerId)).toEqual([]);

    // Two rooms: the room type is gone from the search, and marked in the details.
    const again = await hotels.search(query);
    const offerIds = again.flatMap((h) => h.offers.map((o) => o.offerId));
    expect(offerIds).not.toContain(offer.offerId);
    expect(offerIds.length).toBeGreaterThan(0);
    const details = await hotels.details(hotel!.id, query);
    expect(details.offers.find((o) => o.offerId === offer.offerId)).toMatchObject({
      unitsLeft: 1,
      available: false,
    });

    // One room is still there.
    const one = { ...query, rooms: 1 };
    const listed = (await hotels.search(one)).find((h) => h.id === hotel!.id);
    expect(listed!.offers.find((o) => o.offerId === offer.offerId)).toMatchObject({
      unitsLeft: 1,
      available: true,
    });
    await hotels.hold({ offerId: offer.offerId, query: one });
    expect((await hotels.search(one)).flatMap((h) => h.offers.map((o) => o.offerId))).not.toContain(
      offer.offerId,
    );
  });

  it("lets exactly one of parallel holds take the last unit", async () => {
    const cars = sandboxCarSupplier(testClock().clock);
    const query = {
      locationId: "airport-OPO",
      pickUp: "2030-02-15T09:00",
      dropOff: "2030-02-17T09:00",
      driverAge: 40,
      residence: "PT",
    };
    const car = ordinary(await cars.search(query));
    const offer = car!.offers[0]!;
    const days = ["2030-02-15", "2030-02-16"];
    expect(await holdUnits("cars", offer.offerId, days, offer.unitsLeft - 1)).toEqual({
      unitsLeft: 1,
    });

    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, () => cars.hold({ offerId: offer.offerId, query })),
    );
    expect(attempts.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    for (const x of attempts.filter((x) => x.status === "rejected")) {
      expect(x.reason).toEqual(refused("soldOut"));
    }
    expect(await reservations(offer.offerId)).toHaveLength(1);
    for (const row of await rows("cars", offer.offerId, days)) {
      expect(row.held).toBe(row.capacity);
    }
    // Sold out: absent from the search, unavailable in the details.
    expect((await cars.search(query)).map((c) => c.id)).not.toContain(car!.id);
    expect((await cars.details(car!.id, query)).offers[0]).toMatchObject({
      unitsLeft: 0,
      available: false,
    });
  });
});

describe("holds expire", () => {
  it("are released once, however many callers notice", async () => {
    const time = testClock();
    const activities = sandboxActivitySupplier(time.clock);
    const query = {
      productCode: await firstActivityOf(PORTO),
      date: "2030-02-20",
      travellers: { adults: 2 },
    };
    const [activity] = await activities.search(query);
    const { offerId, unitsLeft: capacity } = activity!.offers[0]!;

    const first = await activities.hold({ offerId, query });
    time.advance(10 * MINUTE);
    const second = await activities.hold({
      offerId,
      query: { ...query, travellers: { adults: 3 } },
    });
    time.advance(5 * MINUTE - 1);
    expect(await unitsLeft(activities, query.productCode, offerId, query)).toBe(capacity - 5);

    // The first hold's expiry: two bookings, two sweeps and a search all notice it at once.
    time.advance(1);
    const now = time.clock();
    const noticed = await Promise.allSettled([
      activities.book(first.id),
      activities.book(first.id),
      expireHolds("activities", now),
      expireHolds("activities", now),
      activities.search(query),
    ]);
    expect(noticed[0]).toEqual({ status: "rejected", reason: refused("expired") });
    expect(noticed[1]).toEqual({ status: "rejected", reason: refused("expired") });
    expect(noticed.slice(2).every((x) => x.status === "fulfilled")).toBe(true);
    // Given back once: the second hold's units are still held.
    expect((await rows("activities", offerId, query.date))[0]).toMatchObject({ held: 3, sold: 0 });
    expect(await expireHolds("activities", now)).toBe(0);
    expect((await reservations(offerId)).map((x) => x.status)).toEqual(["expired", "held"]);

    // Releasing an expired hold changes nothing; the live one still books.
    await activities.release(first.id);
    await expect(activities.book(first.id)).rejects.toEqual(refused("expired"));
    const booking = await activities.book(second.id);
    expect((await rows("activities", offerId, query.date))[0]).toMatchObject({ held: 0, sold: 3 });

    // Past its expiry the booking is unaffected by sweeps.
    time.advance(HOLD_MINUTES * MINUTE);
    expect(await expireHolds("activities", time.clock())).toBe(0);
    expect(await activities.cancel(booking.reference)).toMatchObject({ status: "cancelled" });
    expect((await rows("activities", offerId, query.date))[0]).toMatchObject({ held: 0, sold: 0 });
  });

  it("are swept by the next search a second later when nobody asks for them", async () => {
    const time = testClock();
    const cars = sandboxCarSupplier(time.clock);
    const query = {
      locationId: "airport-FAO",
      pickUp: "2030-02-21T10:00",
      dropOff: "2030-02-22T10:00",
      driverAge: 30,
      residence: "PT",
    };
    const car = ordinary(await cars.search(query));
    const { offerId, unitsLeft: left } = car!.offers[0]!;
    await cars.hold({ offerId, query });
    // Expired by its row rather than by the clock.
    const db = await getDb();
    await db
      .update(r)
      .set({ expiresAt: new Date(START - MINUTE) })
      .where(eq(r.itemId, offerId));
    // Swept at most once a second (of the supplier's clock): the hold's unit is still out ...
    const soon = (await cars.search(query)).find((c) => c.id === car.id);
    expect(soon!.offers[0]).toMatchObject({ offerId, unitsLeft: left - 1 });
    // ... and back a second later.
    time.advance(1000);
    const again = (await cars.search(query)).find((c) => c.id === car.id);
    expect(again!.offers[0]).toMatchObject({ offerId, unitsLeft: left });
    expect((await reservations(offerId)).map((x) => x.status)).toEqual(["expired"]);
  });
});

describe("release", () => {
  /** An activity of Madrid on `date` for one adult: Madrid's activities are these tests' alone. */
  async function madridActivity(date: string) {
    const activities = sandboxActivitySupplier(testClock().clock);
    const { cities } = await geo();
    const madrid = cities.places.find((p) => p.name === "Madrid" && p.countryCode === "ES")!.id;
    const query = { productCode: await firstActivityOf(madrid), date, travellers: { adults: 1 } };
    const [activity] = await activities.search(query);
    const { offerId, unitsLeft: places } = activity!.offers[0]!;
    return { activities, activity: activity!, query, offerId, places };
  }

  it("gives a hold's units back once and stops it from being booked", async () => {
    const { activities, activity, query, offerId, places } = await madridActivity("2030-02-25");
    const released = await activities.hold({ offerId, query });
    const kept = await activities.hold({ offerId, query: { ...query, travellers: { adults: 2 } } });

    await activities.release(released.id);
    await activities.release(released.id);
    expect(await unitsLeft(activities, activity.id, offerId, query)).toBe(places - 2);
    await expect(activities.book(released.id)).rejects.toEqual(refused("conflict"));

    const booking = await activities.book(kept.id);
    await expect(activities.release(kept.id)).rejects.toEqual(refused("conflict"));
    expect((await rows("activities", offerId, query.date))[0]).toMatchObject({
      held: 0,
      sold: 2,
    });
    expect((await reservations(offerId)).map((x) => [x.status, x.reference])).toEqual([
      ["released", null],
      ["booked", booking.reference],
    ]);
  });

  it("by the buyer's reference gives back the hold made under it, and nothing else", async () => {
    const { activities, activity, query, offerId, places } = await madridActivity("2030-02-27");
    const [lost, sold] = [randomUUID(), randomUUID()];
    await activities.hold({ offerId, query, reference: lost });
    const booked = await activities.hold({ offerId, query, reference: sold });
    await activities.book(booked.id);
    // One hold a reference.
    await expect(activities.hold({ offerId, query, reference: lost })).rejects.toEqual(
      refused("conflict"),
    );

    await activities.releaseReference(lost);
    await activities.releaseReference(lost);
    await activities.releaseReference(sold); // booked: not a hold any more
    await activities.releaseReference(randomUUID()); // none made
    expect(await unitsLeft(activities, activity.id, offerId, query)).toBe(places - 1);
    const db = await getDb();
    const made = await db
      .select({ status: r.status, reference: r.clientReference })
      .from(r)
      .where(inArray(r.clientReference, [lost, sold]))
      .orderBy(r.createdAt);
    expect(made).toEqual([
      { status: "released", reference: lost },
      { status: "booked", reference: sold },
    ]);
  });
});

describe("refusals", () => {
  const hotels = sandboxHotelSupplier(testClock().clock);
  const query = {
    placeId: LISBON,
    checkIn: "2030-03-01",
    checkOut: "2030-03-02",
    rooms: 1,
    guestsPerRoom: 1,
  };

  it("answers notFound for unknown places, ids, holds and references", async () => {
    const notFound = refused("notFound");
    await expect(hotels.search({ ...query, placeId: "city-0" })).rejects.toEqual(notFound);
    await expect(hotels.details("h-0-1", query)).rejects.toEqual(notFound);
    await expect(hotels.hold({ offerId: "h-0-1-DBL", query })).rejects.toEqual(notFound);
    await expect(hotels.book(randomUUID())).rejects.toEqual(notFound);
    await expect(hotels.book("not-a-hold")).rejects.toEqual(notFound);
    await expect(hotels.release(randomUUID())).rejects.toEqual(notFound);
    await expect(hotels.cancel("HTL-0000000000")).rejects.toEqual(notFound);
    const flights = sandboxFlightSupplier(testClock().clock);
    const flight = {
      trip: "oneway" as const,
      legs: [{ from: ["LIS"], to: ["QQQ"], date: "2030-03-01" }],
      adults: 1,
    };
    await expect(flights.search(flight)).rejects.toEqual(notFound);
    const activities = sandboxActivitySupplier(testClock().clock);
    const day = { date: "2030-03-01", travellers: { adults: 1 } };
    // An airport has no activities, nor has a city an activity it does not list.
    await expect(activities.search({ ...day, productCode: "a-LIS-1" })).rejects.toEqual(notFound);
    await expect(activities.search({ ...day, productCode: "a-1620619017-99" })).rejects.toEqual(
      notFound,
    );
    const activity = await firstActivityOf(LISBON);
    await expect(
      activities.hold({
        offerId: `${activity}-o1@03:00`,
        query: { ...day, productCode: activity },
      }),
    ).rejects.toEqual(notFound);

    // Another product's hold and booking are unknown to this one.
    const [hotel] = await hotels.search(query);
    const hold = await hotels.hold({ offerId: hotel!.offers[0]!.offerId, query });
    await expect(flights.book(hold.id)).rejects.toEqual(notFound);
    const booking = await hotels.book(hold.id);
    await expect(flights.cancel(booking.reference)).rejects.toEqual(notFound);
    expect((await hotels.cancel(booking.reference)).status).toBe("cancelled");
  });

  it("answers invalid for bad input and days not on sale", async () => {
    const invalid = refused("invalid");
    await expect(hotels.search({ ...query, rooms: 0 })).rejects.toEqual(invalid);
    await expect(hotels.search({ ...query, checkOut: query.checkIn })).rejects.toEqual(invalid);
    await expect(hotels.search({ ...query, checkIn: "2030-01-08" })).rejects.toEqual(invalid);
    await expect(
      hotels.search({ ...query, checkIn: "2031-08-01", checkOut: "2031-08-02" }),
    ).rejects.toEqual(invalid);
    await expect(hotels.hold({ offerId: "", query })).rejects.toEqual(invalid);
    await expect(hotels.book(42 as unknown as string)).rejects.toEqual(invalid);
    const error = await hotels.search({ ...query, guestsPerRoom: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^guestsPerRoom: /),
    });
  });
});

describe("pruning", () => {
  // Later than any test clock above, so this process's next prune is due at T.
  const T = Date.parse("2040-01-01T00:00:00Z");
  const at = (minutes: number) => new Date(T + minutes * MINUTE);
  const count = async (itemId: string) => (await rows("hotels", itemId)).length;

  it("deletes only rows of past days with nothing held or sold", async () => {
    const item = `test-prune-${randomUUID()}`;
    const open = firstOpenDay(at(0));
    const days = ["2039-06-01", ...daysFrom("2039-12-29", 2), open, "2040-01-05"];
    expect(days[2]).toBe("2039-12-30");
    expect(open).toBe("2039-12-31");
    await ensureAllotments(
      days.map((day) => ({ product: "hotels" as const, itemId: item, day, capacity: 3 })),
      at(0),
    );
    expect(await holdUnits("hotels", item, ["2039-06-01"], 1)).toEqual({ unitsLeft: 2 });
    expect(await holdUnits("hotels", item, ["2039-12-29"], 2)).toEqual({ unitsLeft: 1 });
    expect(await sell("hotels", item, ["2039-12-29"], 1)).toBe(true);

    // Drains every untouched past row of the database, in batches.
    while ((await pruneAllotments(at(0))) === PRUNE_BATCH);
    expect((await rows("hotels", item)).map((x) => x.day)).toEqual([
      "2039-06-01",
      "2039-12-29",
      open,
      "2040-01-05",
    ]);
    expect(await pruneAllotments(at(0))).toBe(0);
  });

  it("runs from ensureAllotments at most hourly, sooner while batches come back full", async () => {
    const old = `test-prune-${randomUUID()}`;
    const pastDays = daysFrom("2020-01-01", PRUNE_BATCH + 5);
    const seed = (itemId: string, days: string[]) =>
      days.map((day) => ({ product: "hotels" as const, itemId, day, capacity: 1 }));
    // The first call prunes (due at T), then inserts; nothing older is left to prune.
    while ((await pruneAllotments(at(0))) === PRUNE_BATCH);
    await ensureAllotments(seed(old, pastDays), at(0));
    expect(await count(old)).toBe(PRUNE_BATCH + 5);

    const future = `test-prune-${randomUUID()}`;
    await ensureAllotments(seed(future, ["2040-02-01"]), at(59));
    expect(await count(old)).toBe(PRUNE_BATCH + 5);
    // An hour on: one full batch, and the next call goes on at once.
    await ensureAllotments(seed(future, ["2040-02-02"]), at(61));
    expect(await count(old)).toBe(5);
    await ensureAllotments(seed(future, ["2040-02-03"]), at(62));
    expect(await count(old)).toBe(0);
    // Then an hour's rest again.
    await ensureAllotments(seed(old, ["2039-01-01"]), at(63));
    await ensureAllotments(seed(future, ["2040-02-04"]), at(121));
    expect(await count(old)).toBe(1);
    await ensureAllotments(seed(future, ["2040-02-05"]), at(123));
    expect(await count(old)).toBe(0);
    expect(await count(future)).toBe(5);
  });
});

it("keeps the reservation rules in a CHECK constraint", async () => {
  const db = await getDb();
  const row = {
    product: "hotels" as const,
    itemId: `test-${randomUUID()}`,
    days: ["2030-04-01"],
    quantity: 1,
    totalMinor: 100,
    expiresAt: new Date(START),
  };
  // A booking needs a reference, a hold has none; no units or no days are no reservation.
  await expect(db.insert(r).values({ ...row, status: "booked" })).rejects.toThrow();
  await expect(db.insert(r).values({ ...row, reference: "HTL-1" })).rejects.toThrow();
  await expect(db.insert(r).values({ ...row, quantity: 0 })).rejects.toThrow();
  await expect(db.insert(r).values({ ...row, days: [] })).rejects.toThrow();
  // Released, so no sweep ever looks for its units.
  await db.insert(r).values({ ...row, status: "released" });
  expect(await reservations(row.itemId)).toHaveLength(1);
});
