import "server-only";
import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { sandboxPayments as payments } from "../db/schema";
import { ApiError } from "../errors";
import {
  PaymentError,
  type Authorisation,
  type AuthoriseRequest,
  type Gateway,
  type PaymentFailureCode,
  type PaymentState,
} from "./gateway";
import { DECLINES, GATEWAY_DOWN, failureMessage } from "./sandbox-cards";
import { randomId, refused, tokenRefusal, spendToken } from "./sandbox-tokens";

export { createCardToken } from "./sandbox-tokens";

/**
 * The built-in sandbox gateway (DESIGN §9): a PSP of its own, with its records in its own tables.
 * Card numbers stop at the tokenising endpoint; a token keeps only the brand, the last four, the
 * expiry and what its test number does. Every state change is one guarded UPDATE, so concurrent
 * calls and retries can never capture, void or refund twice.
 */

type PaymentRow = typeof payments.$inferSelect;

let outage = false;

/** Tests: the gateway stops answering (every Gateway call is a 502) until set back to false. */
export function setSandboxOutage(down: boolean): void {
  outage = down;
}

function answering(): void {
  if (outage) throw new PaymentError("gatewayUnavailable", GATEWAY_DOWN);
}

function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new ApiError("invalid", "The amount must be a positive whole number of minor units.");
  }
}

/** A relative path of this site, or an absolute http(s) URL. */
function checkReturnUrl(url: string): void {
  const path = url.startsWith("/") && !url.startsWith("//");
  if (!path && !/^https?:\/\//i.test(url)) {
    throw new ApiError("invalid", "The return URL must be a path or an http(s) URL.");
  }
}

/** Rolls back a token's use when another call already made the payment for the same key. */
class KeyTaken extends Error {}

function stateOf(row: PaymentRow): PaymentState {
  switch (row.status) {
    case "captured":
      return { status: "captured", capturedMinor: row.capturedMinor };
    case "failed": {
      const code = row.failureCode as PaymentFailureCode;
      return { status: "failed", code, message: failureMessage(code) };
    }
    default:
      return { status: row.status };
  }
}

export function challengePath(paymentId: string): string {
  return `/api/payments/sandbox/challenge/${paymentId}`;
}

/**
 * The sandbox gateway. `baseUrl` prefixes the challenge URL (a relative path without it);
 * `agencyId` makes it one agency's account: another agency's payment is then not found.
 */
export function sandboxGateway(baseUrl = "", agencyId?: string): Gateway {
  const scope = (ref: string): SQL =>
    agencyId ? and(eq(payments.id, ref), eq(payments.agencyId, agencyId))! : eq(payments.id, ref);

  async function load(ref: string): Promise<PaymentRow> {
    const db = await getDb();
    const [row] = await db.select().from(payments).where(scope(ref));
    if (!row) throw new ApiError("notFound", "No such payment at the sandbox gateway.");
    return row;
  }

  function answer(row: PaymentRow, request: AuthoriseRequest): Authorisation {
    if (
      row.amountMinor !== request.amountMinor ||
      row.currency !== request.currency.toUpperCase() ||
      row.reference !== request.reference
    ) {
      throw new ApiError(
        "idempotencyMismatch",
        "This idempotency key was used for another payment.",
      );
    }
    const card = { gatewayRef: row.id, cardBrand: row.brand, cardLast4: row.last4 };
    if (row.status === "failed") {
      const code = row.failureCode as PaymentFailureCode;
      throw new PaymentError(code, failureMessage(code));
    }
    if (row.status === "requires_action") {
      return { status: "requires_action", challengeUrl: baseUrl + challengePath(row.id), ...card };
    }
    // Captured or voided since: the authorisation itself succeeded, and that is what was asked.
    return { status: "authorised", ...card };
  }

  /** The operation `key` already done on `row` (the same call again), or a 422 for another. */
  function done(row: PaymentRow, key: string, op: string, amountMinor?: number) {
    const record = (row.operations as Record<string, { op: string; amountMinor?: number }>)[key];
    if (!record) return undefined;
    if (record.op !== op || record.amountMinor !== amountMinor) {
      throw new ApiError(
        "idempotencyMismatch",
        "This idempotency key was used for another operation.",
      );
    }
    return record as { op: string; amountMinor?: number; refundId?: string };
  }

  /** The operation's record added to `operations` in the same UPDATE that does it. */
  const recording = (key: string, record: object) =>
    sql`${payments.operations} || ${JSON.stringify({ [key]: record })}::jsonb`;
  const notDone = (key: string) => sql`(${payments.operations} -> ${key}::text) IS NULL`;
  const conflict = (message: string) => new ApiError("conflict", message);

  return {
    id: "sandbox",

    async authorise(request) {
      answering();
      if (agencyId && request.agencyId !== agencyId) throw refused("This card token is not valid.");
      checkAmount(request.amountMinor);
      checkReturnUrl(request.returnUrl);
      // The key is the agency's own: two agencies' keys never meet.
      const key = `${request.agencyId}:${request.idempotencyKey}`;
      const db = await getDb();
      const byKey = async () =>
        (await db.select().from(payments).where(eq(payments.idempotencyKey, key)))[0];

      const earlier = await byKey();
      if (earlier) return answer(earlier, request);
      const made = await db
        .transaction(async (tx) => {
          const token = await spendToken(tx, request.agencyId, request.token);
          if (!token) return undefined;
          const decline =
            token.behaviour in DECLINES ? DECLINES[token.behaviour as keyof typeof DECLINES] : null;
          const [row] = await tx
            .insert(payments)
            .values({
              id: randomId("pay_"),
              agencyId: request.agencyId,
              idempotencyKey: key,
              reference: request.reference,
              status: decline
                ? "failed"
                : token.behaviour === "challenge"
                  ? "requires_action"
                  : "authorised",
              amountMinor: request.amountMinor,
              currency: request.currency.toUpperCase(),
              brand: token.brand,
              last4: token.last4,
              returnUrl: request.returnUrl,
              failureCode: decline?.code ?? null,
            })
            .onConflictDoNothing({ target: payments.idempotencyKey })
            .returning();
          if (!row) throw new KeyTaken();
          return row;
        })
        .catch((error: unknown) => {
          if (error instanceof KeyTaken) return undefined;
          throw error;
        });
      const row = made ?? (await byKey());
      if (!row) throw await tokenRefusal(request.agencyId, request.token);
      return answer(row, request);
    },

    async retrieve(ref): Promise<PaymentState> {
      answering();
      return stateOf(await load(ref));
    },

    async find(idempotencyKey) {
      answering();
      if (!agencyId) throw new Error("the sandbox finds a payment in one agency's account");
      const db = await getDb();
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, `${agencyId}:${idempotencyKey}`));
      if (!row) return null;
      return {
        gatewayRef: row.id,
        state: stateOf(row),
        challengeUrl: row.status === "requires_action" ? baseUrl + challengePath(row.id) : null,
        cardBrand: row.brand,
        cardLast4: row.last4,
      };
    },

    async capture(ref, amountMinor, key) {
      answering();
      checkAmount(amountMinor);
      const db = await getDb();
      const [row] = await db
        .update(payments)
        .set({
          status: "captured",
          capturedMinor: amountMinor,
          operations: recording(key, { op: "capture", amountMinor }),
          updatedAt: new Date(),
        })
        .where(
          and(
            scope(ref),
            eq(payments.status, "authorised"),
            gte(payments.amountMinor, amountMinor),
            notDone(key),
          ),
        )
        .returning({ id: payments.id });
      if (row) return;
      const current = await load(ref);
      if (done(current, key, "capture", amountMinor)) return;
      if (current.status !== "authorised") {
        throw conflict(
          `Only an authorised payment can be captured; this one is ${current.status}.`,
        );
      }
      throw conflict("A capture cannot exceed the authorised amount.");
    },

    async void(ref, key) {
      answering();
      const db = await getDb();
      const [row] = await db
        .update(payments)
        .set({
          status: "voided",
          operations: recording(key, { op: "void" }),
          updatedAt: new Date(),
        })
        .where(
          and(
            scope(ref),
            inArray(payments.status, ["authorised", "requires_action"]),
            notDone(key),
          ),
        )
        .returning({ id: payments.id });
      if (row) return;
      const current = await load(ref);
      if (done(current, key, "void")) return;
      // Nothing is held on a voided or failed payment: what a void promises is already true.
      if (current.status === "voided" || current.status === "failed") return;
      throw conflict("A captured payment cannot be voided; refund it instead.");
    },

    async refund(ref, amountMinor, key) {
      answering();
      checkAmount(amountMinor);
      const refundId = randomId("re_");
      const db = await getDb();
      const [row] = await db
        .update(payments)
        .set({
          refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`,
          operations: recording(key, { op: "refund", amountMinor, refundId }),
          updatedAt: new Date(),
        })
        .where(
          and(
            scope(ref),
            eq(payments.status, "captured"),
            sql`${payments.refundedMinor} + ${amountMinor} <= ${payments.capturedMinor}`,
            notDone(key),
          ),
        )
        .returning({ id: payments.id });
      if (row) return refundId;
      const current = await load(ref);
      const earlier = done(current, key, "refund", amountMinor);
      if (earlier?.refundId) return earlier.refundId;
      if (current.status !== "captured") {
        throw conflict(`Only a captured payment can be refunded; this one is ${current.status}.`);
      }
      throw conflict("A refund cannot exceed what was captured and not yet refunded.");
    },
  };
}
