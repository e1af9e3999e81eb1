import "server-only";
import type { ErrorCode } from "@/lib/contract/errors";
import { ApiError } from "../errors";

/**
 * One payment gateway interface (DESIGN §9): the browser tokenises the card with the gateway,
 * the server authorises (which may ask for a 3-D Secure challenge), captures, voids and refunds.
 * Amounts are integer minor units of `currency`. Every call that moves money takes an
 * idempotency key, which the gateway honours: the same key gives the same answer and moves the
 * money once, so a retry after a crash is always safe.
 */

export type { GatewayId } from "@/lib/contract/payments";
import type { GatewayId } from "@/lib/contract/payments";

export interface AuthoriseRequest {
  agencyId: string;
  /** Sandbox: `tok_…` from POST /api/payments/sandbox/tokens; Stripe: a PaymentMethod `pm_…`. */
  token: string;
  amountMinor: number;
  currency: string;
  /** Our booking reference, recorded with the gateway. */
  reference: string;
  /** The absolute URL the 3-D Secure challenge returns to. */
  returnUrl: string;
  idempotencyKey: string;
}

export type Authorisation =
  | {
      status: "authorised";
      /** The gateway's id of the payment (sandbox `pay_…`, Stripe `pi_…`). */
      gatewayRef: string;
      cardBrand: string | null;
      cardLast4: string | null;
    }
  | {
      status: "requires_action";
      gatewayRef: string;
      /** Where the traveller approves or fails the challenge. */
      challengeUrl: string;
      cardBrand: string | null;
      cardLast4: string | null;
    };

/** A refusal with the error code the API answers with (402 payment codes, 502 gateway down). */
export type PaymentFailureCode = Extract<
  ErrorCode,
  | "cardDeclined"
  | "insufficientFunds"
  | "expiredCard"
  | "incorrectCvc"
  | "paymentFailed"
  | "gatewayUnavailable"
>;

const FAILURE_CODES: readonly string[] = [
  "cardDeclined",
  "insufficientFunds",
  "expiredCard",
  "incorrectCvc",
  "paymentFailed",
  "gatewayUnavailable",
] satisfies readonly PaymentFailureCode[];

export function isPaymentFailureCode(code: string): code is PaymentFailureCode {
  return FAILURE_CODES.includes(code);
}

/** After a challenge: the payment's state at the gateway. */
export type PaymentState =
  | { status: "requires_action" }
  | { status: "authorised" }
  | { status: "captured"; capturedMinor: number }
  | { status: "voided" }
  | { status: "failed"; code: PaymentFailureCode; message: string };

/** A payment the gateway made under an authorisation's idempotency key (`Gateway.find`). */
export interface FoundPayment {
  gatewayRef: string;
  state: PaymentState;
  /** Where the traveller approves it, while it waits for 3-D Secure. */
  challengeUrl: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface Gateway {
  readonly id: GatewayId;
  /** Throws PaymentError when the card is refused. */
  authorise(request: AuthoriseRequest): Promise<Authorisation>;
  /**
   * The payment authorised under `idempotencyKey`, or null when the gateway never made one: how
   * an authorisation whose answer was lost (a crash, a timeout) is found out, never guessed.
   */
  find(idempotencyKey: string): Promise<FoundPayment | null>;
  /** The payment as the gateway has it now (after a 3-D Secure return, or in reconciliation). */
  retrieve(gatewayRef: string): Promise<PaymentState>;
  capture(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<void>;
  /** Releases an authorisation that will not be captured; nothing is charged. */
  void(gatewayRef: string, idempotencyKey: string): Promise<void>;
  /** Refunds up to what was captured; returns the gateway's refund id. */
  refund(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<string>;
}

/** The card or the gateway refused: a 402 (or 502 when the gateway is down) with its code. */
export class PaymentError extends ApiError {
  constructor(
    override readonly code: PaymentFailureCode,
    message: string,
  ) {
    super(code, message);
    this.name = "PaymentError";
  }
}
