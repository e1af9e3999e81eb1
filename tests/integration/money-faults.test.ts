import { randomUUID } from "node:crypto";
import { and, eq, like, or } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as complete } from "@/app/api/bookings/[reference]/complete/route";
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
import { amountsOf } from "@/lib/server/payments/record";
import { completeChallenge } from "@/lib/server/payments/sandbox-challenge";
import { cookieOf } from "../support/accounts";
import {
  bookingBody,
  cancelBooking,
  CARDS,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
  type Browser,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";
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

type Flow = "card" | "wallet" | "3-D Secure" | "card, supplier refuses" | "cancellation";

const POINTS: Record<Flow, FaultPoint[]> = {
  card: ["gateway.authorise", "supplier.book", "gateway.capture", "db.commit"],
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
};
const FAULTS: Fault[] = ["crash-before", "crash-after", "fail", "late", "down"];

let agent = "";
const agencyIds: Record<string, string> = {};
let day = 150;
const matrix: string[] = [];

beforeAll(async () => {
  agent = await cookieOf(DEMO, "agent@horizon.test");
  const db = await getDb();
  for (const a of await db.select().from(t.agencies)) agencyIds[a.subdomain] = a.id;
  await setBalance(agencyAccount(agencyIds.demo!, "USD"), 50_000_000);
});

afterEach(() => disarmFaults());

afterAll(() => {
  console.log(`fault matrix: ${matrix.length} cases, all invariants held\n${matrix.join("\n")}`);
});

/** Runs the job as it would run over the next hours, until it finds nothing left to do. */
async function settle() {
  for (let pass = 0; pass < 8; pass++) {
    const now = new Date(Date.now() + (pass + 1) * 3_600_000);
    const r = await reconcile({ now });
    if (!r.finished && !r.failed && !r.waiting && !r.cancelled && !r.released && !r.unsettled) {
      return;
    }
  }
  throw new Error("the reconciliation job did not settle");
}

async function bookOnce(
  flow: Flow,
): Promise<{ reference: string | null; quoteId: string; browser: Browser; host: string }> {
  const slug = flow === "card, supplier refuses" ? "fails-at-book" : "last-room";
  // An agent pays from Horizon's wallet; a guest pays by card at Viajes Sol (guests may book there).
  const host = flow === "wallet" ? DEMO : VIAJES;
  const browser: Browser = { cookie: flow === "wallet" ? agent : "" };
  const q = await createQuote(host, browser, await testOffer(slug), await parisStay((day += 3)));
  expect(q.status).toBe(201);
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
  return { reference: (r.body.reference as string | undefined) ?? null, quoteId, browser, host };
}

/** What every party's books say of the booking on `quoteId`, checked against each other. */
async function checkInvariants(quoteId: string, label: string) {
  const db = await getDb();
  const [booking] = await db.select().from(t.bookings).where(eq(t.bookings.quoteId, quoteId));
  const [quote] = await db.select().from(t.checkoutQuotes).where(eq(t.checkoutQuotes.id, quoteId));
  const [hold] = await db
    .select()
    .from(t.supplierReservations)
    .where(eq(t.supplierReservations.id, quote!.supplierHoldId));
  if (!booking) {
    // Stopped before the booking was written: nothing moved, and the hold lapses with the quote.
    expect(["released", "expired"], label).toContain(hold!.status);
    return;
  }
  expect(["confirmed", "failed", "cancelled"], label).toContain(booking.status);

  const [card] = await db.select().from(t.payments).where(eq(t.payments.bookingId, booking.id));
  let captured = 0;
  let refunded = 0;
  if (card?.gateway === "sandbox") {
    const atGateway = await db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.reference, booking.reference));
    expect(atGateway.length, label).toBeLessThanOrEqual(1);
    for (const p of atGateway) {
      // No authorisation left holding money on the card.
      expect(["captured", "voided", "failed"], label).toContain(p.status);
      captured += p.capturedMinor;
      refunded += p.refundedMinor;
    }
  } else if (card?.gateway === "wallet") {
    const lines = await db
      .select()
      .from(t.walletEntries)
      .where(
        and(
          eq(t.walletEntries.kind, "agency"),
          or(
            eq(t.walletEntries.paymentRef, `wallet:authorise:${booking.id}`),
            like(t.walletEntries.paymentRef, `wallet:authorise:${booking.id}:%`),
          ),
        ),
      );
    // The wallet takes the money when it authorises: a void gives it back, as if never taken.
    const debits = lines.filter((l) => l.amountMinor < 0);
    expect(debits.length, label).toBeLessThanOrEqual(1);
    const sum = (reason: string) =>
      lines.filter((l) => l.reason === reason).reduce((total, l) => total + l.amountMinor, 0);
    captured = debits.reduce((total, l) => total - l.amountMinor, 0) - sum("void");
    refunded = sum("refund");
  }
  // Refunds never exceed captures.
  expect(refunded, label).toBeLessThanOrEqual(captured);

  if (booking.status === "confirmed") {
    // Confirmed only with its capture, and sold with the supplier.
    expect([captured, refunded], label).toEqual([booking.cardMinor, 0]);
    expect(card?.status, label).toBe("captured");
    expect(hold!.status, label).toBe("booked");
    expect(quote!.status, label).toBe("booked");
  } else if (booking.status === "failed") {
    // Nothing kept: no money, no room.
    expect(captured - refunded, label).toBe(0);
    expect(["released", "expired", "cancelled"], label).toContain(hold!.status);
    if (card) expect(["voided", "failed", "refunded"], label).toContain(card.status);
  } else {
    // Cancelled: given back what the policy gave, the room back on sale.
    expect(refunded, label).toBe(booking.cancellation!.cardRefundMinor);
    expect(hold!.status, label).toBe("cancelled");
  }
  if (card) {
    // Our record of the payment agrees with the gateway's, and every call it made was answered.
    const amounts = await amountsOf(card.id);
    expect(
      [amounts.capturedMinor, amounts.refundedMinor, amounts.unanswered],
      `${label}: the payment's events`,
    ).toEqual([captured, refunded, 0]);
    expect([card.capturedMinor, card.refundedMinor], label).toEqual([captured, refunded]);
  }
  const running = await db
    .select({ key: t.idempotencyKeys.key })
    .from(t.idempotencyKeys)
    .where(eq(t.idempotencyKeys.status, "running"));
  expect(running, `${label}: idempotency keys left running`).toEqual([]);
}

async function runCase(flow: Flow, point: FaultPoint, fault: Fault) {
  const label = `${flow} × ${point} × ${fault}`;
  let quoteId: string;
  if (flow === "cancellation") {
    const booked = await bookOnce("card");
    const db = await getDb();
    const [row] = await db.select().from(t.bookings).where(eq(t.bookings.quoteId, booked.quoteId));
    expect(row?.status, label).toBe("confirmed");
    armFault(point, fault);
    await cancelBooking(booked.host, booked.reference!, booked.browser.cookie).catch(
      () => undefined,
    );
    quoteId = booked.quoteId;
  } else {
    armFault(point, fault);
    quoteId = (await bookOnce(flow)).quoteId;
  }
  // An outage outlasts the first run of the job; a late answer lands before the job asks.
  if (fault === "down") await reconcile({ now: new Date(Date.now() + 3_600_000) });
  disarmFaults();
  await runLate();
  await settle();
  await checkInvariants(quoteId, label);
  const db = await getDb();
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
