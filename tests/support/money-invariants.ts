import { and, eq, like, ne, or } from "drizzle-orm";
import { expect } from "vitest";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { amountsOf } from "@/lib/server/payments/record";

/**
 * The money invariants (issue 24, DESIGN §9) the fault matrix (tests/integration/money-faults)
 * and the randomised load run (tests/load) check once the reconciliation job has settled.
 */

/** Runs the job as it would run over the next hours, until it finds nothing left to do. */
export async function settle() {
  for (let pass = 0; pass < 8; pass++) {
    const now = new Date(Date.now() + (pass + 1) * 3_600_000);
    const r = await reconcile({ now });
    const idle = !r.finished && !r.failed && !r.waiting && !r.cancelled;
    if (idle && !r.unsettled && !r.chargesFulfilled && !r.chargesWaiting) {
      return;
    }
  }
  throw new Error("the reconciliation job did not settle");
}

/**
 * What every party's books say of the booking on `quoteId`, checked against each other; returns
 * how it ended, as the load run counts them.
 */
export async function checkInvariants(quoteId: string, label: string): Promise<string> {
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
    return "never booked, hold given back";
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
  await checkKeysAnswered(label);
  return {
    confirmed: "confirmed with its capture",
    failed: "failed, nothing kept",
    cancelled: "cancelled, refunded by its policy",
  }[booking.status as "confirmed" | "failed" | "cancelled"];
}

async function checkKeysAnswered(label: string) {
  const db = await getDb();
  const running = await db
    .select({ key: t.idempotencyKeys.key })
    .from(t.idempotencyKeys)
    .where(eq(t.idempotencyKeys.status, "running"));
  expect(running, `${label}: idempotency keys left running`).toEqual([]);
}

/**
 * What every party's books say of the charges (top-ups, subscriptions, pay requests) made by
 * calls with the Idempotency-Key `key`: each ended with nothing held at the gateway, and what it
 * kept there is exactly what it paid for, given once (a wallet line, a subscription, a request
 * paid), or nothing at all.
 */
export async function checkChargeInvariants(key: string, label: string) {
  const db = await getDb();
  const charges = await db
    .select()
    .from(t.payments)
    .where(and(ne(t.payments.purpose, "booking"), like(t.payments.requestKey, `% ${key}`)));
  for (const charge of charges) {
    const what = `${label}: ${charge.purpose} ${charge.status}`;
    // Settled: nothing waiting, nothing held.
    expect(["captured", "voided", "failed", "refunded"], what).toContain(charge.status);
    const atGateway = await db
      .select()
      .from(t.sandboxPayments)
      .where(like(t.sandboxPayments.idempotencyKey, `%:${charge.purpose}:${charge.id}`));
    expect(atGateway.length, what).toBeLessThanOrEqual(1);
    let captured = 0;
    let refunded = 0;
    for (const p of atGateway) {
      expect(["captured", "voided", "failed"], what).toContain(p.status);
      captured += p.capturedMinor;
      refunded += p.refundedMinor;
    }
    // Kept only when served, and then all of it.
    const served = charge.fulfilledAt !== null;
    expect(served, what).toBe(charge.status === "captured");
    expect(captured - refunded, what).toBe(served ? charge.amountMinor : 0);
    expect([charge.capturedMinor, charge.refundedMinor], what).toEqual([captured, refunded]);
    const amounts = await amountsOf(charge.id);
    expect(
      [amounts.capturedMinor, amounts.refundedMinor, amounts.unanswered],
      `${what}: the payment's events`,
    ).toEqual([captured, refunded, 0]);

    // What it paid for: given once when served, not at all otherwise.
    const ref = `${charge.gateway}:${charge.gatewayRef}`;
    if (charge.purpose === "topup") {
      const lines = await db
        .select()
        .from(t.walletEntries)
        .where(
          and(eq(t.walletEntries.agencyId, charge.agencyId), eq(t.walletEntries.paymentRef, ref)),
        );
      expect(
        lines.map((l) => l.amountMinor),
        what,
      ).toEqual(served ? [charge.amountMinor] : []);
    } else if (charge.purpose === "subscription") {
      const rows = await db
        .select()
        .from(t.agencySubscriptions)
        .where(
          and(
            eq(t.agencySubscriptions.agencyId, charge.agencyId),
            eq(t.agencySubscriptions.paymentRef, ref),
          ),
        );
      expect(rows.length, what).toBe(served ? 1 : 0);
    } else if (charge.purpose === "balance") {
      // The booking's balance: paid exactly when its one charge was served.
      const [booking] = await db
        .select()
        .from(t.bookings)
        .where(eq(t.bookings.id, charge.subject!));
      expect(booking!.balancePaidAt !== null, what).toBe(served);
    } else if (charge.purpose === "pay-request") {
      const [request] = await db
        .select()
        .from(t.paymentRequests)
        .where(eq(t.paymentRequests.id, charge.subject!));
      if (served) {
        expect([request!.status, request!.paymentRef], what).toEqual(["paid", charge.gatewayRef]);
      } else {
        // Not paid by this charge, and not left claimed by it.
        expect(request!.paymentRef, what).not.toBe(`charge:${charge.id}`);
        if (request!.status === "paid")
          expect(request!.paymentRef, what).not.toBe(charge.gatewayRef);
      }
    }
  }
  await checkKeysAnswered(label);
  return charges;
}
