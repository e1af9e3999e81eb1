import "server-only";
import Stripe from "stripe";
import type { ConnectionOutcome } from "@/lib/contract/payment-settings";
import { ApiError } from "../errors";
import {
  PaymentError,
  type Authorisation,
  type Gateway,
  type PaymentFailureCode,
  type PaymentState,
} from "./gateway";
import { CHALLENGE_FAILED, GATEWAY_DOWN, failureMessage } from "./sandbox-cards";
import { fromStripeAmount, toStripeAmount } from "./stripe-amounts";

/**
 * Stripe behind the gateway interface (DESIGN §9): PaymentIntents with manual capture, confirmed
 * on the server with the PaymentMethod that Elements made in the browser. Stripe honours the
 * idempotency keys itself, so a retried call answers as the first did and moves no money twice.
 * Every amount crosses in Stripe's own minor units (stripe-amounts.ts): converted on the way out,
 * and back into ours on the way in.
 */

export interface StripeGatewayOptions {
  /** A ready client: tests pass one whose HTTP goes to a stub instead of api.stripe.com. */
  client?: Stripe;
}

const clients = new Map<string, Stripe>();

/** One client per secret key (per agency account), as the SDK keeps its connections in it. */
function clientFor(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    clients.set(secretKey, client);
  }
  return client;
}

/**
 * Tests: the client a secret key's gateway uses (one whose HTTP goes to a stub, as
 * StripeGatewayOptions.client), wherever the gateway is opened; null gives the key its own again.
 */
export function setStripeClient(secretKey: string, client: Stripe | null): void {
  if (client) clients.set(secretKey, client);
  else clients.delete(secretKey);
}

const CARD_CODES: Readonly<Record<string, PaymentFailureCode>> = {
  card_declined: "cardDeclined",
  insufficient_funds: "insufficientFunds",
  expired_card: "expiredCard",
  incorrect_cvc: "incorrectCvc",
  payment_intent_authentication_failure: "paymentFailed",
};

const NOT_COMPLETED = "The payment could not be completed. Please try another card.";

/** A card refusal from Stripe's decline code (the issuer's reason) or, failing that, its code. */
function cardRefusal(declineCode?: string | null, code?: string | null): PaymentError {
  const ours =
    (declineCode && CARD_CODES[declineCode]) || (code && CARD_CODES[code]) || "cardDeclined";
  if (ours !== "paymentFailed") return new PaymentError(ours, failureMessage(ours));
  return new PaymentError(
    ours,
    code === "payment_intent_authentication_failure" ? CHALLENGE_FAILED : NOT_COMPLETED,
  );
}

const UNAVAILABLE = new Set([
  "StripeConnectionError",
  "StripeAPIError",
  "StripeRateLimitError",
  // A wrong or revoked key is the agency's setup, not the traveller's card: the gateway is down.
  "StripeAuthenticationError",
  "StripePermissionError",
]);

const UNEXPECTED_STATE = new Set([
  "payment_intent_unexpected_state",
  "charge_already_captured",
  "charge_already_refunded",
  "amount_too_large",
]);

/** Stripe's error in our terms: a 402 card refusal, a 502, a 404 or 409; anything else as it is. */
export function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.type === "StripeCardError") return cardRefusal(error.decline_code, error.code);
  if (UNAVAILABLE.has(error.type)) {
    return new PaymentError("gatewayUnavailable", GATEWAY_DOWN);
  }
  if (error.type === "StripeIdempotencyError") {
    return new ApiError(
      "idempotencyMismatch",
      "This idempotency key was used for another request.",
    );
  }
  if (error.type === "StripeInvalidRequestError") {
    if (error.code === "resource_missing" && error.param === "payment_method") {
      return new PaymentError(
        "paymentFailed",
        "This card can no longer be used. Please enter it again.",
      );
    }
    if (error.code === "resource_missing")
      return new ApiError("notFound", "No such payment at Stripe.");
    if (error.code && UNEXPECTED_STATE.has(error.code)) {
      return new ApiError("conflict", error.message);
    }
  }
  return error;
}

/**
 * The Payment settings' connection test: whether Stripe takes the secret key, by reading the
 * account's balance (which any valid key may). Stripe's answer in a sentence for the owner.
 */
export async function checkStripeKey(
  secretKey: string,
  client: Stripe = new Stripe(secretKey, { maxNetworkRetries: 0, timeout: 10_000 }),
): Promise<{ ok: boolean; outcome: ConnectionOutcome; message: string }> {
  try {
    await client.balance.retrieve();
    return { ok: true, outcome: "accepted", message: "Stripe accepted the keys." };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.type === "StripeAuthenticationError")
      return {
        ok: false,
        outcome: "refused",
        message: "Stripe refused the secret key: check it and save it again.",
      };
    if (error.type === "StripePermissionError")
      return {
        ok: false,
        outcome: "forbidden",
        message: "This restricted key may not read the account: use another.",
      };
    return {
      ok: false,
      outcome: "unreachable",
      message: "Stripe could not be reached. Please try again later.",
    };
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw fromStripeError(error);
  }
}

function cardOf(intent: Stripe.PaymentIntent) {
  const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
  return { cardBrand: method?.card?.brand ?? null, cardLast4: method?.card?.last4 ?? null };
}

/** Why a PaymentIntent is back at `requires_payment_method`: its last error, as a refusal. */
function lastRefusal(intent: Stripe.PaymentIntent): PaymentError {
  const last = intent.last_payment_error;
  if (!last) return new PaymentError("paymentFailed", NOT_COMPLETED);
  return cardRefusal(last.decline_code, last.code);
}

/** A PaymentIntent's state in the gateway's terms. */
export function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  switch (intent.status) {
    case "requires_capture":
      return { status: "authorised" };
    case "succeeded":
      return {
        status: "captured",
        capturedMinor: fromStripeAmount(intent.amount_received, intent.currency),
      };
    case "canceled":
      return { status: "voided" };
    case "requires_payment_method": {
      const refusal = lastRefusal(intent);
      return { status: "failed", code: refusal.code, message: refusal.message };
    }
    default:
      // requires_action, requires_confirmation, processing: not settled yet.
      return { status: "requires_action" };
  }
}

/**
 * The currency of each PaymentIntent seen, per client: a capture or a refund names only the
 * intent, and its amount must be converted in the intent's currency. Filled by the authorisation
 * (usually in this process, moments before), else asked of Stripe once. A few thousand at most.
 */
const currencies = new WeakMap<Stripe, Map<string, string>>();
const CURRENCIES_KEPT = 5_000;

function currencyBook(stripe: Stripe) {
  let book = currencies.get(stripe);
  if (!book) {
    book = new Map();
    currencies.set(stripe, book);
  }
  const seen = book;
  return {
    remember(intent: Stripe.PaymentIntent) {
      if (seen.size >= CURRENCIES_KEPT) seen.delete(seen.keys().next().value!);
      seen.set(intent.id, intent.currency);
    },
    known: (ref: string) => seen.get(ref),
  };
}

export function stripeGateway(secretKey: string, options: StripeGatewayOptions = {}): Gateway {
  const stripe = options.client ?? clientFor(secretKey);
  const book = currencyBook(stripe);
  const fetchIntent = async (ref: string) => {
    const intent = await call(() => stripe.paymentIntents.retrieve(ref));
    book.remember(intent);
    return intent;
  };
  const retrieve = async (ref: string) => stateOf(await fetchIntent(ref));
  /** Our minor units → Stripe's, in the currency of the intent `ref`. */
  const stripeAmount = async (ref: string, amountMinor: number) =>
    toStripeAmount(amountMinor, book.known(ref) ?? (await fetchIntent(ref)).currency);

  return {
    id: "stripe",

    async authorise(request): Promise<Authorisation> {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: toStripeAmount(request.amountMinor, request.currency),
            currency: request.currency.toLowerCase(),
            payment_method: request.token,
            capture_method: "manual",
            confirm: true,
            return_url: request.returnUrl,
            // The key again, so that an authorisation whose answer was lost can be found by it.
            metadata: { reference: request.reference, idempotency_key: request.idempotencyKey },
            expand: ["payment_method"],
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      book.remember(intent);
      const card = { gatewayRef: intent.id, ...cardOf(intent) };
      switch (intent.status) {
        case "requires_capture":
        case "succeeded":
          return { status: "authorised", ...card };
        case "requires_action": {
          const url = intent.next_action?.redirect_to_url?.url;
          if (!url) throw new PaymentError("paymentFailed", NOT_COMPLETED);
          return { status: "requires_action", challengeUrl: url, ...card };
        }
        case "requires_payment_method":
          throw lastRefusal(intent);
        default:
          throw new PaymentError("paymentFailed", NOT_COMPLETED);
      }
    },

    retrieve,

    async find(idempotencyKey) {
      // Stripe's search index lags writes by up to a minute: the reconciliation job asks only
      // about attempts older than that (RECONCILE_GRACE), so "none" is an answer, not a lag.
      const found = await call(() =>
        stripe.paymentIntents.search({
          query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
          limit: 1,
          expand: ["data.payment_method"],
        }),
      );
      const intent = found.data[0];
      if (!intent) return null;
      return {
        gatewayRef: intent.id,
        state: stateOf(intent),
        challengeUrl:
          intent.status === "requires_action"
            ? (intent.next_action?.redirect_to_url?.url ?? null)
            : null,
        ...cardOf(intent),
      };
    },

    async capture(ref, amountMinor, idempotencyKey) {
      const amount = await stripeAmount(ref, amountMinor);
      await call(() =>
        stripe.paymentIntents.capture(ref, { amount_to_capture: amount }, { idempotencyKey }),
      );
    },

    async void(ref, idempotencyKey) {
      try {
        await call(() => stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
      } catch (error) {
        // Already cancelled (by another key, or by Stripe when it expired): nothing is held.
        if (!(error instanceof ApiError && error.code === "conflict")) throw error;
        const state = await retrieve(ref);
        if (state.status !== "voided" && state.status !== "failed") throw error;
      }
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const amount = await stripeAmount(ref, amountMinor);
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: ref, amount }, { idempotencyKey }),
      );
      return refund.id;
    },
  };
}
