import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { GET as getQuote } from "@/app/api/checkout/quotes/[id]/route";
import { CAR_ERRORS, CAR_FREE_CANCEL_HOURS, type CarOfferSnapshot } from "@/lib/contract/cars";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  bookingsOf,
  type Browser,
  cancelBooking,
  cardToken,
  createQuote,
  placeBooking,
  quotesOf,
  readBooking,
  sandboxPayments,
  wallClockInstant,
} from "../support/booking";
import { expectUnansweredCancellationToStand } from "../support/cancellation";
import { carDetails, carsOf, driver, rental, searchCars } from "../support/cars";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";

/**
 * Car rentals on the booking engine (DESIGN §9): search and details through the routes, the
 * extras and surcharges priced by the server, quote, book, pay, cancel; the last car; the
 * driver's rules; the named test cars. PostgreSQL runs share one database: the rentals here are
 * this file's own, 400 to 430 days ahead (the sandbox sells 550 days ahead), at JFK.
 */

const DESK = "airport-JFK";
const OTHER_DESK = "airport-LGA";
const HOUR_MS = 3_600_000;

const session = reusedSessions();
let traveller: Browser;
let agent: Browser;
let restricted: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agent = { cookie: await session(DEMO, "agent@horizon.test") };
  restricted = { cookie: await session(DEMO, "restricted@horizon.test") };
});

/** Two prices that differ by a part priced apart: each side rounds its taxes and markup once. */
function expectCents(actual: number, expected: number, tolerance = 2) {
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe("car search and details", () => {
  const query = rental(DESK, 400);

  it("lists the desk's cars with their class, supplier and terms, the test cars among them", async () => {
    const found = await searchCars(DEMO, query);
    expect(found.status).toBe(200);
    expect(found.body.rentalDays).toBe(3);
    const { cars } = found.body;
    expect(cars.length).toBeGreaterThan(5);
    for (const car of cars) {
      expect(car.vehicleClass).toMatch(/^[A-Z]/);
      expect(car.name).toMatch(car.testBehaviour ? /^Sandbox Test Car – / : / or similar$/);
      expect(car.supplier.logo).toBe(`car-supplier-${car.supplier.code}`);
      expect(car.passengers).toBeGreaterThanOrEqual(4);
      expect(car.bags).toBeGreaterThan(0);
      expect(car.doors).toBeGreaterThan(1);
      expect(["automatic", "manual"]).toContain(car.transmission);
      expect(["terminal", "shuttle"]).toContain(car.counter);
      expect(car.pickUp).toMatchObject({
        locationId: DESK,
        kind: "airport",
        timeZone: "America/New_York",
        countryCode: "US",
      });
      expect(car.pickUp.name).toMatch(/\(JFK\)$/);
      expect(car.dropOff).toEqual(car.pickUp);
      expect(car.rentalDays).toBe(3);
      expect(car.dailyRate).toBe(Math.round(car.rates.totalRate / 3));
      expect(car).toMatchObject({ youngDriverFee: 0, oneWayFee: 0, available: true });
      expect(car.unitsLeft).toBeGreaterThan(0);
      // A visitor sees no wholesale rate nor markup.
      expect(car.rates).not.toHaveProperty("baseRate");
      expect(car.rates).not.toHaveProperty("markup");
    }
    const test = cars.filter((c) => c.supplier.code === "sandbox");
    expect(test.map((c) => c.testBehaviour).sort()).toEqual([
      "Fails at Booking",
      "Fails at Cancellation",
      "Last Car",
      "Price Change",
      "Sold Out",
    ]);
    for (const car of test) {
      expect(car.name).toBe(`Sandbox Test Car – ${car.testBehaviour}`);
      expect(car.offerId).toMatch(/^c-JFK-sandbox-[a-z-]+$/);
    }
    expect(test.find((c) => c.testBehaviour === "Last Car")!.unitsLeft).toBe(1);
  });

  it("shows the wholesale rate and the markup to an unrestricted agent only", async () => {
    const asAgent = await searchCars(DEMO, query, agent.cookie);
    for (const car of asAgent.body.cars) {
      expect(car.rates.totalRate).toBe(
        car.rates.baseRate! + car.rates.markup! + car.rates.taxAndFee,
      );
      expect(car.rates.markup).toBeGreaterThan(0);
    }
    for (const cookie of ["", restricted.cookie]) {
      const shown = await searchCars(DEMO, query, cookie);
      expect(JSON.stringify(shown.body)).not.toMatch(/"markup"|"baseRate"/);
    }
    const { ordinary } = await carsOf(DEMO, query);
    const details = await carDetails(DEMO, query, ordinary.offerId, agent.cookie);
    expect(details.body.car.rates).toHaveProperty("markup");
    const visitor = await carDetails(DEMO, query, ordinary.offerId);
    expect(JSON.stringify(visitor.body)).not.toMatch(/"markup"|"baseRate"/);
  });

  it("prices the extras a day, adding them to the total by the server's price", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const plain = await carDetails(DEMO, query, ordinary.offerId);
    expect(plain.status).toBe(200);
    expect(plain.body.car.rates).toEqual(ordinary.rates);
    expect(plain.body.extras.map((e) => [e.code, e.max])).toEqual([
      ["childSeat", 3],
      ["additionalDriver", 2],
      ["gps", 1],
    ]);
    for (const extra of plain.body.extras) expect(extra.dailyRate).toBeGreaterThan(0);
    expect(plain.body.included.insurance).toContain("collisionDamageWaiver");
    expect(plain.body.included.excess).toBeGreaterThan(0);
    expect(plain.body.included.mileage).toEqual(ordinary.mileage);
    expect(plain.body.pickUpInstructions).toContain("(JFK)");
    expect(plain.body.toBring).toContain("licence");

    const withSeat = { ...query, extras: { childSeat: 1 } };
    const seated = await carDetails(DEMO, withSeat, ordinary.offerId);
    const seat = plain.body.extras.find((e) => e.code === "childSeat")!;
    const added = seated.body.car.rates.totalRate - plain.body.car.rates.totalRate;
    // A seat a day for three days, each day's price rounded once.
    expectCents(added, seat.dailyRate * 3, 3 + 2);
    const twoSeats = await carDetails(
      DEMO,
      { ...query, extras: { childSeat: 2 } },
      ordinary.offerId,
    );
    expect(twoSeats.body.car.rates.totalRate).toBeGreaterThan(seated.body.car.rates.totalRate);
    // More than the supplier rents, or an amount of its own, is refused.
    for (const extras of [{ childSeat: 4 }, { gps: 2 }, { childSeat: 1, price: 1 }]) {
      const r = await carDetails(DEMO, { ...query, extras }, ordinary.offerId);
      expect(r.status, JSON.stringify(extras)).toBe(400);
    }
  });

  it("adds the young-driver surcharge under 25, and shows it", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const young = await searchCars(DEMO, { ...query, driverAge: 23 });
    expect(young.status).toBe(200);
    const same = young.body.cars.find((c) => c.offerId === ordinary.offerId)!;
    expect(same.youngDriverFee).toBeGreaterThan(0);
    expectCents(same.rates.totalRate - ordinary.rates.totalRate, same.youngDriverFee);
    for (const car of young.body.cars) {
      expect(car.youngDriverFee).toBeGreaterThan(0);
      expect(car.minDriverAge).toBeLessThanOrEqual(23);
    }
    // Premium, convertible and luxury cars are for drivers of 25 and over.
    const adult = await searchCars(DEMO, query);
    expect(young.body.cars.length).toBeLessThan(adult.body.cars.length);
    const details = await carDetails(DEMO, { ...query, driverAge: 23 }, ordinary.offerId);
    expect(details.body.car.youngDriverFee).toBe(same.youngDriverFee);
    expect(details.body.car.rates.totalRate).toBe(same.rates.totalRate);
    const at25 = await carDetails(DEMO, { ...query, driverAge: 25 }, ordinary.offerId);
    expect(at25.body.car.youngDriverFee).toBe(0);
  });

  it("charges a one-way fee for a return at another desk", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const oneWay = { ...query, dropOffLocationId: OTHER_DESK };
    const found = await searchCars(DEMO, oneWay);
    expect(found.status).toBe(200);
    const same = found.body.cars.find((c) => c.offerId === ordinary.offerId)!;
    expect(same.oneWayFee).toBeGreaterThan(0);
    expectCents(same.rates.totalRate - ordinary.rates.totalRate, same.oneWayFee);
    expect(same.dropOff.locationId).toBe(OTHER_DESK);
    expect(same.dropOff.name).toMatch(/\(LGA\)$/);
    // Returning it where it was picked up is a round trip.
    const round = await searchCars(DEMO, { ...query, dropOffLocationId: DESK });
    expect(round.body.cars.find((c) => c.offerId === ordinary.offerId)!.oneWayFee).toBe(0);
  });
});

describe("booking a car with a child seat", () => {
  const query = { ...rental(DESK, 405), extras: { childSeat: 1 } };
  let reference: string;
  let charged: { amountMinor: number; currency: string };
  let offerId: string;
  let unitsBefore: number;

  it("quotes the car with the seat at the details' price, then books and pays", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    offerId = ordinary.offerId;
    unitsBefore = ordinary.unitsLeft;
    const details = await carDetails(DEMO, query, offerId);
    const q = await createQuote(DEMO, traveller, offerId, query);
    expect(q.status).toBe(201);
    expect(q.body).toMatchObject({ product: "cars", offerId, priceChanged: false });
    const price = q.body.price as { totalUsd: number; total: { amountMinor: number } };
    // The server's price for the car and its seat: the browser sent no amount.
    expect(price.totalUsd).toBe(details.body.car.rates.totalRate);
    expect(price.total.amountMinor).toBe(price.totalUsd);
    const offer = q.body.offer as CarOfferSnapshot;
    const seat = offer.extras.find((e) => e.code === "childSeat")!;
    expect(offer.extras).toEqual([{ code: "childSeat", quantity: 1, totalUsd: seat.totalUsd }]);
    const daily = details.body.extras.find((e) => e.code === "childSeat")!.dailyRate;
    expectCents(seat.totalUsd, daily * 3, 3);
    const plain = await carDetails(DEMO, rental(DESK, 405), offerId);
    expectCents(price.totalUsd - plain.body.car.rates.totalRate, seat.totalUsd);

    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        travellers: [driver(30, { flightNumber: "ba117" })],
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "confirmed", product: "cars" });
    reference = r.body.reference as string;
    charged = r.body.charged as typeof charged;
    expect(charged).toEqual({ amountMinor: price.total.amountMinor, currency: "USD" });
    expect(r.body.hotelConfirmation).toMatch(/^CR\d{8}$/);
    const pays = await sandboxPayments(reference);
    expect(pays.map((p) => [p.status, p.capturedMinor])).toEqual([
      ["captured", charged.amountMinor],
    ]);
    // The car is taken on each of its days.
    const after = await carDetails(DEMO, query, offerId);
    expect(after.body.car.unitsLeft).toBe(unitsBefore - 1);
  });

  it("shows the rental, the seat and the driver in the booking", async () => {
    const r = await readBooking(DEMO, reference, traveller.cookie);
    expect(r.status).toBe(200);
    const offer = r.body.offer as CarOfferSnapshot;
    expect(offer).toMatchObject({
      product: "cars",
      offerId,
      rentalDays: 3,
      driverAge: 30,
      residence: "PT",
      youngDriverFeeUsd: 0,
      oneWayFeeUsd: 0,
      pickUp: { locationId: DESK, at: query.pickUp, timeZone: "America/New_York" },
      dropOff: { locationId: DESK, at: query.dropOff },
    });
    expect(offer.extras.map((e) => [e.code, e.quantity])).toEqual([["childSeat", 1]]);
    expect(offer.pickUpInstructions).not.toBe("");
    expect(r.body.travellers).toEqual([
      {
        firstName: "Ana",
        lastName: "Silva",
        unit: 0,
        age: 30,
        licenceCountry: "PT",
        flightNumber: "BA117",
      },
    ]);
    expect(r.body.answers).toBeNull();
    expect(r.body.tickets).toBeNull();
    // Free until 48 hours before the pick-up at the desk's clock.
    const pickUp = wallClockInstant(query.pickUp, "America/New_York");
    const freeUntil = new Date(pickUp.getTime() - CAR_FREE_CANCEL_HOURS * HOUR_MS).toISOString();
    expect(offer.policy).toMatchObject({
      refundable: true,
      freeUntil,
      timeZone: "America/New_York",
    });
    expect(r.body.cancellation).toEqual({
      refund: charged,
      penalty: { amountMinor: 0, currency: "USD" },
      freeUntil,
    });
  });

  it("cancels within the free window with a full refund, and the car is back", async () => {
    const r = await cancelBooking(DEMO, reference, traveller.cookie, {
      expectedRefundMinor: charged.amountMinor,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "cancelled", refunded: charged });
    expect(r.body.payments).toEqual([
      expect.objectContaining({ status: "refunded", captured: charged, refunded: charged }),
    ]);
    expect((await sandboxPayments(reference)).map((p) => p.refundedMinor)).toEqual([
      charged.amountMinor,
    ]);
    expect((await carDetails(DEMO, query, offerId)).body.car.unitsLeft).toBe(unitsBefore);
    expect((await cancelBooking(DEMO, reference, traveller.cookie)).status).toBe(409);
  });

  it("quotes a young driver's surcharge and books it for the driver of that age", async () => {
    const young = { ...rental(DESK, 406), driverAge: 22 };
    const { ordinary } = await carsOf(DEMO, young);
    expect(ordinary.youngDriverFee).toBeGreaterThan(0);
    const q = await createQuote(DEMO, traveller, ordinary.offerId, young);
    expect(q.status).toBe(201);
    const offer = q.body.offer as CarOfferSnapshot;
    expect(offer.youngDriverFeeUsd).toBe(ordinary.youngDriverFee);
    expect((q.body.price as { totalUsd: number }).totalUsd).toBe(ordinary.rates.totalRate);
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { travellers: [driver(22)] }),
    );
    expect(r.status).toBe(201);
  });
});

describe("the last car", () => {
  it("is rented once among 100 concurrent buyers; the others are told it is gone", async () => {
    const query = rental(DESK, 410, {}, 2);
    const { test } = await carsOf(VIAJES, query);
    const last = test("Last Car");
    expect(last.unitsLeft).toBe(1);
    const buyers = Array.from({ length: 100 }, (): Browser => ({ cookie: "" }));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const q = await createQuote(VIAJES, b, last.offerId, query);
        if (q.status !== 201) return q;
        return placeBooking(
          VIAJES,
          b,
          bookingBody(q.body.id as string, await cardToken(VIAJES), { travellers: [driver()] }),
        );
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("soldOut");
    const winner = results.find((r) => r.status === 201)!.body.reference as string;
    expect((await sandboxPayments(winner)).map((p) => p.status)).toEqual(["captured"]);
    const db = await getDb();
    const booked = (await quotesOf(last.offerId)).filter((q) => q.status === "booked");
    const mine = booked.filter((q) => (q.query as { pickUp: string }).pickUp === query.pickUp);
    expect(mine).toHaveLength(1);
    expect(
      await db.select().from(t.bookings).where(eq(t.bookings.quoteId, mine[0]!.id)),
    ).toHaveLength(1);
    // Gone from the search, and none left in the details, on those days only.
    const after = await searchCars(VIAJES, query);
    expect(after.body.cars.map((c) => c.offerId)).not.toContain(last.offerId);
    expect((await carDetails(VIAJES, query, last.offerId)).body.car).toMatchObject({
      unitsLeft: 0,
      available: false,
    });
    const later = await carDetails(VIAJES, rental(DESK, 413, {}, 1), last.offerId);
    expect(later.body.car.unitsLeft).toBe(1);
  });
});

describe("replays and other agencies", () => {
  it("books once for concurrent replays of one idempotency key; another body is a 422", async () => {
    const query = rental(DESK, 415);
    const { ordinary } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, ordinary.offerId, query);
    const body = bookingBody(q.body.id as string, await cardToken(DEMO), {
      travellers: [driver()],
    });
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeBooking(DEMO, traveller, body, key)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    const rows = await bookingsOf(q.body.id as string);
    expect(rows).toHaveLength(1);
    const pays = await sandboxPayments(rows[0]!.reference);
    expect(pays.filter((p) => p.status === "captured")).toHaveLength(1);
    const other = await placeBooking(
      DEMO,
      traveller,
      { ...body, travellers: [driver(30, { licenceCountry: "ES" })] },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotencyMismatch");
  });

  it("answers 404 for a quote or a booking of another agency, read, booked or cancelled", async () => {
    const query = rental(DESK, 416);
    const { ordinary } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, ordinary.offerId, query);
    const id = q.body.id as string;
    const readQuote = (host: string, cookie: string) =>
      send(getQuote as never, host, `/api/checkout/quotes/${id}`, {
        method: "GET",
        headers: { cookie },
        params: { id },
      });
    expect((await readQuote(DEMO, traveller.cookie)).status).toBe(200);
    // A session of another agency is no session there.
    expect((await readQuote(VIAJES, traveller.cookie)).status).toBe(401);
    const owner = await session(VIAJES, "dueno@viajessol.test");
    expect((await readQuote(VIAJES, owner)).status).toBe(404);
    const guest: Browser = { cookie: "" };
    await createQuote(VIAJES, guest, ordinary.offerId, rental(DESK, 417));
    expect((await readQuote(VIAJES, guest.cookie)).status).toBe(404);
    const token = await cardToken(VIAJES);
    const body = bookingBody(id, token, { travellers: [driver()] });
    expect((await placeBooking(VIAJES, { cookie: owner }, body)).status).toBe(404);
    expect(await bookingsOf(id)).toEqual([]);

    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(id, await cardToken(DEMO), { travellers: [driver()] }),
    );
    expect(booked.status).toBe(201);
    const reference = booked.body.reference as string;
    expect((await readBooking(VIAJES, reference, owner)).status).toBe(404);
    expect((await readBooking(VIAJES, reference, guest.cookie)).status).toBe(404);
    expect((await cancelBooking(VIAJES, reference, owner)).status).toBe(404);
    expect((await cancelBooking(VIAJES, reference, guest.cookie)).status).toBe(404);
    // Still confirmed, and the agency's own staff see it.
    const mine = await readBooking(DEMO, reference, agent.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe("confirmed");
  });
});

describe("bad input", () => {
  const query = rental(DESK, 418);

  it("is refused at search, details and quote, with nothing held", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const before = (await quotesOf(ordinary.offerId)).length;
    const cases: [string, unknown, number][] = [
      ["malformed", "{not json", 400],
      ["no residence", { ...query, residence: undefined }, 400],
      ["a lowercase residence", { ...query, residence: "pt" }, 400],
      ["a driver under 18", { ...query, driverAge: 17 }, 400],
      ["a past pick-up", rental(DESK, -3), 400],
      [
        "a drop-off before the pick-up",
        { ...query, dropOff: query.pickUp.replace("T10", "T09") },
        400,
      ],
      ["a rental over 60 days", rental(DESK, 418, {}, 61), 400],
      ["beyond the days on sale", rental(DESK, 600), 400],
      ["an unknown desk", { ...query, locationId: "airport-QQQ" }, 404],
      ["an unknown drop-off desk", { ...query, dropOffLocationId: "airport-QQQ" }, 404],
    ];
    for (const [what, body, status] of cases) {
      expect((await searchCars(DEMO, body)).status, `search: ${what}`).toBe(status);
      if (typeof body === "object") {
        const r = await createQuote(DEMO, traveller, ordinary.offerId, body as typeof query);
        expect(r.status, `quote: ${what}`).toBe(status);
        const d = await carDetails(DEMO, body as object, ordinary.offerId);
        expect(d.status, `details: ${what}`).toBe(status);
      }
    }
    const malformed = await send(quote, DEMO, "/api/checkout/quotes", {
      body: "{not json",
      headers: { cookie: traveller.cookie },
    });
    expect(malformed.status).toBe(400);
    // An offer no desk has, or another desk's car.
    for (const offerId of ["c-JFK-nobody-economy", ordinary.offerId.replace("c-JFK-", "c-LIS-")]) {
      expect((await createQuote(DEMO, traveller, offerId, query)).status).toBe(404);
      expect((await carDetails(DEMO, query, offerId)).status).toBe(404);
    }
    // Not a car query at all.
    const hotelQuery = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: "cars",
        offerId: ordinary.offerId,
        query: { placeId: DESK },
        currency: "USD",
      },
      headers: { cookie: traveller.cookie },
    });
    expect(hotelQuery.status).toBe(400);
    expect((await quotesOf(ordinary.offerId)).length).toBe(before);
    expect((await carDetails(DEMO, query, ordinary.offerId)).body.car.unitsLeft).toBe(
      ordinary.unitsLeft,
    );
  });

  it("refuses a booking that breaks the driver's rules, and books nothing", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, ordinary.offerId, query);
    expect(q.status).toBe(201);
    const quoteId = q.body.id as string;
    const token = await cardToken(DEMO);
    const { licenceCountry: _l, ...noLicence } = driver();
    const cases: [unknown[], string][] = [
      [[driver(31)], CAR_ERRORS.ageMismatch],
      [[{ ...driver(), age: undefined }], CAR_ERRORS.ageMismatch],
      [[noLicence], CAR_ERRORS.licenceCountry],
      [[driver(), { ...driver(), unit: 1 }], CAR_ERRORS.oneDriver],
      [[{ ...driver(), unit: 1 }], CAR_ERRORS.oneDriver],
      [[driver(30, { flightNumber: "flight 9" })], CAR_ERRORS.flightNumber],
      [[driver(30, { licenceCountry: "Portugal" })], "two-letter country code"],
    ];
    for (const [travellers, message] of cases) {
      const r = await placeBooking(DEMO, traveller, bookingBody(quoteId, token, { travellers }));
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    const malformed = await placeBooking(DEMO, traveller, "{not json");
    expect(malformed.status).toBe(400);
    const priced = await placeBooking(
      DEMO,
      traveller,
      bookingBody(quoteId, token, { travellers: [driver()], totalMinor: 1 }),
    );
    expect(priced.status).toBe(400);
    expect(await bookingsOf(quoteId)).toEqual([]);
    const ok = await placeBooking(
      DEMO,
      traveller,
      bookingBody(quoteId, token, { travellers: [driver()] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.charged).toEqual((q.body.price as { total: unknown }).total);
  });
});

describe("the named test cars", () => {
  const query = rental(DESK, 420);

  it("sold out: refused at the quote", async () => {
    const { test } = await carsOf(DEMO, query);
    const r = await createQuote(DEMO, traveller, test("Sold Out").offerId, query);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("soldOut");
  });

  it("price change: the moved price must be accepted to book", async () => {
    const { test } = await carsOf(DEMO, query);
    const car = test("Price Change");
    const q = await createQuote(DEMO, traveller, car.offerId, query);
    expect(q.status).toBe(201);
    expect(q.body.priceChanged).toBe(true);
    expect(q.body.previousTotalUsd).toBe(car.rates.totalRate);
    expect((q.body.price as { totalUsd: number }).totalUsd).toBeGreaterThan(car.rates.totalRate);
    const token = await cardToken(DEMO);
    const body = (extra: object) =>
      bookingBody(q.body.id as string, token, { travellers: [driver()], ...extra });
    const refused = await placeBooking(DEMO, traveller, body({}));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("priceChanged");
    const accepted = await placeBooking(DEMO, traveller, body({ acceptPriceChange: true }));
    expect(accepted.status).toBe(201);
    expect((accepted.body.price as { totalUsd: number }).totalUsd).toBe(
      (q.body.price as { totalUsd: number }).totalUsd,
    );
  });

  it("fails at booking: the booking fails and the card is voided", async () => {
    const { test } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, test("Fails at Booking").offerId, query);
    expect(q.status).toBe(201);
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { travellers: [driver()] }),
    );
    expect(r.status).toBe(502);
    expect(r.body.code).toBe("supplierUnavailable");
    const [booking] = await bookingsOf(q.body.id as string);
    expect(booking!.status).toBe("failed");
    const pays = await sandboxPayments(booking!.reference);
    expect(pays.map((p) => [p.status, p.capturedMinor])).toEqual([["voided", 0]]);
    const db = await getDb();
    const [hold] = await db
      .select()
      .from(t.supplierReservations)
      .where(eq(t.supplierReservations.id, booking!.supplierHoldId));
    expect(hold!.status).toBe("released");
  });

  it("fails at cancellation: a 502, nothing refunded while the supplier does not answer, then confirmed and paid again", async () => {
    const { test } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, test("Fails at Cancellation").offerId, query);
    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { travellers: [driver()] }),
    );
    expect(booked.status).toBe(201);
    await expectUnansweredCancellationToStand(
      DEMO,
      booked.body.reference as string,
      traveller.cookie,
    );
  });
});
