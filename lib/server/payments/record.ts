import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { paymentEvents, payments, type PAYMENT_STATUSES } from "../db/schema";
import { ERROR_STATUS, type ErrorCode } from "@/lib/contract/errors";
import { ApiError } from "../errors";
import { isPaymentFailureCode, PaymentError, type Gateway } from "./gateway";

/**
 * A payment's own state machine (DESIGN §9), as a booking has one:
 *
 *   pending ─► requires_action ─► authorised ─► captured ─► partially_refunded ─► refunded
 *      │              │               │
 *      └──────────────┴───────────────┴─► voided | failed
 *
 * `pending` is written before the gateway is asked to authorise, so that a process that stops
 * while it waits leaves a record the reconciliation job asks the gateway about. The status moves
 * only through `movePayment`: a guarded UPDATE from the status it leaves and the event that
 * records it, in one statement; a move another process made first returns null and writes nothing.
 * Each gateway call is recorded too (`gatewayCall`): a request event before it, its outcome after.
 */

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["requires_action", "authorised", "captured", "voided", "failed"],
  requires_action: ["authorised", "captured", "voided", "failed"],
  authorised: ["captured", "voided"],
  captured: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  voided: [],
  failed: [],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return MOVES[from].includes(to);
}

type PaymentRef = Pick<PaymentRow, "id" | "agencyId">;

export interface PaymentMove {
  payment: PaymentRef;
  from: PaymentStatus;
  to: PaymentStatus;
  /** Why, in words, for the payment's history. */
  reason?: string | null;
  /** A move to `failed`: the refusal the gateway answered, kept on the payment. */
  failure?: { code: string; message: string };
  /** Other columns set with the move (the gateway's id, what was captured or refunded). */
  set?: Partial<typeof payments.$inferInsert>;
}

/**
 * The payment as moved, or null when it was not in `from` (another process moved it first). The
 * guarded UPDATE and its event are one statement (the event is inserted from the UPDATE's
 * RETURNING): the move and its history are written together or not at all, in a transaction or
 * out of one, in one round trip.
 */
export async function movePayment(tx: Tx, move: PaymentMove): Promise<PaymentRow | null> {
  if (!canMovePayment(move.from, move.to)) {
    throw new Error(`payment ${move.payment.id}: ${move.from} → ${move.to} is not allowed`);
  }
  const moved = tx.$with("moved").as(
    tx
      .update(payments)
      .set({
        ...move.set,
        ...(move.failure
          ? { failureCode: move.failure.code, failureMessage: move.failure.message }
          : {}),
        status: move.to,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, move.payment.id), eq(payments.status, move.from)))
      .returning(),
  );
  const detail =
    move.reason ?? (move.failure ? `${move.failure.code}: ${move.failure.message}` : null);
  const logged = tx.$with("logged", {}).as(
    sql`INSERT INTO ${paymentEvents} (agency_id, payment_id, kind, from_status, to_status, detail)
      SELECT ${moved.agencyId}, ${moved.id}, 'move', ${move.from}, ${move.to}, ${detail}::text
      FROM ${moved}`,
  );
  const [row] = await tx.with(moved, logged).select().from(moved);
  return row ?? null;
}

/** A refusal: the gateway answered that nothing was done (a card declined), not that it is down. */
export function isRefusal(error: unknown): error is PaymentError {
  return error instanceof PaymentError && error.code !== "gatewayUnavailable";
}

export type GatewayOperation = "authorise" | "capture" | "void" | "refund";

/**
 * One call to the payment's gateway, recorded: `<operation>.request` is committed before the call
 * and `.success` or `.failure` (a refusal) after it. A call that ends any other way — the gateway
 * down or timing out, the process stopping — leaves its request without an outcome: unknown, to
 * be asked of the gateway by whoever finishes the payment, never guessed.
 */
export async function gatewayCall<T>(
  payment: PaymentRef,
  operation: GatewayOperation,
  call: { key: string; amountMinor?: number | null },
  run: () => Promise<T>,
): Promise<T> {
  await callOutcome(payment, operation, call, "request");
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (isRefusal(error)) {
      await callOutcome(payment, operation, call, "failure", `${error.code}: ${error.message}`);
    }
    throw error;
  }
  await callOutcome(payment, operation, call, "success");
  return result;
}

/**
 * A call's request or outcome as an event; also how an outcome learnt later from the gateway
 * (`retrieve`, `find`) is recorded against the request that lost it.
 */
export async function callOutcome(
  payment: PaymentRef,
  operation: GatewayOperation,
  call: { key: string; amountMinor?: number | null },
  outcome: "request" | "success" | "failure",
  detail: string | null = null,
): Promise<void> {
  await (
    await outcomeQuery()
  ).execute({
    agencyId: payment.agencyId,
    paymentId: payment.id,
    kind: `${operation}.${outcome}`,
    amountMinor: call.amountMinor ?? null,
    idempotencyKey: call.key,
    detail,
  });
}

/** Written twice for every gateway call: its request, then its outcome. */
const outcomeQuery = preparedQuery((db) =>
  db
    .insert(paymentEvents)
    .values({
      agencyId: sql.placeholder("agencyId"),
      paymentId: sql.placeholder("paymentId"),
      kind: sql.placeholder("kind"),
      amountMinor: sql.placeholder("amountMinor"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
      detail: sql.placeholder("detail"),
    })
    .prepare("payment_call_event"),
);

/**
 * The payment's amounts as its events tell them: what each successful call moved, once a key
 * (a call retried under its key moved the money once).
 */
export async function amountsOf(paymentId: string): Promise<{
  capturedMinor: number;
  refundedMinor: number;
  /** Calls asked and not answered yet. */
  unanswered: number;
}> {
  const db = await getDb();
  const rows = await db
    .select({
      kind: paymentEvents.kind,
      amountMinor: paymentEvents.amountMinor,
      key: paymentEvents.idempotencyKey,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.id);
  let capturedMinor = 0;
  let refundedMinor = 0;
  const asked = new Set<string>();
  const answered = new Set<string>();
  const moved = new Set<string>();
  for (const { kind, amountMinor, key } of rows) {
    const [operation, outcome] = kind.split(".");
    if (!outcome) continue;
    const call = `${operation}\u0000${key}`;
    if (outcome === "request") asked.add(call);
    else answered.add(call);
    if (outcome !== "success" || moved.has(call)) continue;
    moved.add(call);
    if (operation === "capture") capturedMinor += amountMinor ?? 0;
    if (operation === "refund") refundedMinor += amountMinor ?? 0;
  }
  return {
    capturedMinor,
    refundedMinor,
    unanswered: [...asked].filter((call) => !answered.has(call)).length,
  };
}

export async function paymentById(id: string): Promise<PaymentRow> {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/**
 * `movePayment`, then the payment as it now stands: as moved, or as the process that moved it
 * first left it (its word stands).
 */
export async function moveOrCurrent(tx: Tx, move: PaymentMove): Promise<PaymentRow> {
  return (await movePayment(tx, move)) ?? (await paymentById(move.payment.id));
}

/** Why a payment that kept nothing ended, as the caller is told it (a retry is told the same). */
export function refusalOf(payment: Pick<PaymentRow, "failureCode" | "failureMessage">): ApiError {
  const code = payment.failureCode;
  const message = payment.failureMessage ?? "The payment was not completed.";
  if (code && isPaymentFailureCode(code)) return new PaymentError(code, message);
  if (code && code in ERROR_STATUS) return new ApiError(code as ErrorCode, message);
  return new PaymentError("paymentFailed", message);
}

/**
 * How long after an authorisation was asked for the gateway's "no such payment" is final: longer
 * than a call with its retries can last (Stripe's client: 20 s, retried twice) and than Stripe's
 * search takes to show a payment, so that an answer still on its way is never taken for none.
 */
const FINDABLE_AFTER_MS = 10 * 60_000;

/**
 * A payment whose authorisation's answer was lost (`pending`), found out from the gateway by the
 * authorisation's key and recorded; or, when the gateway never made it, failed. Returns the
 * payment as it stands now; still `pending` while the answer may not be findable yet.
 */
export async function settleLostAuthorisation(
  payment: PaymentRow,
  gateway: Gateway,
  key: string,
  now: Date,
): Promise<PaymentRow> {
  const found = await gateway.find(key);
  const db = await getDb();
  if (!found) {
    if (now.getTime() - payment.createdAt.getTime() < FINDABLE_AFTER_MS) return payment;
    await callOutcome(payment, "authorise", { key }, "failure", "not found at the gateway");
    return moveOrCurrent(db, {
      payment,
      from: "pending",
      to: "failed",
      reason: "The authorisation never reached the gateway.",
    });
  }
  await callOutcome(payment, "authorise", { key }, "success", "found at the gateway");
  return moveOrCurrent(db, {
    payment,
    from: "pending",
    to: found.state.status,
    reason: "found at the gateway",
    failure: found.state.status === "failed" ? found.state : undefined,
    set: {
      gatewayRef: found.gatewayRef,
      cardBrand: found.cardBrand,
      cardLast4: found.cardLast4,
      challengeUrl: found.challengeUrl,
      ...(found.state.status === "captured" ? { capturedMinor: found.state.capturedMinor } : {}),
    },
  });
}
