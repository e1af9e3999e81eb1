import "server-only";
import { log } from "../log/log";
import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { type Mail, sendMail } from "./transport";
import { type Db, getDb } from "../db/client";
import { outbox } from "../db/schema";

/**
 * The transactional outbox (DESIGN §9): mail is written in the transaction (or the statement)
 * that committed its cause, so it exists only if that committed, and a sender drains it after,
 * retrying with exponential backoff. A row holds what to render (`kind` + `payload`), not the
 * rendered mail: renderers read the booking as it is when the mail goes out, and no PDF sits in
 * the database.
 */

/**
 * Renders a row's mail, or null when its cause no longer calls for it (a proposal withdrawn
 * before its mail went out): the row is then done, not retried.
 */
export type MailRenderer = (payload: unknown, agencyId: string) => Promise<Mail | null>;

const renderers = new Map<string, MailRenderer>();

/** How a kind of mail is rendered; registering a kind again replaces its renderer. */
export function registerMailKind(kind: string, render: MailRenderer): void {
  renderers.set(kind, render);
}

/** A transaction or the database: the caller's, so the mail commits or rolls back with it. */
export async function enqueueMail(
  tx: Pick<Db, "insert">,
  mail: { agencyId: string; kind: string; payload: unknown },
): Promise<void> {
  await tx.insert(outbox).values({
    agencyId: mail.agencyId,
    kind: mail.kind,
    payload: mail.payload ?? {},
  });
}

/**
 * The mail as part of another statement: an INSERT that takes effect only with the row `moved`
 * (a booking's move), for its agency.
 */
export function enqueueMailWith(moved: SQL, mail: { kind: string; payload: unknown }): SQL {
  return sql`INSERT INTO ${outbox} (agency_id, kind, payload)
    SELECT agency_id, ${mail.kind}, ${JSON.stringify(mail.payload ?? {})}::jsonb FROM ${moved}`;
}

/** After this many attempts a row stays unsent, with its last error, for someone to look at. */
export const MAX_ATTEMPTS = 10;
/**
 * A claimed row is not due again until its lease ends: long enough for any render and send, short
 * enough that a sender that died mid-send has its mail retried soon after.
 */
const LEASE_MS = 5 * 60_000;

/** 1 min after the first failure, then 2, 4, 8… capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** An error said for the log and the row: no credentials from a URL, no multi-kilobyte dumps. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  let said = message.replace(/\/\/[^/@\s]+@/g, "//***@");
  const smtp = process.env.SMTP_URL;
  if (smtp) said = said.split(smtp).join("[SMTP_URL]");
  return said.slice(0, 500);
}

interface Claimed {
  id: string;
  agencyId: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Takes one due row: its attempt is counted and it is leased in one statement. The inner SELECT
 * skips rows another sender has locked, so concurrent senders (processes, or calls in one) never
 * take the same row. Only kinds this process can render are taken.
 */
async function claim(db: Db, now: Date, kinds: string[]): Promise<Claimed | null> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, now),
        lt(outbox.attempts, MAX_ATTEMPTS),
        inArray(outbox.kind, kinds),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(and(inArray(outbox.id, due), isNull(outbox.sentAt)))
    .returning({
      id: outbox.id,
      agencyId: outbox.agencyId,
      kind: outbox.kind,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
  return row ?? null;
}

export interface DrainResult {
  sent: number;
  failed: number;
  /** Failures that used the last attempt: these rows are not tried again. */
  gaveUp: number;
  /** Rows whose mail was no longer needed (their renderer said so): done, nothing sent. */
  moot: number;
}

/** Sends what is due, one row at a time, up to `limit` rows. */
export async function drainOutbox(
  options: { now?: Date; limit?: number } = {},
): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 50;
  const result: DrainResult = { sent: 0, failed: 0, gaveUp: 0, moot: 0 };
  const kinds = [...renderers.keys()];
  if (!kinds.length) return result;
  const db = await getDb();
  for (let i = 0; i < limit; i++) {
    const row = await claim(db, now, kinds);
    if (!row) break;
    let mail: Mail | null;
    try {
      const render = renderers.get(row.kind);
      if (!render) throw new Error(`no renderer for ${row.kind}`);
      mail = await render(row.payload, row.agencyId);
      if (mail) await sendMail(mail);
    } catch (error) {
      const lastError = describeError(error);
      await db
        .update(outbox)
        .set({ lastError, nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) })
        .where(eq(outbox.id, row.id));
      result.failed++;
      if (row.attempts >= MAX_ATTEMPTS) result.gaveUp++;
      log.error("sending mail failed", {
        kind: row.kind,
        id: row.id,
        attempt: row.attempts,
        reason: lastError,
      });
      continue;
    }
    // Outside the try: a failure to record the sending is not a failure to send. Should it
    // happen, the lease runs out and the mail goes again (at least once, never lost).
    await db.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, row.id));
    if (mail) result.sent++;
    else {
      result.moot++;
      log.info("mail no longer needed", { kind: row.kind, id: row.id });
    }
  }
  return result;
}

const senderKey = Symbol.for("travel.outboxSender");
type GlobalWithSender = typeof globalThis & {
  [senderKey]?: { timer: NodeJS.Timeout };
};

/**
 * Drains every `intervalMs` in this process (kept on globalThis so a reloaded module does not
 * start a second one). The timer is unref'd: it never keeps the process alive, and a drain still
 * under way is not started again on top of itself.
 */
export function startOutboxSender(intervalMs = 2000): void {
  const g = globalThis as GlobalWithSender;
  if (g[senderKey]) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drainOutbox()
      .catch((error: unknown) =>
        log.error("draining the outbox failed", { reason: describeError(error) }),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  g[senderKey] = { timer };
}

export function stopOutboxSender(): void {
  const g = globalThis as GlobalWithSender;
  const state = g[senderKey];
  if (!state) return;
  clearInterval(state.timer);
  delete g[senderKey];
}
