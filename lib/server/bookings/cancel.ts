import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import { databaseUnavailable } from "../db/unavailable";
import { bookings, payments, type Cancellation } from "../db/schema";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { enqueueMail } from "../mail/outbox";
import { effect } from "../faults/faults";
import { gatewayById } from "../payments/gateways";
import { gatewayCall, movePayment } from "../payments/record";
import type { Buyer } from "./buyer";
import { reverseCommissions } from "../commissions/ledger";
import { forfeitCredits, giveBackCredits } from "./credits";
import { loadBooking, type BookingRow } from "./engine";
import { adapterFor } from "../products/registry";
import { balancePayments } from "./balance";
import { refundNow, type Refund } from "./refunds";
import { moveBooking } from "./transitions";

/** How long a cancellation waits for a supplier that does not answer before it is given up. */
export const CANCEL_WAIT_MS = 24 * 3_600_000;

/**
 * Cancelling (DESIGN §9), in two steps so that nothing confirmed is ever half-cancelled: first the
 * booking moves to `cancelling` with the refund the policy gives now fixed on it; then
 * `finishCancellation` cancels with the supplier (the room goes back on sale), refunds the card
 * (partly when a penalty applies), gives the credits' share back and moves it to `cancelled` with
 * its mail. Each effect is safe to repeat — the supplier answers `conflict` for a booking it
 * cancelled already, the gateway refunds once per key — so a retry, or the reconciliation job
 * after a crash or an outage, finishes what the first call began. Whoever may read the booking
 * (its traveller, the agency's staff, the guest's signed link) may cancel it: the caller checks.
 */
export async function cancelBooking(
  agency: AgencyRow,
  buyer: Buyer,
  booking: BookingRow,
  options: { expectedRefundMinor?: number; reason?: string },
  now = new Date(),
): Promise<BookingRow> {
  if (booking.status === "cancelling") return finishCancellation(booking);
  if (booking.status === "cancelled") {
    throw new ApiError("conflict", "This booking is cancelled already.");
  }
  if (booking.status !== "confirmed") {
    throw new ApiError("conflict", `A ${booking.status} booking cannot be cancelled.`);
  }
  const refund = refundNow(booking, now);
  if (
    options.expectedRefundMinor !== undefined &&
    options.expectedRefundMinor !== refund.refundMinor
  ) {
    throw new ApiError(
      "conflict",
      "The refund has changed since it was shown (the free-cancellation deadline passed). Please check it again.",
    );
  }
  const actor = buyer.user ? `user:${buyer.user.id}` : "guest";
  await startCancellation(booking, refund, actor, options.reason ?? null);
  const moved = await loadBooking(booking.id);
  if (moved.status === "cancelled") return moved;
  if (moved.status !== "cancelling") {
    throw new ApiError("conflict", `A ${moved.status} booking cannot be cancelled.`);
  }
  return finishCancellation(moved);
}

/**
 * Moves a confirmed booking to `cancelling` with the refund `refund` fixed on it, by `actor` for
 * `reason`, unless `guard` (a further condition on its row) no longer holds: the booking as moved,
 * or null when another process moved it first. `finishCancellation` does the rest.
 */
export async function startCancellation(
  booking: BookingRow,
  refund: Refund,
  actor: string,
  reason: string | null,
  guard?: SQL,
): Promise<BookingRow | null> {
  const cancellation: Cancellation = {
    refundMinor: refund.refundMinor,
    cardRefundMinor: refund.cardRefundMinor,
    creditsBackMinor: refund.creditsBackMinor,
    actor,
    reason,
  };
  const db = await getDb();
  return db.transaction((tx) =>
    moveBooking(tx, {
      bookingId: booking.id,
      from: "confirmed",
      to: "cancelling",
      actor,
      reason,
      set: { cancellation },
      guard,
    }),
  );
}

/**
 * Takes a `cancelling` booking to `cancelled`: the supplier's cancellation, the card's refund and
 * the books, each recorded before the next; run by the cancel call and by the reconciliation job.
 */
export async function finishCancellation(
  booking: BookingRow,
  now = new Date(),
): Promise<BookingRow> {
  if (booking.status !== "cancelling") return booking;
  const cancellation = booking.cancellation!;
  const adapter = adapterFor(booking.product);
  try {
    await adapter.cancel(booking.supplierReference!);
  } catch (error) {
    if (!(error instanceof SupplierError)) throw error;
    // Ask the supplier where the booking stands: cancelled (by this call after all, or by an
    // earlier try that stopped before the end) goes on. Still booked after a refusal, or after a
    // day of no answer (by then a late answer would have landed), means it will not cancel: the
    // booking goes back to confirmed and paid. Not answered yet: the job asks again.
    const state = await adapter.holdState(booking.supplierHoldId);
    const givenUp =
      error.code !== "supplierUnavailable" ||
      now.getTime() - booking.stepAt.getTime() >= CANCEL_WAIT_MS;
    if (state.status === "booked" && givenUp) {
      const db = await getDb();
      await db.transaction((tx) =>
        moveBooking(tx, {
          bookingId: booking.id,
          from: "cancelling",
          to: "confirmed",
          actor: "engine",
          reason: `The supplier did not cancel: ${error.message}`,
          set: { cancellation: null },
        }),
      );
    }
    if (state.status !== "cancelled") throw error;
  }

  const db = await getDb();
  const [card] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), ne(payments.method, "credits")));
  // The card's refund comes off the balance's charge first (a deposit sale's), then the deposit's:
  // each payment refunded once, under its own key, never above what it captured.
  let left = cancellation.cardRefundMinor;
  const paid = [...(await balancePayments(booking)), ...(card ? [card] : [])];
  for (const payment of paid) {
    const share = Math.min(left, payment.capturedMinor);
    left -= share;
    // Refunded once: a payment still `captured` has not had this refund recorded yet.
    if (!payment.gatewayRef || share <= 0 || payment.status !== "captured") continue;
    const gateway = await gatewayById(payment.gateway, booking.agencyId);
    const key =
      payment.purpose === "balance" ? `refund-balance:${booking.id}` : `refund:${booking.id}`;
    await gatewayCall(payment, "refund", { key, amountMinor: share }, () =>
      gateway.refund(payment.gatewayRef!, share, key),
    );
    const refunded = payment.refundedMinor + share;
    await movePayment(db, {
      payment,
      from: "captured",
      to: refunded >= payment.capturedMinor ? "refunded" : "partially_refunded",
      set: { refundedMinor: refunded },
    });
  }

  await effect(
    "db.commit",
    () =>
      db.transaction(async (tx) => {
        const moved = await moveBooking(tx, {
          bookingId: booking.id,
          from: "cancelling",
          to: "cancelled",
          actor: cancellation.actor,
          reason: cancellation.reason,
          set: {
            refundedMinor: sql`${bookings.refundedMinor} + ${cancellation.refundMinor}` as never,
          },
        });
        if (!moved) return;
        if (booking.ownerUserId && booking.creditsCurrency) {
          await giveBackCredits(tx, {
            agencyId: booking.agencyId,
            userId: booking.ownerUserId,
            bookingId: booking.id,
            minor: cancellation.creditsBackMinor,
            currency: booking.creditsCurrency,
          });
        }
        await reverseCommissions(tx, booking.id);
        await forfeitCredits(tx, booking);
        await enqueueMail(tx, {
          agencyId: booking.agencyId,
          kind: "booking.cancelled",
          payload: { reference: booking.reference },
        });
      }),
    databaseUnavailable,
  );
  return loadBooking(booking.id);
}
