import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as agencyFlights } from "@/app/api/agency/flights/bookings/route";
import { PATCH as patchQuote } from "@/app/api/checkout/quotes/[id]/route";
import { GET as companions } from "@/app/api/user/companions/route";
import { FLIGHT_ERRORS } from "@/lib/contract/flights";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import {
  type Browser,
  cancelBooking,
  cardToken,
  createQuote,
  inDays,
  placeBooking,
  readBooking,
} from "../support/booking";
import {
  flightBookingBody,
  flightFares,
  freeSeats,
  itineraryOf,
  oneWay,
  passengers,
  roundTrip,
  searchFlights,
  seatMaps,
} from "../support/flights";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { offerProducts } from "../support/products";

/**
 * Air Travel on the booking engine (DESIGN §9): search, fares, seats, passengers, quote, book,
 * tickets, the agency's list and cancel. Every route and day here is this file's own, as
 * PostgreSQL runs share one database.
 */

const session = reusedSessions();
let traveller: Browser;
let agent: Browser;
let restricted: Browser;
let restoreViajes: () => Promise<void> = async () => {};

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agent = { cookie: await session(DEMO, "agent@horizon.test") };
  restricted = { cookie: await session(DEMO, "restricted@horizon.test") };
  // Viajes Sol lets guests book (the demo agency does not), but offers no flights as seeded: they
  // are switched on for this file's guest bookings there, and off again after.
  restoreViajes = await offerProducts("viajes", { flights: true });
});

afterAll(() => restoreViajes());

describe("flight search", () => {
  it("finds one-way, round-trip and multi-city itineraries with local times", async () => {
    const one = await searchFlights(DEMO, oneWay("LHR", "JFK", 40));
    expect(one.status).toBe(200);
    const first = one.body.itineraries[0]!;
    const segment = first.journeys[0]!.segments[0]!;
    expect(segment.from).toMatchObject({ iata: "LHR", timeZone: "Europe/London" });
    // The local clock at each end is its own zone's, for the same instants.
    const zoned = (iso: string, zone: string) =>
      new Intl.DateTimeFormat("sv-SE", {
        timeZone: zone,
        dateStyle: "short",
        timeStyle: "short",
      })
        .format(new Date(iso))
        .replace(" ", "T");
    expect(segment.departureLocal).toBe(zoned(segment.departsAt, segment.from.timeZone));
    expect(segment.arrivalLocal).toBe(zoned(segment.arrivesAt, segment.to.timeZone));
    expect(one.body.international).toBe(true);

    const round = await searchFlights(DEMO, roundTrip("LIS", "MAD", 40, 47));
    expect(round.body.itineraries.every((i) => i.journeys.length === 2)).toBe(true);

    const multi = await searchFlights(DEMO, {
      trip: "multi",
      legs: [
        { from: ["LIS"], to: ["MAD"], date: inDays(40) },
        { from: ["MAD"], to: ["CDG"], date: inDays(43) },
        { from: ["CDG"], to: ["LIS"], date: inDays(46) },
      ],
      adults: 2,
    });
    expect(multi.status).toBe(200);
    const legs = multi.body.itineraries[0]!.journeys;
    expect(legs.map((j) => j.segments[0]!.from.iata)).toEqual(["LIS", "MAD", "CDG"]);
    // "All airports" of a city: either London airport may start the trip.
    const london = await searchFlights(DEMO, {
      ...oneWay("LHR", "MAD", 40),
      legs: [{ from: ["LHR", "LGW"], to: ["MAD"], date: inDays(40) }],
    });
    const starts = new Set(
      london.body.itineraries.map((i) => i.journeys[0]!.segments[0]!.from.iata),
    );
    expect([...starts].sort()).toEqual(["LGW", "LHR"]);
  });

  it("refuses bad searches with the passenger rules' own messages", async () => {
    const bad = async (body: unknown) => {
      const r = await searchFlights(DEMO, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      return r.body.message as string;
    };
    expect(await bad(oneWay("LIS", "MAD", 40, { adults: 1, infants: 2 }))).toContain(
      FLIGHT_ERRORS.tooManyInfants,
    );
    expect(await bad(oneWay("LIS", "MAD", 40, { adults: 5, children: 5 }))).toContain(
      FLIGHT_ERRORS.tooManySeats,
    );
    expect(await bad(oneWay("LIS", "LIS", 40))).toContain(FLIGHT_ERRORS.sameAirport);
    expect(await bad({ ...roundTrip("LIS", "MAD", 40, 47), trip: "oneway" })).toContain(
      FLIGHT_ERRORS.legCount,
    );
    await bad("{not json");
    await bad({ trip: "oneway" });
    const unknown = await searchFlights(DEMO, oneWay("LIS", "QQQ", 40));
    expect(unknown.status).toBe(404);
  });

  it("shows net and markup to an unrestricted agent only", async () => {
    const query = oneWay("LIS", "OPO", 41);
    const asAgent = await searchFlights(DEMO, query, agent.cookie);
    expect(asAgent.body.itineraries[0]!.cheapest.rates).toHaveProperty("markup");
    for (const cookie of ["", restricted.cookie]) {
      const shown = await searchFlights(DEMO, query, cookie);
      expect(JSON.stringify(shown.body)).not.toMatch(/"markup"|"baseRate"/);
    }
  });
});

describe("booking a round trip", () => {
  const counts = { adults: 2, infants: 1 };
  const query = roundTrip("LIS", "FCO", 45, 52, counts);
  let reference: string;

  it("books 2 adults and an infant with a chosen seat: PNR, a ticket each, mail queued", async () => {
    const itinerary = await itineraryOf(DEMO, query);
    const { fares } = await flightFares(DEMO, query, itinerary.id);
    expect(fares.map((f) => f.rates.totalRate)).toEqual(
      [...fares.map((f) => f.rates.totalRate)].sort((a, b) => a - b),
    );
    const standard = fares.find((f) => f.brand.code === "standard")!;
    const [map] = await seatMaps(DEMO, query, standard.offerId);
    const [seat] = freeSeats(map!, 1);
    const seatPrice = map!.rows.flatMap((r) => r.seats).find((s) => s?.code === seat)!.priceUsd;
    expect(seatPrice).toBeGreaterThan(0);

    const withSeat = { ...query, seats: [{ segment: 0, passenger: 0, seat: seat! }] };
    const q = await createQuote(DEMO, traveller, standard.offerId, withSeat);
    expect(q.status).toBe(201);
    // The seat is added to the fare the search showed, with its taxes.
    const price = q.body.price as { totalUsd: number };
    expect(price.totalUsd).toBeGreaterThan(standard.rates.totalRate + seatPrice);
    const held = Date.parse(q.body.expiresAt as string) - Date.now();
    expect(held).toBeGreaterThan(19 * 60_000);
    expect(held).toBeLessThanOrEqual(20 * 60_000);

    const r = await placeBooking(
      DEMO,
      traveller,
      flightBookingBody(q.body.id as string, await cardToken(DEMO), passengers(counts)),
    );
    expect(r.status).toBe(201);
    expect(r.body.status).toBe("confirmed");
    reference = r.body.reference as string;
    expect(r.body.hotelConfirmation).toMatch(/^[A-Z2-9]{6}$/);
    const travellers = r.body.travellers as { ticketNumber: string; passportNumber: string }[];
    expect(travellers.map((p) => p.ticketNumber)).toHaveLength(3);
    for (const p of travellers) {
      expect(p.ticketNumber).toMatch(/^\d{13}$/);
      // The passport number is shown masked.
      expect(p.passportNumber).toMatch(/^•+\d{4}$/);
    }
    expect(new Set(travellers.map((p) => p.ticketNumber)).size).toBe(3);
    // The airline's own numbers, as its booking returned them.
    const issued = await supplierFor("flights").tickets!(r.body.supplierReference as string, 3);
    expect(travellers.map((p) => p.ticketNumber)).toEqual(issued);
    expect((r.body.offer as { seats: unknown[] }).seats).toEqual([
      { segment: 0, passenger: 0, seat, priceUsd: seatPrice },
    ]);
    const db = await getDb();
    const mail = await db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.kind, "booking.confirmed")));
    expect(mail.some((m) => (m.payload as { reference: string }).reference === reference)).toBe(
      true,
    );

    // The seat is taken on the map now.
    const [after] = await seatMaps(DEMO, query, standard.offerId);
    expect(after!.rows.flatMap((row) => row.seats).find((s) => s?.code === seat)!.occupied).toBe(
      true,
    );
  });

  it("is listed for the agency's staff, filtered, and for no other agency", async () => {
    const list = (host: string, cookie: string, params: string) =>
      call(agencyFlights as never, host, `/api/agency/flights/bookings?${params}`, { cookie });
    const byName = await list(DEMO, agent.cookie, "q=bruno%20silva&status=confirmed");
    expect(byName.status).toBe(200);
    const references = (body: Record<string, unknown>) =>
      (body.bookings as { reference: string }[]).map((b) => b.reference);
    expect(references(byName.body)).toContain(reference);
    const dates = await list(DEMO, agent.cookie, `travelFrom=${inDays(45)}&travelTo=${inDays(45)}`);
    expect(references(dates.body)).toContain(reference);
    const later = await list(DEMO, agent.cookie, `travelFrom=${inDays(46)}`);
    expect(references(later.body)).not.toContain(reference);
    expect((await list(DEMO, agent.cookie, "status=cancelled")).body.bookings).not.toContainEqual(
      expect.objectContaining({ reference }),
    );
    // A traveller has no access; another agency's owner sees none of it.
    expect((await list(DEMO, traveller.cookie, "")).status).toBe(403);
    const owner = await session(VIAJES, "dueno@viajessol.test");
    const other = await list(VIAJES, owner, `q=${reference}`);
    expect(other.status).toBe(200);
    expect(other.body.bookings).toEqual([]);
    expect((await readBooking(VIAJES, reference, owner)).status).toBe(404);
    expect((await list(DEMO, agent.cookie, "page=0")).status).toBe(400);
  });

  it("offers the passengers as the traveller's saved companions", async () => {
    const r = await call(companions as never, DEMO, "/api/user/companions", {
      cookie: traveller.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.body.companions).toContainEqual(
      expect.objectContaining({ firstName: "Bruno", lastName: "Silva", nationality: "PT" }),
    );
    expect((await call(companions as never, DEMO, "/api/user/companions")).status).toBe(401);
  });

  it("cancels within 24 hours of booking with a full refund", async () => {
    const before = await readBooking(DEMO, reference, traveller.cookie);
    const cancellation = before.body.cancellation as { refund: { amountMinor: number } };
    const charged = before.body.charged as { amountMinor: number };
    expect(cancellation.refund.amountMinor).toBe(charged.amountMinor);
    const r = await cancelBooking(DEMO, reference, traveller.cookie, {
      expectedRefundMinor: charged.amountMinor,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "cancelled", refunded: charged });
  });
});

describe("passengers", () => {
  const counts = { adults: 1, infants: 1 };
  const query = oneWay("OPO", "LHR", 60, counts);

  async function quoted() {
    const itinerary = await itineraryOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, itinerary.cheapest.offerId, query);
    expect(q.status).toBe(201);
    return q.body.id as string;
  }

  it("are refused field by field with the rules' messages, and nothing is booked", async () => {
    const quoteId = await quoted();
    const token = await cardToken(DEMO);
    const good = passengers(counts);
    const cases: [Record<string, unknown>[], string][] = [
      [[good[0]!, { ...good[1]!, dateOfBirth: inDays(-3 * 365) }], FLIGHT_ERRORS.notAnInfant],
      [[{ ...good[0]!, firstName: "Ana2" }, good[1]!], FLIGHT_ERRORS.nameLetters],
      [[good[0]!, { ...good[1]!, passportExpiry: inDays(90) }], FLIGHT_ERRORS.passportExpired],
      [[{ ...good[0]!, passportNumber: undefined }, good[1]!], FLIGHT_ERRORS.passportNumber],
      [[good[0]!], FLIGHT_ERRORS.passengerTypes],
      [[{ ...good[0]!, dateOfBirth: inDays(-11 * 365) }, good[1]!], FLIGHT_ERRORS.notAnAdult],
    ];
    for (const [travellers, message] of cases) {
      const r = await placeBooking(DEMO, traveller, flightBookingBody(quoteId, token, travellers));
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    const db = await getDb();
    expect(await db.select().from(t.bookings).where(eq(t.bookings.quoteId, quoteId))).toEqual([]);
    const ok = await placeBooking(DEMO, traveller, flightBookingBody(quoteId, token, good));
    expect(ok.status).toBe(201);
  });

  it("need no passport on a domestic trip", async () => {
    const domestic = oneWay("JFK", "LAX", 61);
    const itinerary = await itineraryOf(DEMO, domestic);
    const q = await createQuote(DEMO, traveller, itinerary.cheapest.offerId, domestic);
    const [adult] = passengers({ adults: 1 });
    const { passportNumber: _n, passportExpiry: _e, ...noPassport } = adult!;
    const r = await placeBooking(
      DEMO,
      traveller,
      flightBookingBody(q.body.id as string, await cardToken(DEMO), [noPassport]),
    );
    expect(r.status).toBe(201);
  });
});

describe("seats and the last seats", () => {
  it("never gives one seat to two bookings", async () => {
    const query = oneWay("LIS", "BCN", 62, { adults: 1 });
    const itinerary = await itineraryOf(VIAJES, query);
    const offerId = itinerary.cheapest.offerId;
    const [map] = await seatMaps(VIAJES, query, offerId);
    const [seat] = freeSeats(map!, 1);
    const withSeat = { ...query, seats: [{ segment: 0, passenger: 0, seat: seat! }] };
    const buyers = Array.from({ length: 10 }, (): Browser => ({ cookie: "" }));
    const quotes = await Promise.all(buyers.map((b) => createQuote(VIAJES, b, offerId, withSeat)));
    expect(quotes.filter((q) => q.status === 201)).toHaveLength(1);
    for (const q of quotes.filter((x) => x.status !== 201)) {
      expect(q.status).toBe(409);
      expect(q.body.message).toContain(seat);
    }
    // A seat nobody could take is refused as bad input.
    const bad = await createQuote(VIAJES, { cookie: "" }, offerId, {
      ...query,
      seats: [{ segment: 0, passenger: 0, seat: "99K" }],
    });
    expect(bad.status).toBe(400);
  });

  it("sells the last three seats of a fare class once among 100 concurrent buyers", async () => {
    const query = oneWay("FAO", "OPO", 63);
    const itinerary = await itineraryOf(VIAJES, query, "lastSeats");
    expect(itinerary.cheapest.seatsLeft).toBe(3);
    const offerId = itinerary.cheapest.offerId;
    const buyers = Array.from({ length: 100 }, (): Browser => ({ cookie: "" }));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const q = await createQuote(VIAJES, b, offerId, query);
        if (q.status !== 201) return q;
        return placeBooking(
          VIAJES,
          b,
          flightBookingBody(
            q.body.id as string,
            await cardToken(VIAJES),
            passengers({ adults: 1 }),
          ),
        );
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(97);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("soldOut");
    const after = await itineraryOf(VIAJES, query, "lastSeats").catch(() => null);
    expect(after).toBeNull();
  });
});

describe("test flights and the checkout", () => {
  const query = oneWay("LIS", "NCE", 64);

  it("show each failure path", async () => {
    const offerOf = async (label: string) =>
      (await itineraryOf(VIAJES, query, label)).cheapest.offerId;
    const soldOut = await createQuote(VIAJES, { cookie: "" }, await offerOf("soldOut"), query);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe("soldOut");
    const moved = await createQuote(VIAJES, { cookie: "" }, await offerOf("priceChange"), query);
    expect(moved.body.priceChanged).toBe(true);
    const buyer: Browser = { cookie: "" };
    const failing = await createQuote(VIAJES, buyer, await offerOf("failsAtBook"), query);
    const r = await placeBooking(
      VIAJES,
      buyer,
      flightBookingBody(
        failing.body.id as string,
        await cardToken(VIAJES),
        passengers({ adults: 1 }),
      ),
    );
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: "supplierUnavailable" });
    expect(r.body.message).toMatch(/ticketing/);
  });

  it("changes a quote's currency keeping its hold, and books it once for replays", async () => {
    const buyer: Browser = { cookie: "" };
    const itinerary = await itineraryOf(VIAJES, query);
    const q = await createQuote(VIAJES, buyer, itinerary.cheapest.offerId, query);
    const id = q.body.id as string;
    const patch = (body: unknown, cookie = buyer.cookie) =>
      send(patchQuote as never, VIAJES, `/api/checkout/quotes/${id}`, {
        method: "PATCH",
        body,
        headers: { cookie },
        params: { id },
      });
    const db = await getDb();
    const holdOf = async () =>
      (await db.select().from(t.checkoutQuotes).where(eq(t.checkoutQuotes.id, id)))[0]!
        .supplierHoldId;
    const hold = await holdOf();
    const eur = await patch({ currency: "EUR" });
    expect(eur.status).toBe(200);
    expect(eur.body).toMatchObject({ id, expiresAt: q.body.expiresAt });
    expect((eur.body.price as { total: { currency: string } }).total.currency).toBe("EUR");
    expect((await patch({ currency: "eur" })).status).toBe(400);
    expect((await patch({ currency: "EUR" }, "")).status).toBe(404);
    expect(await holdOf()).toBe(hold);

    const body = flightBookingBody(id, await cardToken(VIAJES), passengers({ adults: 1 }));
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeBooking(VIAJES, buyer, body, key)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    expect((results[0]!.body.charged as { currency: string }).currency).toBe("EUR");
    expect(await db.select().from(t.bookings).where(eq(t.bookings.quoteId, id))).toHaveLength(1);
    expect((await patch({ currency: "USD" })).status).toBe(409);
  });
});
