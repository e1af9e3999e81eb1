import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as complete } from "@/app/api/bookings/[reference]/complete/route";
import { POST as challenge } from "@/app/api/payments/sandbox/challenge/[id]/route";
import { DELETE as releaseById, PATCH as quoteById } from "@/app/api/checkout/quotes/[id]/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import type { HotelStayQuery } from "@/lib/contract/hotels";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { REMOTE_ADDRESS_HEADER } from "@/lib/server/http/client-address";
import {
  bookingBody,
  type Browser,
  CARDS,
  cardToken,
  parisStay,
  placeBooking,
  testOffer,
} from "../support/booking";
import { VIAJES } from "../support/hosts";
import { send, setCookies } from "../support/http";

/**
 * A quote holds inventory that every agency's travellers share (DESIGN §9), so nobody may hold it
 * without limit: quotes are throttled per buyer (the account, or the guest's secret) and, with a
 * higher limit, per address (DESIGN §4), and a buyer keeps a few live holds at most, the oldest
 * given back when a new one would pass the cap.
 */

let day = 60;

/** A quote of Paris's "Last Room" test hotel, one room a night, for a stay of its own. */
async function lastRoom(from = (day += 3)) {
  return { offerId: await testOffer("last-room"), query: await parisStay(from) };
}

/** POST /api/checkout/quotes from `address`; a guest browser keeps the cookie it is given. */
async function quoteFrom(
  browser: Browser,
  address: string,
  offer: { offerId: string; query: HotelStayQuery },
) {
  const r = await send(quote, VIAJES, "/api/checkout/quotes", {
    body: { product: "hotels", currency: "EUR", ...offer },
    headers: {
      [REMOTE_ADDRESS_HEADER]: address,
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
  });
  const guest = setCookies(r.headers).guest_checkout;
  if (guest) browser.cookie = `guest_checkout=${guest.value}`;
  return r;
}

async function quotes(ids: string[]) {
  const db = await getDb();
  const rows = await db.select().from(t.checkoutQuotes).where(inArray(t.checkoutQuotes.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function holdOf(quoteId: string) {
  const db = await getDb();
  const [q] = await db.select().from(t.checkoutQuotes).where(eq(t.checkoutQuotes.id, quoteId));
  const [hold] = await db
    .select()
    .from(t.supplierReservations)
    .where(eq(t.supplierReservations.id, q!.supplierHoldId));
  return hold!.status;
}

function expectThrottled(r: Awaited<ReturnType<typeof quoteFrom>>) {
  expect(r.status).toBe(429);
  expect(Object.keys(r.body).sort()).toEqual(["code", "message"]);
  expect(r.body.code).toBe("throttled");
  const retryAfter = Number(r.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

beforeEach(() => {
  vi.stubEnv("QUOTES_PER_BUYER", "3");
  vi.stubEnv("QUOTES_PER_ADDRESS", "4");
  vi.stubEnv("LIVE_HOLDS_PER_BUYER", "5");
});
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/checkout/quotes throttling", () => {
  it("answers an anonymous caller's quote past the address's limit with 429 and Retry-After; other addresses go on", async () => {
    const address = "198.51.100.31";
    // A new guest each time (no cookie kept): only the address counts them.
    for (let i = 0; i < 4; i++) {
      expect((await quoteFrom({ cookie: "" }, address, await lastRoom())).status).toBe(201);
    }
    const offer = await lastRoom();
    expectThrottled(await quoteFrom({ cookie: "" }, address, offer));
    // The refused quote held nothing: another address gets the one room.
    expect((await quoteFrom({ cookie: "" }, "198.51.100.32", offer)).status).toBe(201);
  });

  it("answers one buyer's quote past its own limit with 429, from whatever address", async () => {
    const guest: Browser = { cookie: "" };
    for (let i = 0; i < 3; i++) {
      expect((await quoteFrom(guest, `203.0.113.${40 + i}`, await lastRoom())).status).toBe(201);
    }
    expectThrottled(await quoteFrom(guest, "203.0.113.49", await lastRoom()));
    // Another guest at one of those addresses is not this buyer.
    expect((await quoteFrom({ cookie: "" }, "203.0.113.40", await lastRoom())).status).toBe(201);
  });
});

describe("live holds per buyer", () => {
  beforeEach(() => {
    vi.stubEnv("QUOTES_PER_BUYER", "100");
    vi.stubEnv("QUOTES_PER_ADDRESS", "100");
    vi.stubEnv("LIVE_HOLDS_PER_BUYER", "2");
  });

  it("never exceeds the cap: a new quote gives the buyer's oldest hold back", async () => {
    const guest: Browser = { cookie: "" };
    const first = await lastRoom();
    const ids: string[] = [];
    for (const offer of [first, await lastRoom(), await lastRoom(), await lastRoom()]) {
      const r = await quoteFrom(guest, "192.0.2.10", offer);
      expect(r.status).toBe(201);
      ids.push(r.body.id as string);
      const rows = await quotes(ids);
      const live = ids.filter((id) => rows.get(id)!.status === "open");
      expect(live).toEqual(ids.slice(-2));
    }
    expect(await holdOf(ids[0]!)).toBe("released");
    expect(await holdOf(ids[3]!)).toBe("held");
    // The room the oldest quote held is on sale again, and that quote can no longer be booked.
    expect((await quoteFrom({ cookie: "" }, "192.0.2.11", first)).status).toBe(201);
    const late = await placeBooking(VIAJES, guest, bookingBody(ids[0]!, await cardToken(VIAJES)));
    expect([late.status, late.body.code]).toEqual([410, "expired"]);
  });

  it("never gives back a hold whose booking is under way", async () => {
    const guest: Browser = { cookie: "" };
    const q = await quoteFrom(guest, "192.0.2.20", await lastRoom());
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(q.body.id as string, await cardToken(VIAJES, CARDS.challenge)),
    );
    expect(r.status).toBe(202);
    for (let i = 0; i < 3; i++) {
      expect((await quoteFrom(guest, "192.0.2.20", await lastRoom())).status).toBe(201);
    }
    expect(await holdOf(q.body.id as string)).toBe("held");

    // Back from the bank's page, the booking is confirmed on the hold it kept.
    const payment = new URL(r.body.challengeUrl as string, `http://${VIAJES}`).pathname
      .split("/")
      .pop()!;
    const approved = await send(
      challenge as never,
      VIAJES,
      `/api/payments/sandbox/challenge/${payment}`,
      {
        params: { id: payment },
        body: "outcome=approve",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    );
    expect(approved.status).toBe(303);
    const reference = r.body.reference as string;
    const done = await send(complete as never, VIAJES, `/api/bookings/${reference}/complete`, {
      body: {},
      params: { reference },
      headers: { cookie: guest.cookie, "idempotency-key": randomUUID() },
    });
    expect([done.status, done.body.status]).toEqual([200, "confirmed"]);
  });
});

describe("the buyer's own hold", () => {
  beforeEach(() => {
    vi.stubEnv("QUOTES_PER_BUYER", "100");
    vi.stubEnv("QUOTES_PER_ADDRESS", "100");
  });

  it("is replaced by their new quote of the same offer, even of the last room", async () => {
    const guest: Browser = { cookie: "" };
    const offer = await lastRoom();
    const first = await quoteFrom(guest, "192.0.2.30", offer);
    expect(first.status).toBe(201);
    // Back to the rooms and the same room again, or "Hold again": held, not "booked by another".
    const again = await quoteFrom(guest, "192.0.2.30", offer);
    expect(again.status).toBe(201);
    const rows = await quotes([first.body.id as string, again.body.id as string]);
    expect(rows.get(first.body.id as string)!.status).toBe("released");
    expect(await holdOf(first.body.id as string)).toBe("released");
    expect(await holdOf(again.body.id as string)).toBe("held");
    // One room, one hold: another buyer still meets the room taken.
    const other = await quoteFrom({ cookie: "" }, "192.0.2.31", offer);
    expect([other.status, other.body.code]).toEqual([409, "soldOut"]);
    // Another stay of the same room is another offer: both held.
    const later = await quoteFrom(guest, "192.0.2.30", await lastRoom());
    expect(later.status).toBe(201);
    expect(await holdOf(again.body.id as string)).toBe("held");
  });

  it("is kept by a currency change, and given back when the buyer leaves the checkout", async () => {
    const guest: Browser = { cookie: "" };
    const offer = await lastRoom();
    const held = await quoteFrom(guest, "192.0.2.40", offer);
    const id = held.body.id as string;
    const path = `/api/checkout/quotes/${id}`;
    const asBuyer = { params: { id }, headers: { cookie: guest.cookie } };

    const inUsd = await send(quoteById as never, VIAJES, path, {
      ...asBuyer,
      method: "PATCH",
      body: { currency: "USD" },
    });
    expect([inUsd.status, inUsd.body.id, inUsd.body.expiresAt]).toEqual([
      200,
      id,
      held.body.expiresAt,
    ]);
    expect(await holdOf(id)).toBe("held");

    // Someone else's quote is not theirs to release.
    const stranger = await send(releaseById as never, VIAJES, path, {
      params: { id },
      method: "DELETE",
      headers: { cookie: "" },
    });
    expect(stranger.status).toBe(404);
    expect(await holdOf(id)).toBe("held");

    const left = await send(releaseById as never, VIAJES, path, { ...asBuyer, method: "DELETE" });
    expect([left.status, left.body.status]).toEqual([200, "released"]);
    expect(await holdOf(id)).toBe("released");
    const twice = await send(releaseById as never, VIAJES, path, { ...asBuyer, method: "DELETE" });
    expect([twice.status, twice.body.status]).toEqual([200, "released"]);
    // The room is on sale again.
    expect((await quoteFrom({ cookie: "" }, "192.0.2.41", offer)).status).toBe(201);
  });

  it("is not given back by leaving once its booking is under way", async () => {
    const guest: Browser = { cookie: "" };
    const q = await quoteFrom(guest, "192.0.2.50", await lastRoom());
    const id = q.body.id as string;
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(id, await cardToken(VIAJES, CARDS.challenge)),
    );
    expect(r.status).toBe(202);
    const left = await send(releaseById as never, VIAJES, `/api/checkout/quotes/${id}`, {
      params: { id },
      method: "DELETE",
      headers: { cookie: guest.cookie },
    });
    expect(left.status).toBe(200);
    expect(left.body.status).not.toBe("released");
    expect(await holdOf(id)).toBe("held");
  });
});
