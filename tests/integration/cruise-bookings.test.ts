import { randomUUID } from "node:crypto";
import { addDays, format, parseISO, subDays, subYears } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendar } from "@/app/api/bookings/[reference]/calendar.ics/route";
import { GET as voucher } from "@/app/api/bookings/[reference]/voucher.pdf/route";
import { GET as getProducts, PUT as putProducts } from "@/app/api/agency/products/route";
import { GET as getQuote } from "@/app/api/checkout/quotes/[id]/route";
import type { BookingView } from "@/lib/contract/booking";
import {
  CRUISE_ERRORS,
  cruiseOfferSnapshot,
  type CruiseOfferSnapshot,
} from "@/lib/contract/cruise";
import { pdfText } from "@/lib/server/bookings/documents/voucher-pdf";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import {
  bookingsOf,
  type Browser,
  cardToken,
  createQuote,
  inDays,
  placeBooking,
  quotesOf,
  readBooking,
  sandboxPayments,
} from "../support/booking";
import {
  cabinsLeft,
  cruiseBookingBody,
  cruiseDetails,
  cruiseGuests,
  findCabin,
  partyQuery,
} from "../support/cruises";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";
import { drawnText } from "../support/pdf-text";

/**
 * Booking a cruise (issue 27): every guest of the cabin named as on the passport, of the age of
 * their type on the sailing, a dining time chosen; whatever breaks those rules is a 400 naming the
 * field that changes nothing. The booking keeps the sailing day by day, which its voucher and
 * calendar file say; the last cabin of a category goes to one buyer. The sailings here leave 505
 * to 545 days ahead, days no other file books.
 */

const session = reusedSessions();
let traveller: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
});

const iso = (date: Date) => format(date, "yyyy-MM-dd");
const flat = (text: string) => text.replace(/\s+/g, " ");

const readQuote = (id: string, cookie = traveller.cookie) =>
  send(getQuote as never, DEMO, `/api/checkout/quotes/${id}`, {
    method: "GET",
    headers: { cookie },
    params: { id },
  });

/** GET …/voucher.pdf as `cookie`'s browser, its bytes kept as they are. */
async function voucherOf(host: string, reference: string, cookie: string) {
  const request = new Request(`http://${host}/api/bookings/${reference}/voucher.pdf`, {
    headers: { host, cookie },
  });
  const context = { params: Promise.resolve({ reference }) } as never;
  const response = await (voucher as (r: Request, c: never) => Promise<Response>)(request, context);
  return { status: response.status, pdf: Buffer.from(await response.arrayBuffer()) };
}

/** How many rows the payment tables hold: a refused booking adds none. */
async function paymentRows() {
  const db = await getDb();
  const [payments, sandbox] = await Promise.all([
    db.select({ id: t.payments.id }).from(t.payments),
    db.select({ id: t.sandboxPayments.id }).from(t.sandboxPayments),
  ]);
  return { payments: payments.length, sandbox: sandbox.length };
}

describe("a cruise's guests", () => {
  it("are refused with a 400 naming the field when a rule is broken, and nothing changes", async () => {
    const party = { adults: 2, children: 1, infants: 1 };
    const { query, sailing, offer } = await findCabin(505, 512, party);
    const q = await createQuote(DEMO, traveller, offer.offerId, query);
    expect(q.status).toBe(201);
    const quoteId = q.body.id as string;
    const snapshot = cruiseOfferSnapshot.parse(q.body.offer);
    const left = await cabinsLeft(DEMO, sailing.id, query, offer.offerId);
    const rows = await paymentRows();

    const guests = cruiseGuests(snapshot);
    const back = parseISO(snapshot.returnDate);
    const sails = parseISO(snapshot.departureDate);
    /** The guests with guest `unit` changed by `change`. */
    const withGuest = (unit: number, change: Record<string, unknown>) => ({
      travellers: guests.map((g) => (g.unit === unit ? { ...g, ...change } : g)),
    });
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        "a child aged 18 on the day the ship is back",
        withGuest(2, { dateOfBirth: iso(subYears(back, 18)) }),
        "travellers.2.dateOfBirth",
        CRUISE_ERRORS.childAge,
      ],
      [
        "an adult aged 17 on the day it sails",
        withGuest(1, { dateOfBirth: iso(addDays(subYears(sails, 18), 1)) }),
        "travellers.1.dateOfBirth",
        CRUISE_ERRORS.adultAge,
      ],
      [
        "an infant aged 2 on the day it is back",
        withGuest(3, { dateOfBirth: iso(subYears(back, 2)) }),
        "travellers.3.dateOfBirth",
        CRUISE_ERRORS.infantAge,
      ],
      [
        "a passport expiring the day before the ship is back",
        withGuest(0, { passportExpiry: iso(subDays(back, 1)) }),
        "travellers.0.passportExpiry",
        CRUISE_ERRORS.passportExpiry,
      ],
      [
        "a passport expiring the day it is back",
        withGuest(1, { passportExpiry: snapshot.returnDate }),
        "travellers.1.passportExpiry",
        CRUISE_ERRORS.passportExpiry,
      ],
      [
        "no date of birth",
        withGuest(2, { dateOfBirth: undefined }),
        "travellers.2.dateOfBirth",
        CRUISE_ERRORS.dateOfBirth,
      ],
      [
        "no nationality",
        withGuest(1, { nationality: undefined }),
        "travellers.1.nationality",
        CRUISE_ERRORS.nationality,
      ],
      [
        "no passport number",
        withGuest(3, { passportNumber: undefined }),
        "travellers.3.passportNumber",
        CRUISE_ERRORS.passport,
      ],
      [
        "a guest missing",
        { travellers: guests.slice(0, 3) },
        "travellers",
        CRUISE_ERRORS.everyGuest,
      ],
      [
        "the lead guest alone, as the other products take",
        { travellers: guests.slice(0, 1) },
        "travellers",
        CRUISE_ERRORS.everyGuest,
      ],
      [
        "a guest of the wrong type",
        withGuest(2, { type: "adult" }),
        "travellers.2.type",
        CRUISE_ERRORS.guestType,
      ],
      [
        "a child named first",
        {
          travellers: [guests[2]!, guests[1]!, guests[0]!, guests[3]!].map((g, unit) => ({
            ...g,
            unit,
          })),
        },
        "travellers.0.type",
        CRUISE_ERRORS.leadAdult,
      ],
      ["no dining time", { answers: {} }, "answers.diningTime", CRUISE_ERRORS.diningTime],
      [
        "an unknown dining time",
        { answers: { diningTime: "midnight" } },
        "answers.diningTime",
        CRUISE_ERRORS.diningTime,
      ],
    ];
    const token = await cardToken(DEMO);
    for (const [what, extra, field, message] of cases) {
      const r = await placeBooking(DEMO, traveller, cruiseBookingBody(q.body, token, extra));
      expect([what, r.status, r.body]).toEqual([
        what,
        400,
        { code: "badRequest", message: `${field}: ${message}` },
      ]);
    }

    // Nothing booked or paid, the quote still open and its cabin still held for it.
    expect(await bookingsOf(quoteId)).toEqual([]);
    expect(await paymentRows()).toEqual(rows);
    const still = await readQuote(quoteId);
    expect([still.status, still.body.status]).toEqual([200, "open"]);
    expect(await cabinsLeft(DEMO, sailing.id, query, offer.offerId)).toBe(left);
    // …and the same quote books once every guest is right.
    const ok = await placeBooking(DEMO, traveller, cruiseBookingBody(q.body, token));
    expect([ok.status, ok.body.status]).toEqual([201, "confirmed"]);
    expect(await cabinsLeft(DEMO, sailing.id, query, offer.offerId)).toBe(left);
  });

  it("are no more than the category's berths: a larger party is refused at the quote, holding nothing", async () => {
    const { query, sailing, offer } = await findCabin(513, 520, { adults: 2 }, "inside");
    expect(offer.cabin.maxOccupancy).toBe(4);
    const left = await cabinsLeft(DEMO, sailing.id, query, offer.offerId);
    const five = { ...query, ...partyQuery({ adults: 3, children: 1, infants: 1 }) };
    // The details page does not offer the category to five…
    const shown = await cruiseDetails(DEMO, sailing.id, five);
    expect(shown.sailing.cabins.map((c) => c.code)).not.toContain("inside");
    // …and a quote of it anyway is a 400 on the query, before anything is held.
    const r = await createQuote(DEMO, traveller, offer.offerId, five);
    expect([r.status, r.body]).toEqual([
      400,
      {
        code: "badRequest",
        message: "query: the Inside Stateroom takes at most 4 guests; the party is 5",
      },
    ]);
    expect(await quotesOf(offer.offerId)).toEqual([]);
    expect(await cabinsLeft(DEMO, sailing.id, query, offer.offerId)).toBe(left);
    // Four fit.
    const four = { ...query, ...partyQuery({ adults: 2, children: 1, infants: 1 }) };
    expect((await createQuote(DEMO, traveller, offer.offerId, four)).status).toBe(201);
  });
});

describe("a cruise booked for two adults and a child", () => {
  let booked: BookingView & { offer: CruiseOfferSnapshot };
  let sailingOf: Awaited<ReturnType<typeof findCabin>>;

  it("keeps the sailing day by day, the cabin, every guest and the dining time", async () => {
    sailingOf = await findCabin(521, 528, { adults: 2, children: 1 });
    const { query, sailing, offer } = sailingOf;
    const before = await cabinsLeft(DEMO, sailing.id, query, offer.offerId);
    const q = await createQuote(DEMO, traveller, offer.offerId, query, "EUR");
    expect(q.status).toBe(201);
    const r = await placeBooking(
      DEMO,
      traveller,
      cruiseBookingBody(q.body, await cardToken(DEMO), {}, "late"),
    );
    expect(r.status).toBe(201);
    booked = r.body as unknown as typeof booked;
    const details = await cruiseDetails(DEMO, sailing.id, query);
    expect(booked).toMatchObject({
      product: "cruise",
      status: "confirmed",
      answers: { diningTime: "late" },
      offer: {
        sailingId: sailing.id,
        lineId: sailing.lineId,
        shipName: sailing.shipName,
        cabinCode: offer.cabin.code,
        cabinName: offer.cabin.name,
        guests: { adults: 2, children: 1, infants: 0 },
        // The days the details page showed.
        itinerary: details.itinerary,
      },
    });
    expect(booked.offer.itinerary).toHaveLength(sailing.nights + 1);
    expect(booked.travellers.map((g) => [g.unit, g.type])).toEqual([
      [0, "adult"],
      [1, "adult"],
      [2, "child"],
    ]);
    // Each guest's papers kept for the line, the passport number shown by its last four only.
    const named = cruiseGuests(booked.offer);
    booked.travellers.forEach((g, i) => {
      const { passportNumber, ...papers } = named[i]!;
      expect(g).toMatchObject(papers);
      expect(g.passportNumber).toBe(
        `${"•".repeat(passportNumber.length - 4)}${passportNumber.slice(-4)}`,
      );
    });
    expect(await cabinsLeft(DEMO, sailing.id, query, offer.offerId)).toBe(before - 1);
    expect((await sandboxPayments(booked.reference)).map((p) => p.status)).toEqual(["captured"]);
  });

  it("says the ship and every port of the itinerary on its voucher and its calendar file", async () => {
    const { offer } = booked;
    const ports = [...new Set(offer.itinerary.flatMap((d) => (d.port ? [d.port.name] : [])))];
    expect(ports.length).toBeGreaterThan(1);

    const { status, pdf } = await voucherOf(DEMO, booked.reference, traveller.cookie);
    expect(status).toBe(200);
    const text = flat(drawnText(pdf));
    for (const shown of [offer.shipName, offer.lineName, offer.cabinName, ...ports]) {
      expect(text).toContain(flat(pdfText(shown)));
    }
    expect(text).toContain("Ana Silva (Adult)");
    expect(text).toContain("Carla Silva (Child)");
    expect(text).toContain("Late seating");
    expect(text).toContain(`Day ${offer.itinerary.length}`);

    const ics = await send(
      calendar as never,
      DEMO,
      `/api/bookings/${booked.reference}/calendar.ics`,
      {
        method: "GET",
        headers: { cookie: traveller.cookie },
        params: { reference: booked.reference },
      },
    );
    expect(ics.status).toBe(200);
    const unfolded = String(ics.body).replace(/\r?\n[ \t]/g, "");
    expect(unfolded).toContain(offer.shipName);
    for (const port of ports) expect(unfolded).toContain(port);
    // From the ship's departure to its arrival back, the itinerary's instants.
    const stamp = (instant: string) =>
      `${new Date(instant).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
    expect(unfolded).toMatch(new RegExp(`DTSTART:${stamp(offer.itinerary[0]!.depart!)}`));
    expect(unfolded).toMatch(new RegExp(`DTEND:${stamp(offer.itinerary.at(-1)!.arrive!)}`));
  });

  it("is a 404 to another agency, its voucher too", async () => {
    const owner = await session(VIAJES, "dueno@viajessol.test");
    expect((await readBooking(VIAJES, booked.reference, owner)).status).toBe(404);
    expect((await voucherOf(VIAJES, booked.reference, owner)).status).toBe(404);
    // Its own traveller reads it.
    const mine = await readBooking(DEMO, booked.reference, traveller.cookie);
    expect([mine.status, mine.body.status]).toEqual([200, "confirmed"]);
  });
});

describe("the last cabin of a category", () => {
  // Guests quote at Viajes Sol (Horizon asks buyers to sign in), which offers cruises for this.
  let viajesOwner = "";
  let products: { id: string; active: boolean }[] = [];
  const writeProducts = (body: unknown) =>
    send(putProducts, VIAJES, "/api/agency/products", {
      method: "PUT",
      body,
      headers: { cookie: viajesOwner },
    });

  beforeAll(async () => {
    viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    const r = await send(getProducts, VIAJES, "/api/agency/products", {
      method: "GET",
      headers: { cookie: viajesOwner },
    });
    products = (r.body.products as { id: string; active: boolean }[]).map(({ id, active }) => ({
      id,
      active,
    }));
    const on = products.map((p) => (p.id === "cruise" ? { ...p, active: true } : p));
    expect((await writeProducts({ products: on })).status).toBe(200);
  });

  afterAll(async () => {
    expect((await writeProducts({ products })).status).toBe(200);
  });

  it("goes to one of 100 concurrent buyers; the others are told it is gone", async () => {
    // The category with the fewest cabins of the window's sailings; all but one held away.
    const party = { adults: 2 };
    const query = { departFrom: inDays(529), departTo: inDays(545), ...partyQuery(party) };
    const sailings = await supplierFor("cruise").search(query);
    const [sailing, offer] = sailings
      .flatMap((s) => s.offers.map((o) => [s, o] as const))
      .sort((a, b) => a[1].unitsLeft - b[1].unitsLeft)[0]!;
    expect(offer.unitsLeft).toBe(offer.capacity);
    expect(offer.capacity).toBeLessThan(400);
    for (let held = 0; held < offer.capacity - 1; held++) {
      await supplierFor("cruise").hold({ offerId: offer.offerId, query, reference: randomUUID() });
    }
    expect(await cabinsLeft(VIAJES, sailing.id, query, offer.offerId)).toBe(1);

    const buyers = Array.from({ length: 100 }, (): Browser => ({ cookie: "" }));
    const quotes = await Promise.all(
      buyers.map((b) => createQuote(VIAJES, b, offer.offerId, query)),
    );
    const statuses = quotes.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of quotes.filter((x) => x.status === 409)) expect(r.body.code).toBe("soldOut");
    expect(await cabinsLeft(VIAJES, sailing.id, query, offer.offerId)).toBe(0);

    // The winner books it; nobody else can quote it again.
    const i = statuses.indexOf(201);
    const r = await placeBooking(
      VIAJES,
      buyers[i]!,
      cruiseBookingBody(quotes[i]!.body, await cardToken(VIAJES)),
    );
    expect([r.status, r.body.status]).toEqual([201, "confirmed"]);
    const again = await createQuote(VIAJES, { cookie: "" }, offer.offerId, query);
    expect([again.status, again.body.code]).toEqual([409, "soldOut"]);
    const found = await cruiseDetails(VIAJES, sailing.id, query);
    expect(found.sailing.cabins.find((c) => c.offerId === offer.offerId)).toMatchObject({
      cabinsLeft: 0,
      available: false,
    });
  });
});
