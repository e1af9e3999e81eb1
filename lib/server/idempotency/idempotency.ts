import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "../db/client";
import { idempotencyKeys as k } from "../db/schema";
import { ApiError } from "../errors";

/**
 * Idempotency keys (DESIGN §9) for every POST that books, pays, cancels or refunds. The first call
 * with a key runs; its answer is stored for 24 hours and replayed for the same key, caller and
 * body; the same key with another body is a 422. A call that arrives while the first is under
 * way waits for it (in this process on its promise, across processes by polling the row) and never
 * runs twice. An answer of ours that is a fault (5xx) is not kept, so the caller may retry.
 */

export const IDEMPOTENCY_HOURS = 24;
const WAIT_MS = 30_000;
const POLL_MS = 40;

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
    if (Date.now() > deadline) {
      throw new ApiError("conflict", "A request with this Idempotency-Key is still in progress.");
    }
    await sleep(POLL_MS);
  }
}

async function runClaimed(where: SQL | undefined, run: () => Promise<Answer>): Promise<Answer> {
  const db = await getDb();
  const free = () => db.delete(k).where(and(where, eq(k.status, "running")));
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
