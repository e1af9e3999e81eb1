import "server-only";
import { and, eq, inArray, isNull, lte, ne, or } from "drizzle-orm";
import { getDb, type Tx } from "../db/client";
import { databaseUnavailable } from "../db/unavailable";
import { payments, type PAYMENT_PURPOSES } from "../db/schema";
import { ApiError } from "../errors";
import { effect } from "../faults/faults";
import { PaymentError, type Gateway } from "./gateway";
import { gatewayById } from "./gateways";
import {
  callOutcome,
  gatewayCall,
  isRefusal,
  movePayment,
  moveOrCurrent,
  paymentById,
  refusalOf,
  settleLostAuthorisation,
  type PaymentRow,
  type PaymentStatus,
} from "./record";

/**
 * A charge: a card payment taken at once, with no booking and no page to come back to (a wallet
 * top-up, the agency's subscription, a pay request). It is a payment row like a booking's, on the
 * same state machine (record.ts), written `pending` before the gateway is asked, with each gateway
 * call recorded as events; what it pays for is given once it is captured (`fulfil`, in the
 * transaction that sets `fulfilled_at`). Whatever a crash, a lost answer or an outage leaves, the
 * reconciliation job finishes from the row by asking the gateway (`finishCharges`): an
 * authorisation found and captured, a capture served, a hold nobody will take voided, a capture
 * that can no longer be served refunded. A retry of the same call finds the same row.
 */

export type ChargePurpose = Exclude<(typeof PAYMENT_PURPOSES)[number], "booking">;

export interface ChargeKind {
  purpose: ChargePurpose;
  /**
   * Gives what the charge paid for, in the transaction that marks it fulfilled (runs once per
   * charge). Throws an ApiError below 500 when it can no longer be given (the request was paid by
   * another payment, the agency subscribed meanwhile): the capture is then refunded.
   */
  fulfil(tx: Tx, payment: PaymentRow): Promise<void>;
  /** The charge ended with nothing kept (refused, released, refunded): undo what it reserved. */
  ended?(payment: PaymentRow): Promise<void>;
}

export interface CardCharge {
  agencyId: string;
  gateway: Gateway;
  /** The agency wallet pays (its gateway, no token) rather than a card. */
  method?: "card" | "wallet";
  token: string;
  amountMinor: number;
  currency: string;
  /** What it pays for, as the kind knows it (the plan, the pay request). */
  subject?: string | null;
  paidBy?: string | null;
  /** The call that asks for it, `<caller> <Idempotency-Key>`: its retries find this charge. */
  requestKey: string;
  /** What the gateway records of it. */
  reference: string;
  returnUrl: string;
  /**
   * Runs once the charge is recorded, before the gateway is asked (claiming what it pays for).
   * An ApiError it throws ends the charge with nothing asked of the gateway.
   */
  beforeGateway?: (payment: PaymentRow) => Promise<void>;
}

const THREE_DS =
  "This card asks for 3-D Secure, which this payment cannot take; please use another card.";

const keyOf = (payment: PaymentRow, step: "authorise" | "capture" | "void" | "refund") =>
  step === "authorise"
    ? `${payment.purpose}:${payment.id}`
    : `${payment.purpose}-${step}:${payment.id}`;

/** The charge the call `requestKey` made, when it made one (a retry of the call resumes it). */
export async function chargeOfRequest(
  agencyId: string,
  purpose: ChargePurpose,
  requestKey: string,
): Promise<PaymentRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.agencyId, agencyId),
        eq(payments.purpose, purpose),
        eq(payments.requestKey, requestKey),
      ),
    );
  return row;
}

/**
 * Takes a charge for the call `requestKey` (recorded first, then authorised, captured and served)
 * and returns its payment, captured and fulfilled. A retry of the call resumes the same charge.
 * Throws the refusal when nothing was taken; throws anything else (the gateway not answering)
 * with the charge left for the retry or the reconciliation job to finish.
 */
export async function takeCharge(kind: ChargeKind, charge: CardCharge): Promise<PaymentRow> {
  const db = await getDb();
  const [made] = await db
    .insert(payments)
    .values({
      agencyId: charge.agencyId,
      purpose: kind.purpose,
      subject: charge.subject ?? null,
      requestKey: charge.requestKey,
      paidBy: charge.paidBy ?? null,
      method: charge.method ?? "card",
      gateway: charge.gateway.id,
      status: "pending",
      amountMinor: charge.amountMinor,
      currency: charge.currency,
    })
    .onConflictDoNothing()
    .returning();
  const payment = made ?? (await chargeOfRequest(charge.agencyId, kind.purpose, charge.requestKey));
  // Not this call's, and another stands for the same subject (a booking's balance).
  if (!payment) throw new ApiError("conflict", "This is being paid already.");
  return finishCharge(kind, payment, charge.gateway, new Date(), charge);
}

/**
 * Moves a charge on from where it stands until it is fulfilled or ended. `card` is the caller's
 * (a retry authorises again under the same key, which the gateway answers with the first
 * authorisation); without it (the reconciliation job) a lost authorisation is found by its key.
 * Returns the payment: fulfilled, or still `pending` while the gateway's answer is not findable.
 */
async function finishCharge(
  kind: ChargeKind,
  payment: PaymentRow,
  gateway: Gateway,
  now: Date,
  card?: CardCharge,
): Promise<PaymentRow> {
  const db = await getDb();
  /** Ends the charge with nothing kept: moved to `to` with why, its reservation given back. */
  const endAs = async (
    from: PaymentStatus,
    to: "voided" | "refunded",
    reason: ApiError,
    set: Partial<PaymentRow> = {},
  ): Promise<never> => {
    payment = await moveOrCurrent(db, {
      payment,
      from,
      to,
      reason: reason.message,
      set: { failureCode: reason.code, failureMessage: reason.message, ...set },
    });
    await kind.ended?.(payment);
    throw reason;
  };
  const release = async (from: "authorised" | "requires_action", reason: ApiError) => {
    const key = keyOf(payment, "void");
    await gatewayCall(payment, "void", { key }, () => gateway.void(payment.gatewayRef!, key));
    return endAs(from, "voided", reason);
  };

  for (;;) {
    switch (payment.status) {
      case "pending": {
        const key = keyOf(payment, "authorise");
        if (!card) {
          payment = await settleLostAuthorisation(payment, gateway, key, now);
          if (payment.status === "pending") return payment;
          continue;
        }
        const given = card;
        try {
          await given.beforeGateway?.(payment);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          await movePayment(db, {
            payment,
            from: "pending",
            to: "failed",
            failure: { code: error.code, message: error.message },
          });
          throw error;
        }
        try {
          const authorisation = await gatewayCall(
            payment,
            "authorise",
            { key, amountMinor: payment.amountMinor },
            () =>
              gateway.authorise({
                agencyId: payment.agencyId,
                token: given.token,
                amountMinor: payment.amountMinor,
                currency: payment.currency,
                reference: given.reference.slice(0, 60),
                returnUrl: given.returnUrl,
                idempotencyKey: key,
              }),
          );
          payment = await moveOrCurrent(db, {
            payment,
            from: "pending",
            to: authorisation.status,
            set: {
              gatewayRef: authorisation.gatewayRef,
              cardBrand: authorisation.cardBrand,
              cardLast4: authorisation.cardLast4,
            },
          });
        } catch (error) {
          // Not answered: the outcome is unknown, for the retry or the job to find out.
          if (!isRefusal(error)) throw error;
          payment = await moveOrCurrent(db, {
            payment,
            from: "pending",
            to: "failed",
            failure: { code: error.code, message: error.message },
          });
        }
        card = undefined;
        continue;
      }
      case "requires_action":
        // Nobody is at a page to answer a challenge: the hold is released.
        return release("requires_action", new PaymentError("paymentFailed", THREE_DS));
      case "authorised": {
        const key = keyOf(payment, "capture");
        let capturedMinor = payment.amountMinor;
        try {
          await gatewayCall(payment, "capture", { key, amountMinor: capturedMinor }, () =>
            gateway.capture(payment.gatewayRef!, capturedMinor, key),
          );
        } catch (error) {
          if (!(error instanceof ApiError) || error.code === "gatewayUnavailable") throw error;
          // Refused, or not in a state to be captured: what is the payment now?
          const state = await gateway.retrieve(payment.gatewayRef!);
          if (state.status === "voided" || state.status === "failed") {
            // Released at the gateway already (by hand, or it lapsed): nothing to void.
            return endAs(
              "authorised",
              "voided",
              new PaymentError("paymentFailed", "The payment was released before it was taken."),
            );
          }
          if (state.status !== "captured") {
            return release(
              "authorised",
              isRefusal(error)
                ? error
                : new PaymentError("paymentFailed", "The payment could not be taken."),
            );
          }
          capturedMinor = state.capturedMinor;
          await callOutcome(payment, "capture", { key, amountMinor: capturedMinor }, "success");
        }
        payment = await moveOrCurrent(db, {
          payment,
          from: "authorised",
          to: "captured",
          set: { capturedMinor },
        });
        continue;
      }
      case "captured": {
        if (payment.fulfilledAt) return payment;
        try {
          await effect(
            "db.commit",
            () =>
              db.transaction(async (tx) => {
                const [mine] = await tx
                  .update(payments)
                  .set({ fulfilledAt: new Date() })
                  .where(and(eq(payments.id, payment.id), isNull(payments.fulfilledAt)))
                  .returning();
                if (mine) await kind.fulfil(tx, mine);
              }),
            databaseUnavailable,
          );
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          // What it paid for can no longer be given: the money goes back.
          const key = keyOf(payment, "refund");
          const amountMinor = payment.capturedMinor;
          await gatewayCall(payment, "refund", { key, amountMinor }, () =>
            gateway.refund(payment.gatewayRef!, amountMinor, key),
          );
          return endAs("captured", "refunded", error, { refundedMinor: amountMinor });
        }
        payment = await paymentById(payment.id);
        continue;
      }
      default:
        // Partly or wholly refunded after it was served, or ended with nothing taken.
        if (payment.fulfilledAt) return payment;
        await kind.ended?.(payment);
        throw refusalOf(payment);
    }
  }
}

/**
 * The reconciliation job's share: every charge not settled (waiting on the gateway, authorised
 * and not captured, captured and not served) whose last move is older than `before`, finished from
 * what the gateway says. Returns how many were served and how many ended with nothing kept.
 */
export async function finishCharges(
  kinds: Record<ChargePurpose, ChargeKind>,
  { now, before, limit }: { now: Date; before: Date; limit: number },
  attempt: (work: () => Promise<void>) => Promise<void>,
): Promise<{ fulfilled: number; waiting: number }> {
  const db = await getDb();
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        ne(payments.purpose, "booking"),
        lte(payments.updatedAt, before),
        or(
          inArray(payments.status, ["pending", "requires_action", "authorised"]),
          and(eq(payments.status, "captured"), isNull(payments.fulfilledAt)),
        ),
      ),
    )
    .limit(limit);
  const result = { fulfilled: 0, waiting: 0 };
  for (const payment of open) {
    await attempt(async () => {
      const gateway = await gatewayById(payment.gateway, payment.agencyId);
      const kind = kinds[payment.purpose as ChargePurpose];
      const done = await finishCharge(kind, payment, gateway, now);
      if (done.fulfilledAt) result.fulfilled++;
      else result.waiting++;
    });
  }
  return result;
}
