import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { payments } from "../db/schema";

/**
 * What each of a page of bookings has charged its traveller, in the booking's currency: what its
 * card (or the agency wallet) captured less what was refunded to it. A declined card or a payment
 * waiting for 3-D Secure has captured nothing, so such a booking shows 0 whatever its total;
 * reward credits are not a charge (the booking's page shows them apart). A deposit sale's balance,
 * once paid, is a part of what it charged.
 * One query for the rows a list returns, after its paging: a sum in the list's own select would
 * run for every row an OFFSET skips too (50,000 of them on page 2,000).
 */
export async function chargedOf(
  agencyId: string,
  bookingIds: readonly string[],
  /** Those of them sold on a deposit, whose balance's charge is a part of what they charged. */
  depositIds: readonly string[] = [],
): Promise<(bookingId: string) => number> {
  if (bookingIds.length === 0) return () => 0;
  const db = await getDb();
  const sum =
    sql<number>`coalesce(sum(${payments.capturedMinor} - ${payments.refundedMinor}), 0)::int`.mapWith(
      Number,
    );
  const [own, balances] = await Promise.all([
    db
      .select({ bookingId: payments.bookingId, charged: sum })
      .from(payments)
      .where(
        and(
          eq(payments.agencyId, agencyId),
          inArray(payments.bookingId, [...bookingIds]),
          ne(payments.method, "credits"),
        ),
      )
      .groupBy(payments.bookingId),
    // A deposit sale's balance is a charge of its own, whose subject is the booking (balance.ts).
    depositIds.length
      ? db
          .select({ bookingId: payments.subject, charged: sum })
          .from(payments)
          .where(
            and(
              eq(payments.purpose, "balance"),
              inArray(payments.subject, [...depositIds]),
              eq(payments.agencyId, agencyId),
            ),
          )
          .groupBy(payments.subject)
      : [],
  ]);
  const charged = new Map<string | null, number>();
  for (const r of [...own, ...balances]) {
    charged.set(r.bookingId, (charged.get(r.bookingId) ?? 0) + r.charged);
  }
  return (bookingId) => charged.get(bookingId) ?? 0;
}
