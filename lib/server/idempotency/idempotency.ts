import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb } from "../db/client";
import { idempotencyKeys as k } from "../db/schema";
import { ApiError } from "../errors";

/**
 * Idempotency keys (DESIGN §9) for every POST that books, pays, cancels or refunds. The first call
 * with a key runs; its answer is stored for 24 hours and replayed for the same key, caller and
 * body; the same key with another body is a 422. A call that arrives while the first is under
 * way waits for it (in this process on its promise, across processes by polling the row) and never
 * runs twice while that call lives: a running key carries a lease its call renews, and a key
 * whose lease lapsed (its process died) is taken over by the next call with it. An answer of ours
 * that is a fault (5xx) is not kept, so the caller may retry.
 */

export const IDEMPOTENCY_HOURS = 24;
const WAIT_MS = 30_000;
const POLL_MS = 40;
/**
 * How long a running key stays its caller's without a sign of life. The caller renews the lease
 * while it runs; a process that died lets it lapse, and the next call with the key runs instead
 * of waiting (the booking engine then resumes what the dead call began, by the same key).
 */
export const LEASE_MS = 15_000;
const lease = () => sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

const keyHeader = z
  .string()
  .min(8, "Idempotency-Key must be 8 to 200 characters")
  .max(200, "Idempotency-Key must be 8 to 200 characters")
  .regex(/^[\x21-\x7e]+$/, "Idempotency-Key must be printable ASCII");

/** The request's Idempotency-Key header, required on the calls that move money. */
export function idempotencyKeyOf(request: Request): string {
  const raw = request.headers.get("idempotency-key");
  if (!raw) throw new ApiError("badRequest", "The Idempotency-Key header is required");
  const parsed = keyHeader.safeParse(raw);
  if (!parsed.success) throw new ApiError("badRequest", parsed.error.issues[0]!.message);
  return parsed.data;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentCall {
  agencyId: string;
  /** Who calls: keys of two callers never meet. */
  owner: string;
  scope: string;
  key: string;
  /** What the request asked, hashed: a replay must ask the same. */
  request: unknown;
}

const inFlight = new Map<string, { requestHash: string; answer: Promise<Answer> }>();

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mismatch = () =>
  new ApiError(
    "idempotencyMismatch",
    "This Idempotency-Key was used with another request; use a new key for a new request.",
  );

/** Runs `run` once per key; every call with the key and the same request gets its answer. */
export async function idempotent(call: IdempotentCall, run: () => Promise<Answer>) {
  const requestHash = hashOf(call.request);
  const id = [call.agencyId, call.owner, call.scope, call.key].join("\u0000");
  const local = inFlight.get(id);
  if (local) {
    if (local.requestHash !== requestHash) throw mismatch();
    return local.answer;
  }
  const answer = once(call, requestHash, run);
  inFlight.set(id, { requestHash, answer });
  try {
    return await answer;
  } finally {
    inFlight.delete(id);
  }
}

async function once(call: IdempotentCall, requestHash: string, run: () => Promise<Answer>) {
  const db = await getDb();
  const where = and(
    eq(k.agencyId, call.agencyId),
    eq(k.owner, call.owner),
    eq(k.scope, call.scope),
    eq(k.key, call.key),
  );
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [claimed] = await db
      .insert(k)
      .values({
        agencyId: call.agencyId,
        owner: call.owner,
        scope: call.scope,
        key: call.key,
        requestHash,
        status: "running",
        leaseUntil: lease(),
        expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_HOURS})`,
      })
      .onConflictDoNothing()
      .returning({ key: k.key });
    if (claimed) return runClaimed(where, run);

    const [row] = await db.select().from(k).where(where);
    if (!row) continue; // freed by a failed first call in between: claim it now
    const now = new Date();
    if (row.expiresAt <= now) {
      // A key older than its 24 hours is free again (the same clock decides both).
      await db.delete(k).where(and(where, lte(k.expiresAt, now)));
      continue;
    }
    if (row.requestHash !== requestHash) throw mismatch();
    if (row.status === "done") return { status: row.responseStatus!, body: row.responseBody };
    // The call that holds it stopped renewing its lease (its process died): take it over.
    const [taken] = await db
      .update(k)
      .set({ leaseUntil: lease() })
      .where(
        and(
          where,
          eq(k.status, "running"),
          or(
            lt(k.leaseUntil, sql`now()`),
            and(isNull(k.leaseUntil), lt(k.createdAt, sql`now() - interval '15 seconds'`)),
          ),
        ),
      )
      .returning({ key: k.key });
    if (taken) return runClaimed(where, run);
    if (Date.now() > deadline) {
      throw new ApiError("conflict", "A request with this Idempotency-Key is still in progress.");
    }
    await sleep(POLL_MS);
  }
}

async function runClaimed(where: SQL | undefined, run: () => Promise<Answer>): Promise<Answer> {
  const db = await getDb();
  const free = () => db.delete(k).where(and(where, eq(k.status, "running")));
  const renewal = setInterval(() => {
    db.update(k)
      .set({ leaseUntil: lease() })
      .where(and(where, eq(k.status, "running")))
      .catch(() => undefined); // a missed renewal only lets a retry take over sooner
  }, LEASE_MS / 3);
  renewal.unref();
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      // Not a final answer: free the key so that the same request can be tried again.
      await free();
      throw error;
    }
    answer = { status: error.status, body: { message: error.message, code: error.code } };
  } finally {
    clearInterval(renewal);
  }
  if (answer.status >= 500) {
    await free();
    return answer;
  }
  await db
    .update(k)
    .set({ status: "done", responseStatus: answer.status, responseBody: answer.body })
    .where(where);
  return answer;
}

/**
 * Frees the keys whose caller died and nobody retried (the reconciliation job): what they began is
 * finished or undone by the job itself, and a later retry with the key runs and learns it.
 */
export async function freeAbandonedKeys(now = new Date()): Promise<number> {
  const db = await getDb();
  const freed = await db
    .delete(k)
    .where(
      and(
        eq(k.status, "running"),
        or(
          lt(k.leaseUntil, new Date(now.getTime() - LEASE_MS)),
          and(isNull(k.leaseUntil), lt(k.createdAt, new Date(now.getTime() - 2 * LEASE_MS))),
        ),
      ),
    )
    .returning({ key: k.key });
  return freed.length;
}
