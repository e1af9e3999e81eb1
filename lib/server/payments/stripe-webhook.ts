import "server-only";
import Stripe from "stripe";
import { ApiError } from "../errors";

/**
 * Stripe's signed webhooks (DESIGN §9). Each delivery is verified with the signing secret of the
 * agency whose host received it (the `whsec_…` of its endpoint
 * `https://<agency host>/api/payments/stripe/webhook` in its own Stripe dashboard, saved in its
 * Payment settings; gateways.ts webhookSecretFor). Verified `payment_intent.*` events go to the
 * handler the booking engine sets, so this module knows nothing of bookings.
 */

export interface StripePaymentEvent {
  /** The agency whose host received the event. */
  agencyId: string;
  /** `payment_intent.succeeded`, `payment_intent.payment_failed`, `payment_intent.canceled`… */
  type: string;
  intent: Stripe.PaymentIntent;
  event: Stripe.Event;
}

export type StripeEventHandler = (event: StripePaymentEvent) => Promise<void>;

/**
 * The handler lives on `globalThis`, not in this module: Next bundles the instrumentation hook
 * (whose booking services register it) apart from the webhook route, each with its own copy of
 * this module, so a module variable set by one was never seen by the other (the route answered
 * `handled: false` to every event; the production build even dropped the store as dead code).
 */
const registry = globalThis as typeof globalThis & {
  __stripeEventHandler?: StripeEventHandler | null;
};

/** The booking engine registers what a payment event does; null removes it. */
export function setStripeEventHandler(fn: StripeEventHandler | null): void {
  registry.__stripeEventHandler = fn;
}

/** Hands a verified payment event to the registered handler; false when none is registered. */
export async function onStripePaymentEvent(event: StripePaymentEvent): Promise<boolean> {
  const handler = registry.__stripeEventHandler;
  if (!handler) return false;
  await handler(event);
  return true;
}

/** The event the body carries when its signature is good; a 400 otherwise. */
export function verifyStripeEvent(
  rawBody: Uint8Array | string,
  signature: string | null,
  secret: string,
): Stripe.Event {
  if (!signature) throw new ApiError("badRequest", "Missing Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ApiError("badRequest", "The Stripe signature does not match the body");
  }
}

/**
 * A webhook delivery: verified, then a payment event is handled. A handler's failure is thrown
 * (a 500), so that Stripe delivers the event again later.
 */
export async function receiveStripeWebhook(
  agencyId: string,
  rawBody: Uint8Array,
  signature: string | null,
  secret: string | null,
): Promise<{ received: true; handled: boolean }> {
  if (!secret) throw new ApiError("badRequest", "Stripe webhooks are not configured here");
  const event = verifyStripeEvent(rawBody, signature, secret);
  if (!event.type.startsWith("payment_intent.")) return { received: true, handled: false };
  const handled = await onStripePaymentEvent({
    agencyId,
    type: event.type,
    intent: event.data.object as Stripe.PaymentIntent,
    event,
  });
  return { received: true, handled };
}
