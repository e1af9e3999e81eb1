import "server-only";
import { and, inArray, lte } from "drizzle-orm";
import { getDb } from "../db/client";
import { bookings } from "../db/schema";
import { ApiError } from "../errors";
import { settleStalePayRequests } from "../pay-requests/pay-requests";
import { advance } from "./engine";
import { expireQuotes } from "./quotes";

/**
 * The reconciliation job (DESIGN §9): bookings whose last step is older than `graceMs` — a
 * process stopped between authorise, supplier booking and capture, or a 3-D Secure challenge was
 * left open — are taken on by `advance`, which finishes them (book, capture, confirm) or undoes
 * them (void, release, credits back). Quotes whose hold ended are released, and pay-link
 * payments a process left authorised are settled.
 */
export async function reconcile({ now = new Date(), graceMs = 60_000, limit = 50 } = {}): Promise<{
  finished: number;
  failed: number;
  waiting: number;
  quotesExpired: number;
  payRequestsSettled: number;
}> {
  const db = await getDb();
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["pending", "requires_action"]),
        lte(bookings.stepAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .limit(limit);
  const result = { finished: 0, failed: 0, waiting: 0, quotesExpired: 0, payRequestsSettled: 0 };
  for (const { id } of stale) {
    try {
      const booking = await advance(id, now);
      if (booking.status === "confirmed") result.finished++;
      else result.waiting++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.failed++;
    }
  }
  result.quotesExpired = await expireQuotes(now);
  result.payRequestsSettled = await settleStalePayRequests(now);
  return result;
}

let timer: NodeJS.Timeout | undefined;

/** Runs the job every `intervalMs` in this process; a no-op when it runs already. */
export function startReconciler(intervalMs = 30_000): void {
  if (timer) return;
  timer = setInterval(() => {
    reconcile().catch((error) => console.error("[reconcile] failed:", error));
  }, intervalMs);
  timer.unref();
}
