import "server-only";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { permissionsOf } from "@/lib/auth/permissions";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import { bookings, payments } from "../db/schema";
import { ApiError } from "../errors";
import { chargeOfRequest, takeCharge, type ChargeKind } from "../payments/charges";
import { paymentGateway } from "../payments/gateways";
import { productModule } from "../products/registry";
import type { Buyer } from "./buyer";
import { loadBooking, type BookingRow } from "./engine";
import { challengeReturnUrl } from "./return-url";

/**
 * A deposit sale's balance (issue 27): one charge of purpose `balance` whose subject is the
 * booking, taken as every charge is (payments/charges.ts: written before the gateway is asked,
 * finished by the reconciliation job after a crash) and served by marking the booking's balance
 * paid in the same transaction. A booking's balance has one charge at most while it stands (the
 * `payments_one_balance` index): a second call with another key is a 409, the same key answers
 * as the first (idempotentCall), so a balance is never charged twice.
 */
export const balanceCharge: ChargeKind = {
  purpose: "balance",
  async fulfil(tx, payment) {
    const [paid] = await tx
      .update(bookings)
      .set({ balancePaidAt: new Date(), updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, payment.subject!),
          eq(bookings.agencyId, payment.agencyId),
          eq(bookings.status, "confirmed"),
          gt(bookings.balanceMinor, 0),
          isNull(bookings.balancePaidAt),
        ),
      )
      .returning({ id: bookings.id });
    // Cancelled meanwhile (the due date passed): the capture is refunded.
    if (!paid) throw new ApiError("conflict", "This booking has no balance left to pay.");
  },
};

/** Why a booking's balance cannot be paid now, or null when it can. */
function refusal(booking: BookingRow): string | null {
  if (booking.balanceMinor === 0) return "This booking was paid in full.";
  if (booking.balancePaidAt) return "This booking's balance is paid already.";
  if (booking.status !== "confirmed") return `A ${booking.status} booking has no balance to pay.`;
  return null;
}

/**
 * Pays the balance of `booking` (already read for this buyer) by card or from the agency wallet,
 * for the call `requestKey` (`<caller> <Idempotency-Key>`). Returns the booking, balance paid.
 */
export async function payBalance(
  agency: AgencyRow,
  buyer: Buyer,
  booking: BookingRow,
  payment: { method: "card"; token: string } | { method: "wallet" },
  env: { origin: string; requestKey: string },
): Promise<BookingRow> {
  // A retry of a call whose process stopped resumes its charge and answers its outcome.
  const resumed = await chargeOfRequest(agency.id, "balance", env.requestKey);
  const refused = resumed ? null : refusal(booking);
  if (refused) throw new ApiError("conflict", refused);
  if (
    payment.method === "wallet" &&
    !(buyer.user && permissionsOf(buyer.user).has("wallet.spend"))
  ) {
    throw new ApiError("forbidden", "Only the agency's agents may pay from its wallet.");
  }
  const gateway = await paymentGateway(payment.method, agency.id);
  await takeCharge(balanceCharge, {
    agencyId: agency.id,
    gateway,
    method: payment.method,
    token: payment.method === "card" ? payment.token : "",
    amountMinor: booking.balanceMinor,
    currency: booking.currency,
    subject: booking.id,
    paidBy: buyer.user?.id ?? null,
    requestKey: env.requestKey,
    reference: `${booking.reference} balance`,
    returnUrl: challengeReturnUrl(
      env.origin,
      null,
      productModule(booking.product).confirmPaymentPath,
      booking.reference,
    ),
    // Checked again once the charge is recorded: a balance paid or lapsed meanwhile asks nothing.
    beforeGateway: async () => {
      const now = refusal(await loadBooking(booking.id));
      if (now) throw new ApiError("conflict", now);
    },
  });
  return loadBooking(booking.id);
}

/**
 * The charge that paid the booking's balance (served), for the refund of a cancellation. One
 * captured and not served (the booking lapsed meanwhile) is not the booking's: the charge itself
 * refunds it (charges.ts).
 */
export async function balancePayments(booking: Pick<BookingRow, "id" | "agencyId">) {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.agencyId, booking.agencyId),
        eq(payments.purpose, "balance"),
        eq(payments.subject, booking.id),
        isNotNull(payments.fulfilledAt),
      ),
    );
}
