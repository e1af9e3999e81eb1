import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as payBalanceRoute } from "@/app/api/bookings/[reference]/balance/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as exportCsv } from "@/app/api/agency/bookings/export/route";
import { GET as commandCenter } from "@/app/api/agency/command-center/route";
import { parse } from "csv-parse/sync";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import type { BookingView, QuoteResponse } from "@/lib/contract/booking";
import { settleBalances } from "@/lib/server/bookings/balance-due";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { armFault, disarmFaults } from "@/lib/server/faults/faults";
import { refundNow } from "@/lib/server/bookings/refunds";
import { getDb } from "@/lib/server/db/client";
import { bookings, commissionEntries, outbox, payments } from "@/lib/server/db/schema";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import {
  type Browser,
  cancelBooking,
  cardToken,
  inDays,
  placeBooking,
  readBooking,
  sandboxPayments,
} from "../support/booking";
import { cruiseBookingBody } from "../support/cruises";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * Deposits and balances in the engine (issue 27), on a cruise: a quarter paid at booking and the
 * rest 90 days before sailing, paid once whatever the retries, reminded once and, unpaid after its
 * due day, cancelled once under the booking's policy. Files run at once, on one database: the
 * sailings here are this file's own, and the reminded and lapsed ones (275 to 279 days ahead, due
 * in 185 to 189) are due before every other file's deposit sale (money-faults' 300 days ahead and more) and after
 * the reach of the other files' jobs (170 days ahead).
 */
const session = reusedSessions();
let traveller: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
});

const party = { adults: 2, children: 1, infants: 0 };

/** A quote of the cheapest cabin of the first sailing leaving between `from` and `to` days. */
async function cruiseQuote(from: number, to: number, lineId?: string, cookie = traveller.cookie) {
  const query = {
    departFrom: inDays(from),
    departTo: inDays(to),
    ...party,
    ...(lineId ? { lineId } : {}),
  };
  const sailings = await supplierFor("cruise").search(query);
  const sailing = sailings.find((s) => s.offers.some((o) => o.cabin.maxOccupancy >= 3))!;
  const offer = sailing.offers.find((o) => o.cabin.maxOccupancy >= 3)!;
  const q = await send(quote, DEMO, "/api/checkout/quotes", {
    body: { product: "cruise", offerId: offer.offerId, query, currency: "EUR" },
    headers: { cookie },
  });
  expect(q.status).toBe(201);
  return { quote: q.body as QuoteResponse, sailing };
}

async function bookCruise(from: number, to: number, lineId?: string, cookie = traveller.cookie) {
  const { quote: q, sailing } = await cruiseQuote(from, to, lineId, cookie);
  const r = await placeBooking(DEMO, { cookie }, cruiseBookingBody(q, await cardToken(DEMO)));
  expect(r.status).toBe(201);
  return { booking: r.body, quote: q, sailing };
}

const payBalance = (
  host: string,
  reference: string,
  key: string,
  body: object = {},
  cookie = traveller.cookie,
) =>
  send(payBalanceRoute as never, host, `/api/bookings/${reference}/balance`, {
    body,
    headers: { cookie, "idempotency-key": key },
    params: { reference },
  });

/** The commission ledger's entries of a booking: what the sale earned, and their status. */
async function entriesOf(bookingId: string) {
  const db = await getDb();
  return db
    .select({ kind: commissionEntries.kind, status: commissionEntries.status })
    .from(commissionEntries)
    .where(eq(commissionEntries.bookingId, bookingId));
}

async function balanceCharges(bookingId: string) {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, "balance"), eq(payments.subject, bookingId)));
}

async function rowOf(reference: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

async function mails(kind: string, reference: string) {
  const db = await getDb();
  const rows = await db.select().from(outbox).where(eq(outbox.kind, kind));
  return rows.filter((r) => (r.payload as { reference?: string }).reference === reference);
}

describe("a deposit sale", () => {
  it("takes a quarter now and the balance 90 days before sailing, in the quote's currency", async () => {
    const { booking, quote: q, sailing } = await bookCruise(420, 440);
    const total = q.price.total.amountMinor;
    const deposit = Math.ceil(total / 4);
    const dueOn = new Date(Date.parse(`${sailing.departureDate}T00:00:00Z`) - 90 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(q.schedule).toEqual({
      dueNow: { amountMinor: deposit, currency: "EUR" },
      balance: { amountMinor: total - deposit, currency: "EUR" },
      balanceDueOn: dueOn,
    });
    expect(booking).toMatchObject({
      status: "confirmed",
      charged: { amountMinor: deposit, currency: "EUR" },
      balance: { amount: { amountMinor: total - deposit, currency: "EUR" }, dueOn, paidAt: null },
    });
    const [card] = await sandboxPayments(booking.reference as string);
    expect(card).toMatchObject({ capturedMinor: deposit, currency: "EUR" });
  });

  it("charges the whole price when sailing is 90 days away or nearer", async () => {
    const { booking, quote: q } = await bookCruise(20, 80);
    expect(q.schedule).toMatchObject({ balance: null, balanceDueOn: null });
    expect(booking).toMatchObject({
      charged: q.price.total,
      balance: null,
    });
    const paid = await payBalance(DEMO, booking.reference as string, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe("This booking was paid in full.");
    await cancelBooking(DEMO, booking.reference as string, traveller.cookie);
  });

  it("pays the balance once: the same key again, at once or later, charges nothing more; another key is a 409", async () => {
    const { booking } = await bookCruise(430, 450);
    const reference = booking.reference as string;
    const row = await rowOf(reference);
    const key = randomUUID();
    const body = { payment: { method: "card", token: await cardToken(DEMO) } };
    const rival = { payment: { method: "card", token: await cardToken(DEMO) } };
    const [first, second, third] = await Promise.all([
      payBalance(DEMO, reference, key, body),
      payBalance(DEMO, reference, key, body),
      payBalance(DEMO, reference, randomUUID(), rival),
    ]);
    // The same key answers as the first; a rival key at the same moment is refused or, when it
    // ran first, is the one that paid (then the first key's call is refused).
    expect([first.status, second.status].sort()).toEqual(
      third.status === 200 ? [409, 409] : [200, 200],
    );
    if (third.status !== 200) {
      expect(third.status).toBe(409);
      expect(second.body).toEqual(first.body);
      expect(first.body).toMatchObject({
        charged: { amountMinor: row.totalMinor },
        balance: { paidAt: expect.any(String) },
      });
    }
    const again = await payBalance(DEMO, reference, key, body);
    expect(again.status).toBe(third.status === 200 ? 409 : 200);
    const other = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    expect(other.status).toBe(409);
    expect(await balanceCharges(row.id)).toMatchObject([
      { status: "captured", capturedMinor: row.balanceMinor },
    ]);
    const read = await readBooking(DEMO, reference, traveller.cookie);
    expect(read.body.payments).toHaveLength(2);

    // Cancelled: both payments refunded, each by what it took (free this far from sailing).
    const cancelled = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      refunded: { amountMinor: row.totalMinor },
    });
    const refunds = (await readBooking(DEMO, reference, traveller.cookie)).body.payments as {
      refunded: { amountMinor: number };
      captured: { amountMinor: number };
    }[];
    for (const p of refunds) expect(p.refunded).toEqual(p.captured);
  });

  it("refuses bad balance calls and changes nothing: another agency's booking, a malformed body, a declined card", async () => {
    const { booking } = await bookCruise(440, 460);
    const reference = booking.reference as string;
    const row = await rowOf(reference);
    const card = { payment: { method: "card", token: await cardToken(DEMO) } };
    // Signed in at another agency, its reference is unknown there.
    const viajero = await session(VIAJES, "viajero@viajessol.test");
    expect((await payBalance(VIAJES, reference, randomUUID(), card, viajero)).status).toBe(404);
    expect(
      (await payBalance(DEMO, reference, randomUUID(), { payment: { method: "none" } })).status,
    ).toBe(400);
    expect((await payBalance(DEMO, "ZZZZZZZZ", randomUUID(), card)).status).toBe(404);
    const declined = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO, "4000000000000002") },
    });
    expect(declined.status).toBe(402);
    expect(await rowOf(reference)).toMatchObject({ balancePaidAt: null, status: "confirmed" });
    // A declined card holds nothing: another card then pays.
    const paid = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    expect(paid.status).toBe(200);
    expect((await rowOf(reference)).balancePaidAt).not.toBeNull();
    expect(row.balanceMinor).toBeGreaterThan(0);
    await cancelBooking(DEMO, reference, traveller.cookie);
  });

  it("reminds a balance once, 7 days before it is due, and cancels the booking once when it lapses, however many jobs run", async () => {
    const { booking } = await bookCruise(275, 280);
    const reference = booking.reference as string;
    const row = await rowOf(reference);
    const due = Date.parse(`${row.balanceDueOn}T12:00:00Z`);
    const day = 86_400_000;

    await settleBalances(new Date(due - 8 * day));
    expect(await mails("booking.balance-due", reference)).toHaveLength(0);
    await Promise.all([
      settleBalances(new Date(due - 7 * day)),
      settleBalances(new Date(due - 7 * day)),
    ]);
    await settleBalances(new Date(due - 6 * day));
    expect(await mails("booking.balance-due", reference)).toHaveLength(1);

    // Still payable on its due day; the day after, two jobs at once cancel it once.
    await settleBalances(new Date(due));
    expect((await rowOf(reference)).status).toBe("confirmed");
    const lapsedAt = new Date(due + day);
    const expected = refundNow(row, lapsedAt);
    await Promise.all([settleBalances(lapsedAt), settleBalances(lapsedAt)]);
    const lapsed = await rowOf(reference);
    expect(lapsed).toMatchObject({ status: "cancelled", refundedMinor: expected.refundMinor });
    // The refund is what was paid (the deposit) less the line's charge, never the unpaid balance.
    expect(expected.refundMinor).toBeLessThanOrEqual(row.cardMinor);
    expect(await mails("booking.cancelled", reference)).toHaveLength(1);
    const read = await readBooking(DEMO, reference, traveller.cookie);
    expect((read.body as BookingView).events.at(-1)).toMatchObject({
      to: "cancelled",
      reason: "The balance was not paid by its due date.",
    });
    // Nothing left to pay on a cancelled booking.
    const late = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    expect(late.status).toBe(409);
  });

  it("earns its agent's commission as it is paid: kept once the balance is paid, reversed when it lapses", async () => {
    const agent = await session(DEMO, "agent@horizon.test");
    const paid = await bookCruise(455, 465, undefined, agent);
    const lapsing = await bookCruise(276, 279, undefined, agent);
    for (const { booking } of [paid, lapsing]) {
      const row = await rowOf(booking.reference as string);
      expect(row.balanceMinor).toBeGreaterThan(0);
      expect(await entriesOf(row.id)).toContainEqual({ kind: "agent", status: "pending" });
    }
    const paidRef = paid.booking.reference as string;
    const r = await payBalance(
      DEMO,
      paidRef,
      randomUUID(),
      { payment: { method: "card", token: await cardToken(DEMO) } },
      agent,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const row = await rowOf(lapsing.booking.reference as string);
    await settleBalances(new Date(Date.parse(`${row.balanceDueOn}T12:00:00Z`) + 86_400_000));
    expect((await rowOf(row.reference)).status).toBe("cancelled");
    // A balance never paid earns nothing; one paid keeps what the sale earned.
    const lapsed = await entriesOf(row.id);
    expect(lapsed.length).toBeGreaterThan(0);
    expect(lapsed.every((e) => e.status === "reversed")).toBe(true);
    const kept = await entriesOf((await rowOf(paidRef)).id);
    expect(kept).toContainEqual({ kind: "agent", status: "pending" });
    expect(kept.every((e) => e.status === "pending")).toBe(true);
  });

  it("is listed to the staff under 'balance due' until its balance is paid", async () => {
    const { booking } = await bookCruise(445, 455);
    const reference = booking.reference as string;
    const owner = await session(DEMO, "owner@horizon.test");
    const due = async () => {
      const r = await send(
        agencyBookings as never,
        DEMO,
        `/api/agency/bookings?balance=due&q=${reference}`,
        {
          method: "GET",
          headers: { cookie: owner },
        },
      );
      expect(r.status).toBe(200);
      return r.body.rows as { reference: string; balanceDue: unknown }[];
    };
    const row = await rowOf(reference);
    expect(await due()).toEqual([
      expect.objectContaining({
        reference,
        balanceDue: {
          amount: { amountMinor: row.balanceMinor, currency: "EUR" },
          dueOn: row.balanceDueOn,
        },
      }),
    ]);
    // The Command Center lists it among the balances due, with its amount and day.
    const balancesDue = async () => {
      const r = await call(commandCenter as never, DEMO, "/api/agency/command-center", {
        cookie: owner,
      });
      expect(r.status).toBe(200);
      return (r.body as { balancesDue: { reference: string }[] }).balancesDue;
    };
    expect(await balancesDue()).toContainEqual({
      reference,
      product: "cruise",
      dueOn: row.balanceDueOn,
      amount: { amountMinor: row.balanceMinor, currency: "EUR" },
      lead: expect.any(String),
    });
    // The export selects and says the same: the balance and its day, in the booking's currency.
    const csv = await call(
      exportCsv as never,
      DEMO,
      `/api/agency/bookings/export?balance=due&q=${reference}`,
      { cookie: owner },
    );
    expect(csv.status).toBe(200);
    const [header, ...lines] = parse(String(csv.body), { bom: true }) as string[][];
    expect(lines).toHaveLength(1);
    const cell = (name: string) => lines[0]![header!.indexOf(name)];
    expect(cell("Reference")).toBe(reference);
    expect(cell("Balance due")).toBe((row.balanceMinor / 100).toFixed(2));
    expect(cell("Balance due on")).toBe(row.balanceDueOn);
    const bad = await send(agencyBookings as never, DEMO, "/api/agency/bookings?balance=owed", {
      method: "GET",
      headers: { cookie: owner },
    });
    expect(bad.status).toBe(400);
    const paid = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    expect(paid.status).toBe(200);
    expect(await due()).toEqual([]);
    expect((await balancesDue()).map((b) => b.reference)).not.toContain(reference);
    await cancelBooking(DEMO, reference, traveller.cookie);
  });

  it("refunds a balance taken as its booking lapsed in full, and the deposit by the policy", async () => {
    // A Carnival cruise: free to cancel 89 days before sailing, so the deposit comes back whole.
    const { booking } = await bookCruise(282, 292, "carnival");
    const reference = booking.reference as string;
    const row = await rowOf(reference);
    // The balance's charge is captured, and its process stops before the booking is marked paid.
    armFault("db.commit", "crash-before");
    const paying = await payBalance(DEMO, reference, randomUUID(), {
      payment: { method: "card", token: await cardToken(DEMO) },
    });
    disarmFaults();
    expect(paying.status).toBe(500);
    const [charge] = await balanceCharges(row.id);
    expect(charge).toMatchObject({ status: "captured", fulfilledAt: null });

    // Its due day passes first: the booking is cancelled on what the deposit paid.
    const lapsedAt = new Date(Date.parse(`${row.balanceDueOn}T12:00:00Z`) + 86_400_000);
    const expected = refundNow(row, lapsedAt);
    expect(expected.cardRefundMinor).toBe(row.cardMinor);
    await settleBalances(lapsedAt);
    // The job then finds the charge it can no longer serve, and gives all of it back.
    await reconcile({ now: new Date(Date.now() + 2 * 60_000) });
    expect(await rowOf(reference)).toMatchObject({
      status: "cancelled",
      refundedMinor: expected.refundMinor,
      balancePaidAt: null,
    });
    expect(await balanceCharges(row.id)).toMatchObject([
      { status: "refunded", refundedMinor: row.balanceMinor },
    ]);
    const [deposit] = await sandboxPayments(reference);
    expect(deposit).toMatchObject({
      capturedMinor: row.cardMinor,
      refundedMinor: expected.cardRefundMinor,
    });
  });
});
