import { randomUUID } from "node:crypto";
import { and, arrayContains, eq, gte } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as subscribePost } from "@/app/api/agency/subscription/route";
import { POST as topupPost } from "@/app/api/agency/wallet/topups/route";
import { POST as complete } from "@/app/api/bookings/[reference]/complete/route";
import { POST as balancePost } from "@/app/api/bookings/[reference]/balance/route";
import { POST as quotePost } from "@/app/api/checkout/quotes/route";
import { POST as payPost } from "@/app/api/pay/[token]/route";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import type { QuoteResponse } from "@/lib/contract/booking";
import { hashToken, randomToken } from "@/lib/server/auth/tokens";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import {
  armFault,
  disarmFaults,
  runLate,
  type Fault,
  type FaultPoint,
} from "@/lib/server/faults/faults";
import { agencyAccount } from "@/lib/server/ledger/ledger";
import { completeChallenge } from "@/lib/server/payments/sandbox-challenge";
import { cookieOf } from "../support/accounts";
import {
  bookingBody,
  cancelBooking,
  CARDS,
  cardToken,
  createQuote,
  inDays,
  parisStay,
  placeBooking,
  testOffer,
  type Browser,
} from "../support/booking";
import { cruiseBookingBody } from "../support/cruises";
import { DEMO, MINIMAL, VIAJES } from "../support/hosts";
import { send } from "../support/http";
import { checkChargeInvariants, checkInvariants, settle } from "../support/money-invariants";
import { setBalance } from "../support/wallet";

/**
 * The fault matrix (issue 24, DESIGN §9): for each money flow and each boundary between two of its
 * external effects, each fault — the process stopping before or after the effect, the call
 * failing, the call timing out and taking effect late, the service down for a while — then the
 * reconciliation job run until it has nothing left to do, and the invariants checked on what the
 * gateway, the supplier, the ledger and our books say: no capture without a confirmed booking, no
 * confirmed booking without its capture, no authorisation left on a failed one, refunds within
 * captures, every hold booked or given back, every gateway call answered, every key answered.
 */

type BookingFlow = "card" | "wallet" | "3-D Secure" | "card, supplier refuses" | "cancellation";
/** Charges: a card taken at once, for what it pays (payments/charges.ts). */
type ChargeFlow = "top-up" | "subscription" | "pay link" | "balance";
type Flow = BookingFlow | ChargeFlow;
const CHARGE_POINTS: FaultPoint[] = ["gateway.authorise", "gateway.capture", "db.commit"];

const POINTS: Record<Flow, FaultPoint[]> = {
  card: ["supplier.hold", "gateway.authorise", "supplier.book", "gateway.capture", "db.commit"],
  wallet: ["gateway.authorise", "supplier.book", "gateway.capture", "db.commit"],
  "3-D Secure": [
    "gateway.authorise",
    "gateway.retrieve",
    "supplier.book",
    "gateway.capture",
    "db.commit",
  ],
  "card, supplier refuses": ["gateway.authorise", "gateway.void", "supplier.release"],
  cancellation: ["supplier.cancel", "gateway.refund", "db.commit"],
  "top-up": CHARGE_POINTS,
  subscription: CHARGE_POINTS,
  "pay link": CHARGE_POINTS,
  balance: CHARGE_POINTS,
};
const isCharge = (flow: Flow): flow is ChargeFlow =>
  flow === "top-up" || flow === "subscription" || flow === "pay link" || flow === "balance";
const FAULTS: Fault[] = ["crash-before", "crash-after", "fail", "late", "down"];

let agent = "";
let owner = "";
let minimalOwner = "";
const agencyIds: Record<string, string> = {};
let day = 150;
const matrix: string[] = [];

beforeAll(async () => {
  agent = await cookieOf(DEMO, "agent@horizon.test");
  owner = await cookieOf(DEMO, "owner@horizon.test");
  minimalOwner = await cookieOf(MINIMAL, "owner@minimal.test");
  const db = await getDb();
  for (const a of await db.select().from(t.agencies)) agencyIds[a.subdomain] = a.id;
  await setBalance(agencyAccount(agencyIds.demo!, "USD"), 50_000_000);
});

afterEach(() => disarmFaults());

afterAll(() => {
  console.log(`fault matrix: ${matrix.length} cases, all invariants held\n${matrix.join("\n")}`);
});

/** A pay request of Horizon's to one of its clients, and its link's token. */
async function payRequest(): Promise<string> {
  const db = await getDb();
  const [client] = await db
    .insert(t.clients)
    .values({
      agencyId: agencyIds.demo!,
      firstName: "Paz",
      lastName: "Pagadora",
      email: `paz.${randomUUID().slice(0, 8)}@example.com`,
    })
    .returning({ id: t.clients.id });
  const token = randomToken();
  await db.insert(t.paymentRequests).values({
    agencyId: agencyIds.demo!,
    clientId: client!.id,
    amountMinor: 12_345,
    currency: "EUR",
    description: "Deposit",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

let cruiseDay = 300;

/** A cruise booked by Horizon's agent on a deposit (a quarter paid): its reference. */
async function depositSale(): Promise<string> {
  cruiseDay += 5;
  const query = { departFrom: inDays(cruiseDay), departTo: inDays(cruiseDay + 4), adults: 2 };
  const [sailing] = await supplierFor("cruise").search(query);
  const q = await send(quotePost as never, DEMO, "/api/checkout/quotes", {
    body: { product: "cruise", offerId: sailing!.offers[0]!.offerId, query, currency: "USD" },
    headers: { cookie: agent },
  });
  expect((q.body as QuoteResponse).schedule.balance).not.toBeNull();
  const r = await placeBooking(
    DEMO,
    { cookie: agent },
    cruiseBookingBody(q.body, await cardToken(DEMO)),
  );
  expect(r.status).toBe(201);
  return r.body.reference as string;
}

/** The charge's call, made once with the Idempotency-Key `key`; its answer does not matter. */
async function chargeOnce(flow: ChargeFlow, key: string, token: string) {
  if (flow === "top-up") {
    return send(topupPost as never, DEMO, "/api/agency/wallet/topups", {
      body: { amountMinor: 12_345, currency: "EUR", token: await cardToken(DEMO) },
      headers: { cookie: owner, "idempotency-key": key },
    });
  }
  if (flow === "subscription") {
    return send(subscribePost as never, MINIMAL, "/api/agency/subscription", {
      body: { plan: "monthly", token: await cardToken(MINIMAL) },
      headers: { cookie: minimalOwner, "idempotency-key": key },
    });
  }
  if (flow === "balance") {
    // `token` is the reference of a deposit sale of the agent's.
    return send(balancePost as never, DEMO, `/api/bookings/${token}/balance`, {
      body: { payment: { method: "card", token: await cardToken(DEMO) } },
      headers: { cookie: agent, "idempotency-key": key },
      params: { reference: token },
    });
  }
  return send(payPost as never, DEMO, `/api/pay/${token}`, {
    body: { token: await cardToken(DEMO) },
    headers: { "idempotency-key": key },
    params: { token },
  });
}

async function unsubscribeMinimal() {
  const db = await getDb();
  await db
    .update(t.agencies)
    .set({ isSubscribed: false, subscribedUntil: null })
    .where(eq(t.agencies.id, agencyIds.minimal!));
}

async function runChargeCase(flow: ChargeFlow, point: FaultPoint, fault: Fault) {
  const label = `${flow} × ${point} × ${fault}`;
  const key = randomUUID();
  if (flow === "subscription") await unsubscribeMinimal();
  const token =
    flow === "pay link" ? await payRequest() : flow === "balance" ? await depositSale() : "";
  armFault(point, fault);
  const first = await chargeOnce(flow, key, token).catch(() => undefined);
  if (fault === "down") await reconcile({ now: new Date(Date.now() + 3_600_000) });
  disarmFaults();
  await runLate();
  await settle();
  const [charge] = await checkChargeInvariants(key, label);
  // The caller's retry with its key answers what became of the charge: served, or why not.
  const retry = await chargeOnce(flow, key, token);
  if (charge?.fulfilledAt) expect(retry.status, label).toBeLessThan(300);
  else expect(retry.status, label).toBeGreaterThanOrEqual(400);
  if (first && first.status < 300) expect(retry.body, label).toEqual(first.body);
  matrix.push(
    `✓ ${label.padEnd(58)} → ${charge ? `${charge.status}${charge.fulfilledAt ? ", served" : ""}` : "no charge"}`,
  );
}

async function bookOnce(flow: BookingFlow): Promise<{
  reference: string | null;
  quoteId: string | null;
  browser: Browser;
  host: string;
  checkIn: string;
}> {
  const slug = flow === "card, supplier refuses" ? "fails-at-book" : "last-room";
  // An agent pays from Horizon's wallet; a guest pays by card at Viajes Sol (guests may book there).
  const host = flow === "wallet" ? DEMO : VIAJES;
  const browser: Browser = { cookie: flow === "wallet" ? agent : "" };
  const stay = await parisStay((day += 3));
  const q = await createQuote(host, browser, await testOffer(slug), stay);
  // The supplier did not hold (or its answer was lost): no quote, nothing to pay.
  if (q.status !== 201)
    return { reference: null, quoteId: null, browser, host, checkIn: stay.checkIn };
  const quoteId = q.body.id as string;
  const body =
    flow === "wallet"
      ? { ...bookingBody(quoteId, null), payment: { method: "wallet" } }
      : bookingBody(
          quoteId,
          await cardToken(host, flow === "3-D Secure" ? CARDS.challenge : CARDS.success),
        );
  const r = await placeBooking(host, browser, body);
  if (flow === "3-D Secure" && r.status === 202) {
    // The traveller approves at the bank and comes back to the checkout.
    const payment = String(r.body.challengeUrl).split("/").pop()!;
    await completeChallenge(agencyIds.viajes!, payment, "approve", `http://${host}/`);
    await send(complete as never, host, `/api/bookings/${r.body.reference}/complete`, {
      body: {},
      headers: { cookie: browser.cookie, "idempotency-key": randomUUID() },
      params: { reference: r.body.reference as string },
    });
  }
  return {
    reference: (r.body.reference as string | undefined) ?? null,
    quoteId,
    browser,
    host,
    checkIn: stay.checkIn,
  };
}

async function runCase(flow: Flow, point: FaultPoint, fault: Fault) {
  if (isCharge(flow)) return runChargeCase(flow, point, fault);
  const label = `${flow} × ${point} × ${fault}`;
  const caseStart = new Date();
  let quoteId: string | null;
  let checkIn: string;
  if (flow === "cancellation") {
    const booked = await bookOnce("card");
    const db = await getDb();
    const [row] = await db.select().from(t.bookings).where(eq(t.bookings.quoteId, booked.quoteId!));
    expect(row?.status, label).toBe("confirmed");
    armFault(point, fault);
    await cancelBooking(booked.host, booked.reference!, booked.browser.cookie).catch(
      () => undefined,
    );
    quoteId = booked.quoteId;
    checkIn = booked.checkIn;
  } else {
    armFault(point, fault);
    ({ quoteId, checkIn } = await bookOnce(flow));
  }
  // An outage outlasts the first run of the job; a late answer lands before the job asks.
  if (fault === "down") await reconcile({ now: new Date(Date.now() + 3_600_000) });
  disarmFaults();
  await runLate();
  await settle();
  const db = await getDb();
  if (!quoteId) {
    expect(point, `${label}: no quote`).toBe("supplier.hold");
    const holds = await db
      .select()
      .from(t.supplierReservations)
      .where(
        and(
          gte(t.supplierReservations.createdAt, caseStart),
          arrayContains(t.supplierReservations.days, [checkIn]),
        ),
      );
    for (const hold of holds) {
      // A hold no quote was written for sold nothing, and the job gave it back by its reference
      // (the quote's id, its intent recorded before the call) rather than at its expiry.
      expect(hold.status, label).toBe("released");
      const intents = await db
        .select()
        .from(t.holdIntents)
        .where(eq(t.holdIntents.id, hold.clientReference!));
      expect(intents, `${label}: its intent is done with`).toEqual([]);
    }
    matrix.push(
      `✓ ${label.padEnd(58)} → no quote (${holds.length ? "hold given back" : "no hold"})`,
    );
    return;
  }
  await checkInvariants(quoteId, label);
  const [booking] = await db
    .select({ status: t.bookings.status })
    .from(t.bookings)
    .where(eq(t.bookings.quoteId, quoteId));
  matrix.push(`✓ ${label.padEnd(58)} → ${booking?.status ?? "no booking"}`);
}

describe("money under faults: every flow, every boundary, every fault", () => {
  for (const [flow, points] of Object.entries(POINTS) as [Flow, FaultPoint[]][]) {
    it(`${flow}: the invariants hold after each fault at each boundary`, async () => {
      for (const point of points) {
        for (const fault of FAULTS) await runCase(flow, point, fault);
      }
    }, 300_000);
  }
});

it("leaves the hold of a quote that was written alone, and clears its intent", async () => {
  const q = await createQuote(
    VIAJES,
    { cookie: "" },
    await testOffer("last-room"),
    await parisStay((day += 3)),
  );
  expect(q.status).toBe(201);
  // The job's next run, past its grace minute and within the hold's 15 minutes.
  await reconcile({ now: new Date(Date.now() + 2 * 60_000) });
  const db = await getDb();
  const [quote] = await db
    .select()
    .from(t.checkoutQuotes)
    .where(eq(t.checkoutQuotes.id, q.body.id as string));
  const [hold] = await db
    .select({ status: t.supplierReservations.status })
    .from(t.supplierReservations)
    .where(eq(t.supplierReservations.id, quote!.supplierHoldId));
  expect(hold!.status).toBe("held");
  expect(await db.select().from(t.holdIntents).where(eq(t.holdIntents.id, quote!.id))).toEqual([]);
});

it("cancels at the supplier a room its book call sold after the booking had failed", async () => {
  // The book call times out and takes effect later; the hold's release then fails once. The
  // booking fails (the card voided), its quote stays open, and the late call books the room.
  armFault("supplier.book", "late");
  armFault("supplier.release", "fail");
  const { quoteId } = await bookOnce("card");
  disarmFaults();
  await runLate();
  const db = await getDb();
  const [booking] = await db.select().from(t.bookings).where(eq(t.bookings.quoteId, quoteId!));
  expect(booking!.status).toBe("failed");
  const [quote] = await db.select().from(t.checkoutQuotes).where(eq(t.checkoutQuotes.id, quoteId!));
  const holdNow = async () =>
    (
      await db
        .select({ status: t.supplierReservations.status })
        .from(t.supplierReservations)
        .where(eq(t.supplierReservations.id, quote!.supplierHoldId))
    )[0]!.status;
  expect(await holdNow()).toBe("booked");
  // The job's sweep of the open quote cancels that sale: no room kept for a failed booking.
  await settle();
  expect(await holdNow()).toBe("cancelled");
  await checkInvariants(quoteId!, "a late supplier booking");
});
