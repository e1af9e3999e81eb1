import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import { bookings, payments } from "../db/schema";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { enqueueMail } from "../mail/outbox";
import { gatewayById } from "../payments/gateways";
import type { Buyer } from "./buyer";
import { reverseCommissions } from "../commissions/ledger";
import { forfeitCredits, giveBackCredits } from "./credits";
import { loadBooking, type BookingRow } from "./engine";
import { adapterFor } from "../products/registry";
import { refundNow } from "./refunds";
import { moveBooking } from "./transitions";

/**
 * Cancelling (DESIGN §9): the refund the policy gives now, the supplier's cancellation (the room
 * goes back on sale), the refund through the gateway (partly when a penalty applies), the credits'
 * share given back, then the booking cancelled with its mail. Each effect is safe to repeat: the
 * supplier answers `conflict` for a booking it cancelled already, and the gateway refunds once per
 * key; so a retry after a crash finishes what the first call began. Whoever may read the booking
 * (its traveller, the agency's staff, the guest's signed link) may cancel it: the caller checks.
 */
export async function cancelBooking(
  agency: AgencyRow,
  buyer: Buyer,
  booking: BookingRow,
  options: { expectedRefundMinor?: number; reason?: string },
  now = new Date(),
): Promise<BookingRow> {
  const user = buyer.user;
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

  try {
    await adapterFor(booking.product).cancel(booking.supplierReference!);
  } catch (error) {
    // Cancelled at the supplier by an earlier try that stopped before the end: go on.
    if (!(error instanceof SupplierError && error.code === "conflict")) throw error;
  }

  const db = await getDb();
  const [card] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), ne(payments.method, "credits")));
  if (card?.gatewayRef && refund.cardRefundMinor > 0) {
    const gateway = await gatewayById(card.gateway, agency.id);
    await gateway.refund(card.gatewayRef, refund.cardRefundMinor, `refund:${booking.id}`);
  }

  await db.transaction(async (tx) => {
    const moved = await moveBooking(tx, {
      bookingId: booking.id,
      from: "confirmed",
      to: "cancelled",
      actor: user ? `user:${user.id}` : "guest",
      reason: options.reason ?? null,
      set: { refundedMinor: sql`${bookings.refundedMinor} + ${refund.refundMinor}` as never },
    });
    if (!moved) return;
    if (card && refund.cardRefundMinor > 0) {
      const refunded = card.refundedMinor + refund.cardRefundMinor;
      await tx
        .update(payments)
        .set({
          refundedMinor: refunded,
          status: refunded >= card.capturedMinor ? "refunded" : "partially_refunded",
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, card.id));
    }
    if (booking.ownerUserId && booking.creditsCurrency) {
      await giveBackCredits(tx, {
        agencyId: agency.id,
        userId: booking.ownerUserId,
        bookingId: booking.id,
        minor: refund.creditsBackMinor,
        currency: booking.creditsCurrency,
      });
    }
    await reverseCommissions(tx, booking.id);
    await forfeitCredits(tx, booking);
    await enqueueMail(tx, {
      agencyId: agency.id,
      kind: "booking.cancelled",
      payload: { reference: booking.reference },
    });
  });
  return loadBooking(booking.id);
}
