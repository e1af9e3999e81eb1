import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BookingStatus } from "@/lib/contract/booking";
import type { Tx } from "../db/client";
import { bookingEvents, bookings } from "../db/schema";

/**
 * The one way a booking's status moves (DESIGN §9): allowed moves only, each a guarded UPDATE
 * (from the status it leaves) with its event, in one statement. A disallowed move
 * is an error; a move another process made first returns null and writes nothing.
 */
const ALLOWED: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["requires_action", "confirmed", "failed"],
  requires_action: ["pending", "confirmed", "failed"],
  confirmed: ["cancelling"],
  failed: [],
  // Cancelled, or back to confirmed when the supplier refused to cancel.
  cancelling: ["cancelled", "confirmed"],
  cancelled: [],
};

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED[from].includes(to);
}

export interface Move {
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
  actor: string;
  reason?: string | null;
  /** Other columns set with the move. */
  set?: Partial<typeof bookings.$inferInsert>;
  /** A further condition of the move, on the booking's row (its payment captured, say). */
  guard?: SQL;
  /**
   * Statements that take effect with the move and only if it happens (an INSERT … SELECT from
   * `moved`, or a statement with `WHERE EXISTS (SELECT 1 FROM moved)`): given the moved row as
   * the statement's `moved`, they are part of the move's one statement.
   */
  effects?: (moved: SQL) => SQL[];
}

/** The booking as moved, or null when it was not in `from` (another process moved it first). */
export async function moveBooking(
  tx: Tx,
  move: Move,
): Promise<typeof bookings.$inferSelect | null> {
  if (!canMove(move.from, move.to)) {
    throw new Error(`booking ${move.bookingId}: ${move.from} → ${move.to} is not allowed`);
  }
  // The guarded UPDATE and its event in one statement: both or neither, in one round trip.
  const moved = tx.$with("moved").as(
    tx
      .update(bookings)
      .set({ ...move.set, status: move.to, stepAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, move.bookingId), eq(bookings.status, move.from), move.guard))
      .returning(),
  );
  const logged = tx.$with("logged", {}).as(
    sql`INSERT INTO ${bookingEvents} (booking_id, from_status, to_status, actor, reason)
      SELECT ${moved.id}, ${move.from}, ${move.to}, ${move.actor}, ${move.reason ?? null}::text
      FROM ${moved}`,
  );
  const effects = (move.effects?.(sql`${moved}`) ?? []).map((effect, i) =>
    tx.$with(`effect${i}`, {}).as(effect),
  );
  const [row] = await tx
    .with(moved, logged, ...effects)
    .select()
    .from(moved);
  return row ?? null;
}
