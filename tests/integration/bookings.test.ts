import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getBooking } from "@/app/api/bookings/[reference]/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { GET as listBookings } from "@/app/api/bookings/route";
import { GET as getQuote } from "@/app/api/checkout/quotes/[id]/route";
import { POST as search } from "@/app/api/hotels/search/route";
import { refundNow } from "@/lib/server/bookings/refunds";
import { getDb } from "@/lib/server/db/client";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  bookingsOf,
  type Browser,
  CARDS,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  sandboxPayments,
  testOffer,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

const session = reusedSessions();
let traveller: Browser;
let otherTraveller: Browser;
let agent: Browser;
let restricted: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agent = { cookie: await session(DEMO, "agent@horizon.test") };
  restricted = { cookie: await session(DEMO, "restricted@horizon.test") };
  otherTraveller = { cookie: await session(DEMO, await secondTraveller()) };
});

/** Another traveller of the demo agency: the seeded one's twin, with its own email. */
async function secondTraveller(): Promise<string> {
  const db = await getDb();
  const [first] = await db
    .select()
    .from(t.users)
    .where(eq(t.users.email, "traveller@horizon.test"));
  const email = "second.traveller@horizon.test";
  const { id: _id, ...rest } = first!;
  await db
    .insert(t.users)
    .values({ ...rest, email })
    .onConflictDoNothing();
  return email;
}

/** A confirmed booking of an ordinary Paris hotel for `browser`. */
/** A confirmed booking of a hotel's cheapest rate (`refundable`: the cheapest refundable one). */
async function confirmedBooking(browser: Browser, from = 30, refundable = false) {
  const stay = await parisStay(from);
  const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
  const hotels = found.body.hotels as {
    id: string;
    cheapest: { offerId: string; policy: { refundable: boolean } };
  }[];
  const offerId = hotels.find(
    (h) => !h.id.includes("-test-") && (!refundable || h.cheapest.policy.refundable),
  )!.cheapest.offerId;
  const q = await createQuote(DEMO, browser, offerId, stay);
  expect(q.status).toBe(201);
  const r = await placeBooking(
    DEMO,
    browser,
    bookingBody(q.body.id as string, await cardToken(DEMO)),
  );
  expect(r.status).toBe(201);
  return { quote: q.body, booking: r.body };
}

describe("booking a hotel", () => {
  it("quotes, books, captures and confirms, with a guest's own cookie", async () => {
    const guest: Browser = { cookie: "" };
    const stay = await parisStay(31);
    const q = await createQuote(VIAJES, guest, await testOffer("last-room"), stay, "EUR");
    expect(q.status).toBe(201);
    expect(guest.cookie).toMatch(/^guest_checkout=/);
    expect(q.body.price).toMatchObject({ total: { currency: "EUR" } });
    expect(q.body.price).not.toHaveProperty("netUsd");
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(q.body.id as string, await cardToken(VIAJES)),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "confirmed", product: "hotels" });
    expect(r.body.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(r.body.supplierReference).toMatch(/^HTL-/);
    const pays = await sandboxPayments(r.body.reference as string);
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ status: "captured", currency: "EUR" });
    // What was charged is the quote's total, to the cent.
    expect(pays[0]!.capturedMinor).toBe(
      (q.body.price as { total: { amountMinor: number } }).total.amountMinor,
    );
  });

  it("asks the supplier once for a quote: the hold answers with the offer as searched", async () => {
    const stay = await parisStay(33);
    const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
    const hotel = (
      found.body.hotels as {
        id: string;
        name: string;
        cheapest: { offerId: string; rates: { totalRate: number } };
      }[]
    ).find((h) => !h.id.includes("-test-"))!;
    const supplier = supplierFor("hotels");
    const details = vi.spyOn(supplier, "details");
    const hold = vi.spyOn(supplier, "hold");
    try {
      const q = await createQuote(DEMO, traveller, hotel.cheapest.offerId, stay);
      expect(q.status).toBe(201);
      expect(details).not.toHaveBeenCalled();
      expect(hold).toHaveBeenCalledTimes(1);
      // Described from the hold's answer, as the search showed it.
      expect(q.body.offer).toMatchObject({ hotelId: hotel.id, hotelName: hotel.name });
      expect(q.body.price).toMatchObject({ totalUsd: hotel.cheapest.rates.totalRate });
    } finally {
      details.mockRestore();
      hold.mockRestore();
    }
  });

  it("ignores any price the browser sends", async () => {
    const stay = await parisStay(33);
    const q = await createQuote(DEMO, traveller, await testOffer("fails-at-cancel"), stay);
    const body = { ...bookingBody(q.body.id as string, await cardToken(DEMO)), totalMinor: 1 };
    const r = await placeBooking(DEMO, traveller, body);
    // A strict contract: an unknown field is refused, nothing is booked.
    expect(r.status).toBe(400);
    const ok = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.charged).toEqual((q.body.price as { total: unknown }).total);
  });

  it("says a room is gone when the supplier has none left", async () => {
    const q = await createQuote(DEMO, traveller, await testOffer("sold-out"), await parisStay(34));
    expect(q.status).toBe(409);
    expect(q.body.code).toBe("soldOut");
  });

  it("makes a moved price be accepted before booking", async () => {
    const q = await createQuote(
      DEMO,
      traveller,
      await testOffer("price-change"),
      await parisStay(35),
    );
    expect(q.status).toBe(201);
    expect(q.body.priceChanged).toBe(true);
    const previous = q.body.previousTotalUsd as number;
    expect((q.body.price as { totalUsd: number }).totalUsd).toBeGreaterThan(previous);
    const refused = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("priceChanged");
    const accepted = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { acceptPriceChange: true }),
    );
    expect(accepted.status).toBe(201);
  });

  it("voids the authorisation when the supplier fails, so nothing is charged or held", async () => {
    const q = await createQuote(
      DEMO,
      traveller,
      await testOffer("fails-at-book"),
      await parisStay(36),
    );
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(502);
    expect(r.body.code).toBe("supplierUnavailable");
    const db = await getDb();
    const [booking] = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.quoteId, q.body.id as string));
    expect(booking!.status).toBe("failed");
    const pays = await sandboxPayments(booking!.reference);
    expect(pays.map((p) => p.status)).toEqual(["voided"]);
    expect(pays[0]!.capturedMinor).toBe(0);
    const [hold] = await db
      .select()
      .from(t.supplierReservations)
      .where(eq(t.supplierReservations.id, booking!.supplierHoldId));
    expect(hold!.status).toBe("released");
  });

  it("answers a declined card with its code and keeps the quote for another card", async () => {
    const q = await createQuote(DEMO, traveller, await testOffer("last-room"), await parisStay(37));
    const declined = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO, CARDS.declined)),
    );
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe("cardDeclined");
    const again = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(again.status).toBe(201);
  });

  it("refuses an expired hold with 410 and books nothing", async () => {
    const q = await createQuote(DEMO, traveller, await testOffer("last-room"), await parisStay(39));
    const db = await getDb();
    const past = new Date(Date.now() - 1000);
    await db
      .update(t.checkoutQuotes)
      .set({ expiresAt: past })
      .where(eq(t.checkoutQuotes.id, q.body.id as string));
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.body).toMatchObject({ code: "expired" });
    expect(r.status).toBe(410);
    const rows = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.quoteId, q.body.id as string));
    expect(rows).toHaveLength(0);
  });

  it("refuses a 3-D Secure return path that a browser would take off the site, and books nothing", async () => {
    const q = await createQuote(DEMO, traveller, await testOffer("last-room"), await parisStay(41));
    // A browser drops a tab or a newline in a URL: `/\t/evil.com` opens `//evil.com`.
    for (const returnPath of [
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r\n/evil.com",
      "/%09/evil.com",
      "/%2F/evil.com",
      "/ /evil.com",
      "/\u00a0/evil.com",
      "/\\evil.com",
      "//evil.com",
      "https://evil.com/",
    ]) {
      const r = await placeBooking(
        DEMO,
        traveller,
        bookingBody(q.body.id as string, await cardToken(DEMO, CARDS.challenge), { returnPath }),
      );
      expect([r.status, r.body.code], JSON.stringify(returnPath)).toEqual([400, "badRequest"]);
      expect(r.body.message).toMatch(/^returnPath: /);
    }
    expect(await bookingsOf(q.body.id as string)).toEqual([]);

    // A path of this site is taken, and the challenge comes back to it on this host.
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO, CARDS.challenge), {
        returnPath: "/booknow/hotels/confirm-payment",
      }),
    );
    expect(r.status).toBe(202);
    const [payment] = await sandboxPayments(r.body.reference as string);
    expect(payment!.returnUrl).toBe(
      `http://${DEMO}/booknow/hotels/confirm-payment?reference=${r.body.reference}`,
    );
  });
});

describe("who may see and do what", () => {
  it("keeps a quote to the browser that made it, whatever session id another sends", async () => {
    const guest: Browser = { cookie: "" };
    const q = await createQuote(
      VIAJES,
      guest,
      await testOffer("fails-at-cancel"),
      await parisStay(40),
    );
    const id = q.body.id as string;
    const sessionId = { "x-session-id": "shared-session-1234" };
    const mine = await send(getQuote as never, VIAJES, `/api/checkout/quotes/${id}`, {
      method: "GET",
      headers: { cookie: guest.cookie, ...sessionId },
      params: { id },
    });
    expect(mine.status).toBe(200);
    const stranger: Browser = { cookie: "" };
    await createQuote(VIAJES, stranger, await testOffer("fails-at-cancel"), await parisStay(41));
    const theirs = await send(getQuote as never, VIAJES, `/api/checkout/quotes/${id}`, {
      method: "GET",
      headers: { cookie: stranger.cookie, ...sessionId },
      params: { id },
    });
    expect(theirs.status).toBe(404);
    const booked = await placeBooking(VIAJES, stranger, bookingBody(id, await cardToken(VIAJES)));
    expect(booked.status).toBe(404);
  });

  it("answers 404 for another traveller's or another agency's booking, read or cancel", async () => {
    const { booking } = await confirmedBooking(traveller, 42);
    const reference = booking.reference as string;
    const read = (host: string, cookie: string) =>
      send(getBooking as never, host, `/api/bookings/${reference}`, {
        method: "GET",
        headers: { cookie },
        params: { reference },
      });
    expect((await read(DEMO, traveller.cookie)).status).toBe(200);
    expect((await read(DEMO, otherTraveller.cookie)).status).toBe(404);
    expect((await read(VIAJES, await session(VIAJES, "viajero@viajessol.test"))).status).toBe(404);
    const cancelAs = (host: string, cookie: string) =>
      send(cancel as never, host, `/api/bookings/${reference}/cancel`, {
        body: {},
        headers: { cookie, "idempotency-key": randomUUID() },
        params: { reference },
      });
    expect((await cancelAs(DEMO, otherTraveller.cookie)).status).toBe(404);
    expect((await cancelAs(VIAJES, await session(VIAJES, "viajero@viajessol.test"))).status).toBe(
      404,
    );
    // The agency's staff see it.
    expect((await read(DEMO, agent.cookie)).status).toBe(200);
  });

  it("shows net and markup to an unrestricted agent only, in the quote and the booking", async () => {
    const stay = await parisStay(43);
    const offer = await testOffer("fails-at-cancel");
    const open = await createQuote(DEMO, agent, offer, stay);
    expect(open.body.price).toHaveProperty("netUsd");
    expect(open.body.price).toHaveProperty("markupUsd");
    const q = await createQuote(DEMO, restricted, offer, stay);
    expect(q.status).toBe(201);
    expect(q.body.price).not.toHaveProperty("netUsd");
    expect(q.body.price).not.toHaveProperty("markupUsd");
    expect(q.body.price).not.toHaveProperty("commission");
    const r = await placeBooking(
      DEMO,
      restricted,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(201);
    expect(JSON.stringify(r.body)).not.toMatch(/netUsd|markupUsd|commission/);
  });

  it("cancels with the policy's refund once; a second cancel is a 409", async () => {
    const { booking } = await confirmedBooking(traveller, 44);
    const reference = booking.reference as string;
    const refund = (booking.cancellation as { refund: { amountMinor: number } }).refund.amountMinor;
    const cancelOnce = () =>
      send(cancel as never, DEMO, `/api/bookings/${reference}/cancel`, {
        body: { expectedRefundMinor: refund },
        headers: { cookie: traveller.cookie, "idempotency-key": randomUUID() },
        params: { reference },
      });
    const first = await cancelOnce();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("cancelled");
    expect(first.body.refunded).toEqual({ amountMinor: refund, currency: "USD" });
    const pays = await sandboxPayments(reference);
    expect(pays[0]!.refundedMinor).toBe(refund);
    const second = await cancelOnce();
    expect(second.status).toBe(409);
    expect((await sandboxPayments(reference))[0]!.refundedMinor).toBe(refund);
    const list = await call(listBookings as never, DEMO, "/api/bookings?when=cancelled", {
      cookie: traveller.cookie,
    });
    expect((list.body.bookings as { reference: string }[]).map((b) => b.reference)).toContain(
      reference,
    );
  });
});

describe("the cancellation terms the checkout shows", () => {
  it("are the refund's: free until the same instant, then the same penalty", async () => {
    const { quote, booking } = await confirmedBooking(traveller, 47, true);
    const shown = quote.cancellation as {
      freeUntil: string;
      penalty: { amountMinor: number; currency: string };
    };
    const kept = booking.cancellation as { freeUntil: string };
    expect(shown.freeUntil).not.toBeNull();
    expect(shown.freeUntil).toBe(kept.freeUntil);
    expect(shown.penalty.currency).toBe("USD");
    expect(shown.penalty.amountMinor).toBeGreaterThan(0);
    // Cancelled once the free time is over, the refund costs what the checkout said.
    const db = await getDb();
    const [row] = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.reference, booking.reference as string));
    const late = refundNow(row!, new Date(Date.parse(shown.freeUntil) + 60_000));
    expect(late.penaltyMinor).toBe(shown.penalty.amountMinor);
    expect(refundNow(row!, new Date(Date.parse(shown.freeUntil) - 60_000)).penaltyMinor).toBe(0);
  });
});

describe("a booking's history", () => {
  it("says who moved it in words: the traveller, the agency, a guest, or the system", async () => {
    const history = async (reference: string, cookie: string, host = DEMO) => {
      const r = await send(getBooking as never, host, `/api/bookings/${reference}`, {
        method: "GET",
        headers: { cookie },
        params: { reference },
      });
      expect(r.status).toBe(200);
      return (r.body.events as { to: string; actor: string }[]).map((e) => [e.to, e.actor]);
    };
    const own = await confirmedBooking(traveller, 47);
    expect(await history(own.booking.reference as string, traveller.cookie)).toEqual([
      ["pending", "traveller"],
      ["confirmed", "system"],
    ]);
    // An agent's booking for a client is the agency's, as the traveller and staff both read it.
    const agents = await confirmedBooking(agent, 48);
    expect(await history(agents.booking.reference as string, agent.cookie)).toEqual([
      ["pending", "agency"],
      ["confirmed", "system"],
    ]);
    const guest: Browser = { cookie: "" };
    const q = await createQuote(
      VIAJES,
      guest,
      await testOffer("fails-at-cancel"),
      await parisStay(49),
    );
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(q.body.id as string, await cardToken(VIAJES)),
    );
    expect(await history(r.body.reference as string, guest.cookie, VIAJES)).toEqual([
      ["pending", "guest"],
      ["confirmed", "system"],
    ]);
  });
});

describe("concurrency", () => {
  it("sells the last room once among 100 concurrent buyers; the others are told it is gone", async () => {
    const stay = await parisStay(50);
    const offer = await testOffer("last-room");
    const buyers = Array.from({ length: 100 }, (): Browser => ({ cookie: "" }));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const q = await createQuote(VIAJES, b, offer, stay);
        if (q.status !== 201) return q;
        return placeBooking(VIAJES, b, bookingBody(q.body.id as string, await cardToken(VIAJES)));
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("soldOut");
    const winner = results.find((r) => r.status === 201)!.body.reference as string;
    const db = await getDb();
    const quotes = await db
      .select({ id: t.checkoutQuotes.id })
      .from(t.checkoutQuotes)
      .where(eq(t.checkoutQuotes.offerId, offer));
    const bookings = await db
      .select()
      .from(t.bookings)
      .where(
        inArray(
          t.bookings.quoteId,
          quotes.map((q) => q.id),
        ),
      );
    expect(
      bookings.filter((b) => b.offer && (b.offer as { checkIn: string }).checkIn === stay.checkIn),
    ).toHaveLength(1);
    expect((await sandboxPayments(winner)).map((p) => p.status)).toEqual(["captured"]);
  });

  it("books and captures once for 1,000 concurrent replays of one idempotency key", async () => {
    const q = await createQuote(
      DEMO,
      traveller,
      await testOffer("fails-at-cancel"),
      await parisStay(51),
    );
    const body = bookingBody(q.body.id as string, await cardToken(DEMO));
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => placeBooking(DEMO, traveller, body, key)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.quoteId, q.body.id as string));
    expect(rows).toHaveLength(1);
    expect(
      (await sandboxPayments(rows[0]!.reference)).filter((p) => p.status === "captured"),
    ).toHaveLength(1);
    const other = await placeBooking(DEMO, traveller, { ...body, specialRequests: "late" }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotencyMismatch");
  });
});
