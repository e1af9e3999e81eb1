import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { PUT as release } from "@/app/api/resort/v2/itineraries/route";
import { GET as availability } from "@/app/api/resort/v2/properties/availability/route";
import { GET as holdCheck } from "@/app/api/resort/v2/properties/hold-check/route";
import { GET as propertySearch } from "@/app/api/resort/v2/properties/route";
import { GET as regionSearch } from "@/app/api/resort/v2/search/route";
import {
  holdCheckResponse,
  itineraryReleaseResponse,
  resortAvailabilityResponse,
  resortOfferSnapshot,
  resortSearchResponse,
} from "@/lib/contract/resort";
import { expireQuote } from "@/lib/server/bookings/quotes";
import { refundNow } from "@/lib/server/bookings/refunds";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { armFault, disarmFaults } from "@/lib/server/faults/faults";
import { percentOf } from "@/lib/server/inventory/money";
import { resortPolicy } from "@/lib/server/inventory/resort/policy";
import {
  propertiesForDestination,
  resortDestinations,
  type ResortProperty,
} from "@/lib/server/inventory/resort/properties";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  type Browser,
  cancelBooking,
  cardToken,
  inDays,
  placeBooking,
  readBooking,
} from "../support/booking";
import { DEMO, MINIMAL, VIAJES } from "../support/hosts";
import { send } from "../support/http";
import { capturedLog } from "../support/log";
import { keepAgencyMarkups, setAgencyMarkup } from "../support/markups";

/**
 * Booking a resort (issue 27) through the resort service's calls: a property's availability priced
 * as its quote charges it, a quote's hold checked and released (once, whoever asks again; only by
 * its buyer), the property's deposit and cancellation terms applied by the engine, and every
 * answer carrying the caller's correlation id, which the server logs. The stays here are at
 * properties of Portugal outside Lisbon, 300 to 360 days ahead, days and places no other file
 * books.
 */

const session = reusedSessions();
/** The demo agency's markups, put back after the file (its resort markup is set here). */
const demo = keepAgencyMarkups("demo");
let traveller: Browser;
let agent: string;
/** A four- or five-star property (a deposit), and a three-star one (paid in full). */
let deposit: ResortProperty;
let inFull: ResortProperty;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const AVAILABILITY = "/api/resort/v2/properties/availability";
const HOLD_CHECK = "/api/resort/v2/properties/hold-check";
const ITINERARIES = "/api/resort/v2/itineraries";

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agent = await session(DEMO, "agent@horizon.test");
  const { list } = await resortDestinations();
  const properties = list
    .filter((d) => d.countryCode === "PT" && d.name !== "Lisbon")
    .flatMap(propertiesForDestination);
  deposit = properties.find((p) => p.stars >= 4)!;
  inFull = properties.find((p) => p.stars === 3)!;
  expect(deposit.deposit).not.toBeNull();
  expect(inFull.deposit).toBeNull();
});

afterEach(() => {
  disarmFaults();
  vi.restoreAllMocks();
});

interface Stay {
  from: number;
  nights?: number;
  units?: number;
  adults?: number;
  children?: number;
}
const stayOf = ({ from, nights = 3, units = 1, adults = 2, children = 0 }: Stay) => ({
  checkIn: inDays(from),
  checkOut: inDays(from + nights),
  units,
  adults,
  children,
});

/** GET …/availability for the property and stay, as `cookie`'s browser (a visitor by default). */
function available(
  property: Pick<ResortProperty, "id">,
  stay: Stay,
  { cookie = "", host = DEMO, headers = {} as Record<string, string> } = {},
) {
  const params = new URLSearchParams({ propertyId: property.id });
  for (const [k, v] of Object.entries(stayOf(stay))) params.set(k, String(v));
  return send(availability as never, host, `${AVAILABILITY}?${params}`, {
    method: "GET",
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function availableOk(property: ResortProperty, stay: Stay, cookie = "") {
  const r = await available(property, stay, { cookie });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return resortAvailabilityResponse.parse(r.body);
}

/** The units left of the property's unit `code` for the stay. */
async function unitsLeft(property: ResortProperty, stay: Stay, code = "1BR") {
  const { units } = await availableOk(property, stay);
  return units.find((u) => u.offerId === `${property.id}-${code}`)!.unitsLeft;
}

/** A quote of `units` of the property's unit `code` for the stay, by the traveller. */
async function quoteOf(
  property: ResortProperty,
  stay: Stay,
  code = "1BR",
  cookie = traveller.cookie,
) {
  const r = await send(quote, DEMO, "/api/checkout/quotes", {
    body: {
      product: "resort",
      offerId: `${property.id}-${code}`,
      query: { regionId: property.destination.id, ...stayOf(stay) },
      currency: "USD",
    },
    headers: { cookie },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as {
    id: string;
    expiresAt: string;
    offer: unknown;
    price: { totalUsd: number };
    schedule: { dueNow: { amountMinor: number }; balanceDueOn: string | null };
  };
}

const checkHold = (id: string, { cookie = traveller.cookie, host = DEMO } = {}) =>
  send(holdCheck as never, host, `${HOLD_CHECK}?reference_number=${id}`, {
    method: "GET",
    headers: cookie ? { cookie } : {},
  });

const releaseOf = (
  id: string,
  { cookie = traveller.cookie, host = DEMO, status = "RELEASE", body = undefined as unknown } = {},
) =>
  send(release as never, host, `${ITINERARIES}?reference_number=${id}&status=${status}`, {
    method: "PUT",
    body,
    headers: cookie ? { cookie } : {},
  });

/** The supplier's hold of a quote, as the supplier keeps it. */
async function supplierHold(quoteId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ hold: t.checkoutQuotes.supplierHoldId, status: t.checkoutQuotes.status })
    .from(t.checkoutQuotes)
    .where(eq(t.checkoutQuotes.id, quoteId));
  const [held] = await db
    .select({ status: t.supplierReservations.status })
    .from(t.supplierReservations)
    .where(eq(t.supplierReservations.id, row!.hold));
  return { quote: row!.status, supplier: held!.status };
}

describe("GET /api/resort/v2/properties/availability", () => {
  it("lists every unit type of the property for the stay, with its terms, priced as a quote charges it", async () => {
    const stay = { from: 300, nights: 4, units: 2, adults: 3, children: 1 };
    const body = await availableOk(deposit, stay);
    expect(body.property).toEqual({
      id: deposit.id,
      name: deposit.name,
      stars: deposit.stars,
      images: deposit.imageKeys,
      destinationId: deposit.destination.id,
      destinationName: deposit.destination.name,
      countryName: "Portugal",
      latitude: deposit.latitude,
      longitude: deposit.longitude,
      distanceFromCentreMiles: deposit.distanceFromCentreMiles,
      timeZone: deposit.timeZone,
    });
    expect(deposit.timeZone).toMatch(/^(Europe|Atlantic)\//);
    expect(body).toMatchObject({ checkIn: inDays(300), checkOut: inDays(304), nights: 4 });
    expect(body.units.map((u) => u.offerId)).toEqual(deposit.units.map((u) => u.id));
    for (const [i, u] of body.units.entries()) {
      const unit = deposit.units[i]!;
      expect(u).toMatchObject({ type: unit.type, name: unit.name, sleeps: unit.sleeps });
      // Two guests a unit: every type sleeps them, and 300 days out every unit is left.
      expect(u.available).toBe(true);
      expect(u.unitsLeft).toBeGreaterThanOrEqual(stay.units);
      // A visitor never sees the wholesale rate or the markup.
      expect(u.rates).not.toHaveProperty("baseRate");
      expect(u.rates).not.toHaveProperty("markup");
      expect(u.rates.totalRate).toBeGreaterThan(u.perNight * 4 * 2);
    }
    expect(body.deposit).toEqual({ percent: 30, balanceDaysBefore: 30 });
    // The whole stay after the property's deadline, on its clock.
    expect(body.policy).toEqual(
      resortPolicy(deposit, inDays(300), body.units.find((u) => u.available)!.rates.totalRate),
    );
    expect(Date.parse(body.policy.freeUntil!)).toBeLessThan(Date.parse(`${inDays(300)}T00:00Z`));

    // A three-star property asks no deposit.
    expect((await availableOk(inFull, stay)).deposit).toBeNull();
  });

  it("says which unit types cannot sleep the party's share of a unit", async () => {
    const body = await availableOk(deposit, { from: 301, units: 1, adults: 5 });
    for (const u of body.units) expect(u.available, u.name).toBe(u.sleeps >= 5);
    expect(body.units.some((u) => !u.available)).toBe(true);
    expect(body.units.some((u) => u.available)).toBe(true);
  });

  it("prices each unit type for the whole stay with the agency's markup, as its quote holds it", async () => {
    const stay = { from: 302, nights: 2, units: 2, adults: 4 };
    const cases = [
      ["percent", 1200],
      ["fixed", 4000],
    ] as const;
    for (const [kind, value] of cases) {
      await setAgencyMarkup(demo.id, "resort", kind, value);
      const shown = await availableOk(deposit, stay, agent);
      const unit = shown.units.find((u) => u.offerId === `${deposit.id}-1BR`)!;
      // 12 % of the wholesale stay, or 40 USD on the whole stay (not a unit or a night).
      expect(unit.rates.markup, kind).toBe(
        kind === "percent" ? percentOf(unit.rates.baseRate!, value) : value,
      );
      const q = await quoteOf(deposit, stay);
      expect(unit.rates.totalRate, kind).toBe(q.price.totalUsd);
      expect(unit.perNight).toBe(Math.round((unit.rates.baseRate! + unit.rates.markup!) / 4));
      expect(resortOfferSnapshot.parse(q.offer).policy).toEqual(
        resortPolicy(deposit, inDays(302), q.price.totalUsd),
      );
      // A visitor is shown the same price.
      const visitor = await availableOk(deposit, stay);
      expect(visitor.units.find((u) => u.offerId === unit.offerId)!.rates.totalRate).toBe(
        q.price.totalUsd,
      );
      await releaseOf(q.id);
    }
  });

  it("shows unrestricted agents the wholesale rate and the markup", async () => {
    const stay = { from: 303 };
    const seen = await availableOk(deposit, stay, agent);
    for (const u of seen.units) {
      expect(u.rates).toMatchObject({
        baseRate: expect.any(Number),
        markup: expect.any(Number),
        commission: expect.anything(),
      });
      expect(u.rates.totalRate).toBe(u.rates.baseRate! + u.rates.markup! + u.rates.taxAndFee);
    }
  });

  it("is a 404 for a property there is not, and for an agency that does not offer resorts", async () => {
    const unknown = await available(
      { id: `${deposit.destination.id.replace("d-", "rp-")}-99` },
      {
        from: 300,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "notFound" });
    const minimal = await available(deposit, { from: 300 }, { host: MINIMAL });
    expect(minimal.status).toBe(404);
  });

  it("refuses bad dates and a party the units cannot take with a 400 saying why", async () => {
    const cases: [string, Stay | Record<string, string>, string][] = [
      [
        "check-out before check-in",
        { from: 300, nights: -1 },
        "checkOut: checkOut must be after checkIn",
      ],
      [
        "a unit without an adult",
        { from: 300, units: 3, adults: 2 },
        "adults: every unit needs an adult",
      ],
      [
        "seven in one unit",
        { from: 300, units: 1, adults: 7 },
        "children: a unit sleeps at most 6",
      ],
      ["more than 550 days ahead", { from: 551 }, "sold at most 550 days ahead"],
    ];
    for (const [what, stay, message] of cases) {
      const r = await available(deposit, stay as Stay);
      expect(r.status, what).toBe(400);
      expect(r.body.message, what).toContain(message);
    }
    const bad = await send(
      availability as never,
      DEMO,
      `${AVAILABILITY}?propertyId=${deposit.id}&checkIn=tomorrow&checkOut=${inDays(303)}`,
      { method: "GET" },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^checkIn: /);
  });
});

describe("GET /api/resort/v2/properties (the resort results)", () => {
  const SEARCH = "/api/resort/v2/properties";
  function search(
    regionId: string,
    stay: Stay,
    { cookie = "", host = DEMO }: { cookie?: string; host?: string } = {},
  ) {
    const params = new URLSearchParams({ regionId });
    for (const [k, v] of Object.entries(stayOf(stay))) params.set(k, String(v));
    return send(propertySearch as never, host, `${SEARCH}?${params}`, {
      method: "GET",
      headers: cookie ? { cookie } : {},
    });
  }
  async function searchOk(regionId: string, stay: Stay, cookie = "") {
    const r = await search(regionId, stay, { cookie });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return resortSearchResponse.parse(r.body);
  }

  it("lists a destination's properties from the cheapest unit left for the stay, priced and termed as each one's availability", async () => {
    const stay = { from: 306, nights: 4, units: 2, adults: 3, children: 1 };
    const destination = deposit.destination;
    const body = await searchOk(destination.id, stay);
    expect(body).toMatchObject({
      regionId: destination.id,
      checkIn: inDays(306),
      checkOut: inDays(310),
      nights: 4,
    });
    // 306 days out every property of the destination has its units left.
    expect(body.data.map((p) => p.id).sort()).toEqual(
      propertiesForDestination(destination)
        .map((p) => p.id)
        .sort(),
    );
    const totals = body.data.map((p) => p.rates.totalRate);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const found of body.data) {
      const shown = await availableOk({ id: found.id } as ResortProperty, stay);
      const cheapest = shown.units
        .filter((u) => u.available)
        .sort((a, b) => a.rates.totalRate - b.rates.totalRate)[0]!;
      expect(found, found.id).toMatchObject({
        name: shown.property.name,
        stars: shown.property.stars,
        image: shown.property.images[0],
        destinationId: destination.id,
        countryName: "Portugal",
        unitName: cheapest.name,
        sleeps: cheapest.sleeps,
        unitsLeft: cheapest.unitsLeft,
        rates: cheapest.rates,
        perNight: cheapest.perNight,
        depositPercent: shown.deposit?.percent ?? null,
        freeUntil: shown.policy.freeUntil,
      });
      // A visitor never sees the wholesale rate or the markup.
      expect(found.rates).not.toHaveProperty("baseRate");
    }
    expect(body.data.find((p) => p.id === deposit.id)!.depositPercent).toBe(30);
    expect(body.data.find((p) => p.id === inFull.id)?.depositPercent ?? null).toBeNull();
  });

  it("searches every destination of a country, and only unit types that sleep the party's share", async () => {
    const country = await searchOk("c-PT", { from: 307 });
    expect(country.data.length).toBeGreaterThan(1);
    expect(new Set(country.data.map((p) => p.destinationId)).size).toBeGreaterThan(1);
    expect(country.data.every((p) => p.countryName === "Portugal")).toBe(true);

    const five = await searchOk(deposit.destination.id, { from: 307, units: 1, adults: 5 });
    expect(five.data.length).toBeGreaterThan(0);
    for (const p of five.data) expect(p.sleeps, p.id).toBeGreaterThanOrEqual(5);
  });

  it("shows unrestricted agents the wholesale rate, the markup and their commission", async () => {
    const seen = await searchOk(deposit.destination.id, { from: 308 }, agent);
    for (const p of seen.data) {
      expect(p.rates.totalRate).toBe(p.rates.baseRate! + p.rates.markup! + p.rates.taxAndFee);
      expect(p.rates.commission).toEqual(expect.any(Number));
    }
  });

  it("is a 404 for a region there is not and for an agency without resorts; a 400 saying why for a bad stay", async () => {
    const unknown = await search("d-nowhere-at-all", { from: 300 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "notFound" });
    expect((await search(deposit.destination.id, { from: 300 }, { host: MINIMAL })).status).toBe(
      404,
    );
    const cases: [string, string, Stay, string][] = [
      ["a region id that is not one", "<script>", { from: 300 }, "regionId: must be a region id"],
      ["check-out before check-in", "c-PT", { from: 300, nights: -1 }, "checkOut must be after"],
      [
        "a unit without an adult",
        "c-PT",
        { from: 300, units: 3, adults: 2 },
        "every unit needs an adult",
      ],
      ["seven in one unit", "c-PT", { from: 300, adults: 7 }, "a unit sleeps at most 6"],
    ];
    for (const [what, region, stay, message] of cases) {
      const r = await search(region, stay);
      expect(r.status, what).toBe(400);
      expect(r.body.message, what).toContain(message);
    }
  });
});

describe("a held itinerary", () => {
  it("is held until its quote's expiry, then says it expired", async () => {
    const stay = { from: 310, units: 2, adults: 2 };
    const q = await quoteOf(deposit, stay);
    const r = await checkHold(q.id);
    expect(r.status).toBe(200);
    expect(holdCheckResponse.parse(r.body)).toEqual({
      referenceNumber: q.id,
      status: "held",
      expiresAt: q.expiresAt,
      propertyName: deposit.name,
      unitName: "One-Bedroom Suite",
      units: 2,
      checkIn: inDays(310),
      checkOut: inDays(313),
    });
    expect(Date.parse(q.expiresAt)).toBeGreaterThan(Date.now());
    // Its expiry passed: not held any more, and said so rather than a 410.
    const db = await getDb();
    await db
      .update(t.checkoutQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.checkoutQuotes.id, q.id));
    const ended = await checkHold(q.id);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: "expired" });
    // A release of it gives its units back and says it expired, again the same.
    const left = await unitsLeft(deposit, stay);
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "expired" } });
    expect(await unitsLeft(deposit, stay)).toBe(left + 2);
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "expired" } });
    expect(await unitsLeft(deposit, stay)).toBe(left + 2);
  });

  it("is given back by its release at once, once, however often the release is sent", async () => {
    const stay = { from: 315, units: 3, adults: 3 };
    const before = await unitsLeft(deposit, stay);
    const q = await quoteOf(deposit, stay);
    expect(await unitsLeft(deposit, stay)).toBe(before - 3);
    const supplier = vi.spyOn(supplierFor("resort"), "release");

    const first = await releaseOf(q.id);
    expect(first.status).toBe(200);
    expect(itineraryReleaseResponse.parse(first.body)).toEqual({
      referenceNumber: q.id,
      status: "released",
    });
    expect(await unitsLeft(deposit, stay)).toBe(before);
    const again = await releaseOf(q.id);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(supplier).toHaveBeenCalledTimes(1);
    expect(await unitsLeft(deposit, stay)).toBe(before);
    expect(await supplierHold(q.id)).toEqual({ quote: "released", supplier: "released" });
    expect((await checkHold(q.id)).body).toMatchObject({ status: "released" });
  });

  it("is not found by another agency, another buyer or a guest, who change nothing", async () => {
    const stay = { from: 320 };
    const q = await quoteOf(deposit, stay);
    const left = await unitsLeft(deposit, stay);
    const others = [
      { host: VIAJES, cookie: await session(VIAJES, "dueno@viajessol.test") },
      { host: DEMO, cookie: agent },
      { host: DEMO, cookie: "" },
    ];
    for (const other of others) {
      for (const r of [await checkHold(q.id, other), await releaseOf(q.id, other)]) {
        expect(r.status, JSON.stringify(other)).toBe(404);
        expect(r.body).toEqual({ code: "notFound", message: "This quote was not found." });
      }
    }
    expect(await unitsLeft(deposit, stay)).toBe(left);
    expect((await checkHold(q.id)).body).toMatchObject({ status: "held" });
    // Neither is a reference number of no quote at all, nor of a resort agency's that lacks it.
    expect((await checkHold("8d0c9c4e-2f36-4d4b-9a59-0d6c0d9d8a11")).status).toBe(404);
    expect((await checkHold(q.id, { host: MINIMAL, cookie: "" })).status).toBe(404);
    await releaseOf(q.id);
  });

  it("refuses another status, a body or a reference that is not one with a 400, changing nothing", async () => {
    const stay = { from: 325 };
    const q = await quoteOf(deposit, stay);
    const left = await unitsLeft(deposit, stay);
    for (const status of ["CANCEL", "release", ""]) {
      const r = await releaseOf(q.id, { status });
      expect(r.status, status).toBe(400);
      expect(r.body).toEqual({ code: "badRequest", message: "status: must be RELEASE" });
    }
    const withBody = await releaseOf(q.id, { body: { status: "RELEASE" } });
    expect(withBody.status).toBe(400);
    expect(withBody.body).toEqual({
      code: "badRequest",
      message: "A release takes an empty body.",
    });
    for (const r of [await releaseOf("12345"), await checkHold("not-a-quote")]) {
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(
        "reference_number: must be the reference number of a held itinerary",
      );
    }
    expect(await unitsLeft(deposit, stay)).toBe(left);
    expect((await checkHold(q.id)).body).toMatchObject({ status: "held" });
    await releaseOf(q.id);
  });

  it("answers 500 'Internal Server Error' when the supplier fails to release, and keeps the hold for the retry", async () => {
    const stay = { from: 330, units: 2, adults: 2 };
    const before = await unitsLeft(deposit, stay);
    const q = await quoteOf(deposit, stay);
    armFault("supplier.release", "fail");
    const failed = await releaseOf(q.id);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: "internal", message: "Internal Server Error" });
    // Nothing lost: the quote is still held, its units still taken, and the retry gives them back.
    expect(await supplierHold(q.id)).toEqual({ quote: "open", supplier: "held" });
    expect((await checkHold(q.id)).body).toMatchObject({ status: "held" });
    expect(await unitsLeft(deposit, stay)).toBe(before - 2);
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "released" } });
    expect(await unitsLeft(deposit, stay)).toBe(before);
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "released" } });
    expect(await unitsLeft(deposit, stay)).toBe(before);
  });

  it("expires cleanly after a failed release: the job's sweep gives the units back, once", async () => {
    const stay = { from: 333, units: 2, adults: 2 };
    const before = await unitsLeft(deposit, stay);
    const q = await quoteOf(deposit, stay);
    armFault("supplier.release", "fail");
    expect((await releaseOf(q.id)).status).toBe(500);
    // Its expiry passes, and the job's sweep (expireQuotes) meets it.
    const db = await getDb();
    const [row] = await db
      .update(t.checkoutQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.checkoutQuotes.id, q.id))
      .returning();
    expect(await expireQuote(row!)).toBe(true);
    expect(await supplierHold(q.id)).toEqual({ quote: "expired", supplier: "released" });
    expect(await unitsLeft(deposit, stay)).toBe(before);
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "expired" } });
    expect(await unitsLeft(deposit, stay)).toBe(before);
  });
});

describe("a resort booking", () => {
  /** Quoted and booked with the success card by the traveller. */
  async function book(property: ResortProperty, stay: Stay) {
    const q = await quoteOf(property, stay);
    const r = await placeBooking(DEMO, traveller, bookingBody(q.id, await cardToken(DEMO)));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ product: "resort", status: "confirmed" });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.reference, r.body.reference as string));
    return { quote: q, booking: r.body, row: row! };
  }

  it("of a property that asks a deposit pays it now, the balance due 30 days before check-in", async () => {
    const { quote: q, booking, row } = await book(deposit, { from: 340 });
    const deposited = Math.ceil((row.totalMinor * 30) / 100);
    expect(q.schedule).toMatchObject({
      dueNow: { amountMinor: deposited },
      balanceDueOn: inDays(310),
    });
    expect(row.cardMinor).toBe(deposited);
    expect(row.balanceMinor).toBe(row.totalMinor - deposited);
    expect(row.balanceDueOn).toBe(inDays(310));
    expect(booking).toMatchObject({
      charged: { amountMinor: deposited },
      balance: { amount: { amountMinor: row.totalMinor - deposited }, dueOn: inDays(310) },
    });
    // Held by the booking now: a release changes nothing and says so.
    const left = await unitsLeft(deposit, { from: 340 });
    expect(await releaseOf(q.id)).toMatchObject({ status: 200, body: { status: "booked" } });
    expect((await checkHold(q.id)).body).toMatchObject({ status: "booked" });
    expect(await unitsLeft(deposit, { from: 340 })).toBe(left);
  });

  it("of a property that asks none pays the whole stay now", async () => {
    const { booking, row } = await book(inFull, { from: 345 });
    expect(row.cardMinor).toBe(row.totalMinor);
    expect(row.balanceMinor).toBe(0);
    expect(row.balanceDueOn).toBeNull();
    expect(booking).toMatchObject({ charged: { amountMinor: row.totalMinor }, balance: null });
  });

  it("is refunded by the property's terms: all that was paid before its deadline, nothing after", async () => {
    const stay = { from: 350, nights: 5 };
    const { booking, row } = await book(inFull, stay);
    const policy = resortOfferSnapshot.parse(booking.offer).policy;
    expect(policy).toEqual(resortPolicy(inFull, inDays(350), row.totalUsd));
    const deadline = Date.parse(policy.freeUntil!);
    expect(refundNow(row, new Date(deadline - 1))).toMatchObject({
      penaltyMinor: 0,
      refundMinor: row.totalMinor,
    });
    expect(refundNow(row, new Date(deadline))).toMatchObject({
      penaltyMinor: row.totalMinor,
      refundMinor: 0,
    });
    const cancelled = await cancelBooking(DEMO, booking.reference as string, traveller.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      refunded: { amountMinor: row.totalMinor },
    });
    const read = await readBooking(DEMO, booking.reference as string, traveller.cookie);
    expect(read.body).toMatchObject({ status: "cancelled" });
  });
});

describe("the resort service's correlation id", () => {
  /** The JSON lines logged that name a resort call. */
  const resortLines = (lines: readonly string[]) =>
    lines
      .flatMap((l) => l.split("\n"))
      .filter((l) => l.includes('"resort call"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it("is echoed on every answer, errors too, and logged with the call's method, path and status", async () => {
    const q = await quoteOf(deposit, { from: 355 });
    const calls: [
      string,
      () => Promise<{ status: number; headers: Headers }>,
      string,
      string,
      number,
    ][] = [
      [
        "rc-availability-1",
        () =>
          available(
            deposit,
            { from: 355 },
            { headers: { "x-correlation-id": "rc-availability-1" } },
          ),
        "GET",
        AVAILABILITY,
        200,
      ],
      [
        "rc-hold-check-2",
        () =>
          send(holdCheck as never, DEMO, `${HOLD_CHECK}?reference_number=${q.id}`, {
            method: "GET",
            headers: { cookie: traveller.cookie, "x-correlation-id": "rc-hold-check-2" },
          }),
        "GET",
        HOLD_CHECK,
        200,
      ],
      [
        "rc-release-3",
        () =>
          send(release as never, DEMO, `${ITINERARIES}?reference_number=${q.id}&status=NOPE`, {
            method: "PUT",
            headers: { cookie: traveller.cookie, "x-correlation-id": "rc-release-3" },
          }),
        "PUT",
        ITINERARIES,
        400,
      ],
      [
        "rc-search-4",
        () =>
          send(regionSearch as never, DEMO, "/api/resort/v2/search?key=porto", {
            method: "GET",
            headers: { "x-correlation-id": "rc-search-4" },
          }),
        "GET",
        "/api/resort/v2/search",
        200,
      ],
    ];
    for (const [id, run, method, path, status] of calls) {
      let response: { status: number; headers: Headers } | undefined;
      const lines = await capturedLog(async () => {
        response = await run();
      });
      expect(response!.status, id).toBe(status);
      expect(response!.headers.get("x-correlation-id"), id).toBe(id);
      const logged = resortLines(lines);
      expect(logged, id).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: "info",
        correlationId: id,
        method,
        path,
        status,
        requestId: response!.headers.get("x-request-id"),
      });
    }
    await releaseOf(q.id);
  });

  it("is a new one, logged, when the client sends none or one that is not a plain token", async () => {
    for (const sent of [undefined, "bad id with spaces", "x".repeat(101)]) {
      let response: { headers: Headers } | undefined;
      const lines = await capturedLog(async () => {
        response = await available(
          deposit,
          { from: 356 },
          { headers: sent === undefined ? {} : { "x-correlation-id": sent } },
        );
      });
      const id = response!.headers.get("x-correlation-id");
      expect(id).toMatch(UUID);
      expect(resortLines(lines)).toMatchObject([{ correlationId: id }]);
    }
  });
});
