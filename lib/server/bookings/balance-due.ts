import "server-only";
import { and, eq, gt, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import { getDb } from "../db/client";
import { bookings } from "../db/schema";
import { log } from "../log/log";
import { enqueueMail } from "../mail/outbox";
import { finishCancellation, startCancellation } from "./cancel";
import { refundNow } from "./refunds";
import { dayOf, REMINDER_DAYS } from "./schedule";

/** A balance still owed on a confirmed booking. */
const owed = and(
  eq(bookings.status, "confirmed"),
  gt(bookings.balanceMinor, 0),
  isNull(bookings.balancePaidAt),
);

/**
 * The due-date job's two duties (issue 27), run by the reconciliation job in every process: a
 * balance due within REMINDER_DAYS is reminded by email, and a balance unpaid after its due day
 * cancels its booking under the booking's policy (what was paid less the penalty is refunded).
 * Each is claimed by one guarded UPDATE, so however many processes run it at once, a booking is
 * reminded once and cancelled once, with one email each.
 */
export async function settleBalances(
  now: Date,
  limit = 50,
): Promise<{ reminded: number; lapsed: number }> {
  const db = await getDb();
  const today = dayOf(now);
  const reminded = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          owed,
          isNull(bookings.balanceRemindedAt),
          gte(bookings.balanceDueOn, today),
          lte(bookings.balanceDueOn, dayOf(now, REMINDER_DAYS)),
        ),
      )
      .limit(limit);
    const rows = await tx
      .update(bookings)
      .set({ balanceRemindedAt: now })
      .where(and(inArray(bookings.id, due), owed, isNull(bookings.balanceRemindedAt)))
      .returning({ agencyId: bookings.agencyId, reference: bookings.reference });
    for (const row of rows) {
      await enqueueMail(tx, {
        agencyId: row.agencyId,
        kind: "booking.balance-due",
        payload: { reference: row.reference },
      });
    }
    return rows.length;
  });

  const lapsedRows = await db
    .select()
    .from(bookings)
    .where(and(owed, lt(bookings.balanceDueOn, today)))
    .limit(limit);
  let lapsed = 0;
  for (const booking of lapsedRows) {
    const moved = await startCancellation(
      booking,
      refundNow(booking, now),
      "engine",
      "The balance was not paid by its due date.",
      // Paid meanwhile (the charge served in between): it stands.
      and(gt(bookings.balanceMinor, 0), isNull(bookings.balancePaidAt)),
    );
    if (!moved) continue;
    lapsed++;
    try {
      await finishCancellation(moved, now);
    } catch (error) {
      // Left `cancelling`: the reconciliation job finishes it.
      log.error("cancelling a lapsed balance's booking is left for the next run", { error });
    }
  }
  return { reminded, lapsed };
}
