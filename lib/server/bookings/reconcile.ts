import "server-only";
import { log } from "../log/log";
import { and, inArray, lte } from "drizzle-orm";
import { getDb } from "../db/client";
import { bookings } from "../db/schema";
import { ApiError } from "../errors";
import { freeAbandonedKeys } from "../idempotency/idempotency";
import { subscriptionCharge } from "../agency/subscription";
import { finishCharges } from "../payments/charges";
import { topupCharge } from "../wallet/topups";
import { payRequestCharge } from "../pay-requests/pay-requests";
import { balanceCharge } from "./balance";
import { settleBalances } from "./balance-due";
import { finishCancellation } from "./cancel";
import { vestCredits } from "./credits";
import { advance, loadBooking } from "./engine";
import { expireQuotes, releaseUnwrittenHolds } from "./quotes";

/**
 * The reconciliation job (DESIGN §9): the one place that finishes or undoes whatever a stopped
 * process, a lost answer or an outage left half done, by asking the gateway and the supplier what
 * happened, never by guessing. Looked at once their last step is older than `graceMs`:
 * - bookings `pending` or `requires_action`: `advance` finishes them (book, capture, confirm) or
 *   undoes them (void, cancel with the supplier, release, credits back);
 * - bookings `cancelling`: the supplier's cancellation, the refund and the books finished;
 * - charges (top-ups, subscriptions, pay requests) not settled: found out, captured and served,
 *   or released;
 * - deposit sales' balances reminded 7 days before their due day, and their bookings cancelled
 *   under their policy once it passed unpaid (balance-due.ts);
 * - quotes whose hold ended are released, and holds whose quote was never written (hold_intents)
 *   given back by their reference; idempotency keys whose caller died freed for the retry, and
 *   the reward credits of trips that ended vested.
 * A failed booking holds no money: `undo` releases its payment before it fails it, and a booking
 * is written with its payment's record, so none is failed for want of one while it is authorised.
 * One item that cannot be settled now (the gateway still down) does not stop the others.
 */
export async function reconcile({ now = new Date(), graceMs = 60_000, limit = 50 } = {}): Promise<{
  finished: number;
  failed: number;
  waiting: number;
  cancelled: number;
  unsettled: number;
  chargesFulfilled: number;
  chargesWaiting: number;
  quotesExpired: number;
  unwrittenHoldsReleased: number;
  keysFreed: number;
  creditsVested: number;
  balancesReminded: number;
  balancesLapsed: number;
}> {
  const db = await getDb();
  const before = new Date(now.getTime() - graceMs);
  const result = {
    finished: 0,
    failed: 0,
    waiting: 0,
    cancelled: 0,
    unsettled: 0,
    chargesFulfilled: 0,
    chargesWaiting: 0,
    quotesExpired: 0,
    unwrittenHoldsReleased: 0,
    keysFreed: 0,
    creditsVested: 0,
    balancesReminded: 0,
    balancesLapsed: 0,
  };
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        result.failed++;
        return;
      }
      result.unsettled++;
      log.error("reconciliation left work for the next run", { error });
    }
  };

  const stale = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["pending", "requires_action", "cancelling"]),
        lte(bookings.stepAt, before),
      ),
    )
    .limit(limit);
  for (const { id, status } of stale) {
    await attempt(async () => {
      if (status === "cancelling") {
        const done = await finishCancellation(await loadBooking(id), now);
        if (done.status === "cancelled") result.cancelled++;
        return;
      }
      const booking = await advance(id, now);
      if (booking.status === "confirmed") result.finished++;
      else result.waiting++;
    });
  }

  const charges = await finishCharges(
    {
      topup: topupCharge,
      subscription: subscriptionCharge,
      "pay-request": payRequestCharge,
      balance: balanceCharge,
    },
    { now, before, limit },
    attempt,
  );
  result.chargesFulfilled = charges.fulfilled;
  result.chargesWaiting = charges.waiting;

  result.quotesExpired = await expireQuotes(now);
  result.unwrittenHoldsReleased = await releaseUnwrittenHolds(before);
  result.keysFreed = await freeAbandonedKeys(now);
  result.creditsVested = await vestCredits(now);
  const balances = await settleBalances(now, limit);
  result.balancesReminded = balances.reminded;
  result.balancesLapsed = balances.lapsed;
  return result;
}

let timer: NodeJS.Timeout | undefined;

/** Runs the job every `intervalMs` in this process; a no-op when it runs already. */
export function startReconciler(intervalMs = 30_000): void {
  if (timer) return;
  timer = setInterval(() => {
    reconcile().catch((error: unknown) => log.error("reconciliation failed", { error }));
  }, intervalMs);
  timer.unref();
}

export function stopReconciler(): void {
  clearInterval(timer);
  timer = undefined;
}
