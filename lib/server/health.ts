import "server-only";
import { and, count, eq, inArray, isNull, min, ne, or, sql } from "drizzle-orm";
import type { HealthResponse } from "@/lib/contract/health";
import { getDb } from "./db/client";
import { outbox, payments } from "./db/schema";
import { redis, redisUrl } from "./redis";

/** How long a check may take before it counts as not answering. */
const CHECK_TIMEOUT_MS = 2_000;
/** Mail or a payment waiting longer than this makes the process "degraded". */
export const BACKLOG_LIMIT_SECONDS = 15 * 60;

async function timed(work: () => Promise<unknown>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([work(), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

const ageSeconds = (since: Date | string | null, now: Date) =>
  since === null
    ? null
    : Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 1000));

/**
 * The health of this process (lib/contract/health.ts): the database and Redis each asked for a
 * trivial answer within 2 s, then the outbox's unsent mail and the payments the reconciliation
 * job still has to settle (charges.ts finishCharges, reconcile.ts), each read through its
 * partial index, so the check stays cheap on a large database.
 */
export async function health(now = new Date()): Promise<HealthResponse> {
  const url = redisUrl();
  const [database, cache] = await Promise.all([
    timed(async () => (await getDb()).execute(sql`SELECT 1`)),
    url ? timed(async () => (await redis(url)).ping()) : Promise.resolve(null),
  ]);
  const none = { count: 0, oldestSeconds: null };
  if (!database.ok) {
    return { status: "down", database, redis: cache, outbox: none, reconciliation: none };
  }
  const db = await getDb();
  const [[mail], [unsettled]] = await Promise.all([
    db
      .select({ count: count(), oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(isNull(outbox.sentAt)),
    db
      .select({ count: count(), oldest: min(payments.updatedAt) })
      .from(payments)
      .where(
        or(
          inArray(payments.status, ["pending", "requires_action", "authorised"]),
          // A top-up or a pay request taken and not yet credited (a booking's payment is
          // settled once captured: its booking is the engine's).
          and(
            ne(payments.purpose, "booking"),
            eq(payments.status, "captured"),
            isNull(payments.fulfilledAt),
          ),
        ),
      ),
  ]);
  const backlog = (row: { count: number; oldest: Date | string | null } | undefined) => ({
    count: row?.count ?? 0,
    oldestSeconds: ageSeconds(row?.oldest ?? null, now),
  });
  const result = {
    database,
    redis: cache,
    outbox: backlog(mail),
    reconciliation: backlog(unsettled),
  };
  const late = [result.outbox, result.reconciliation].some(
    (b) => (b.oldestSeconds ?? 0) > BACKLOG_LIMIT_SECONDS,
  );
  const status = cache && !cache.ok ? "down" : late ? "degraded" : "ok";
  return { status, ...result };
}
