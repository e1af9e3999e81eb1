import "server-only";
import type { Gateway } from "./gateway";
import { ApiError } from "../errors";
import { PaymentError } from "./gateway";
import { isRefusal } from "./record";

/**
 * A card charged at once, with no page to come back to (a wallet top-up, a subscription, a pay
 * request): authorise, then capture, each step keyed by the call's idempotency key so a retry
 * after a crash charges once. A card that asks for 3-D Secure is released and refused.
 * Returns the payment's reference, `<gateway>:<gateway's id>`, for the ledger line it pays.
 * `authorised` runs between the two (a caller that must record the hold before the money moves);
 * if it throws, nothing is captured. A capture refused (or `authorised` refusing) voids the
 * authorisation, so the card is never left held for a payment that will not be taken.
 */
export async function chargeCard(
  gateway: Gateway,
  charge: {
    agencyId: string;
    token: string;
    amountMinor: number;
    currency: string;
    /** What the payment is for, as the gateway records it: `topup`, `subscription`… */
    purpose: string;
    returnUrl: string;
    idempotencyKey: string;
    /** What the gateway records; `<purpose>-<key>` unless given. */
    reference?: string;
  },
  authorised?: (gatewayRef: string) => Promise<void>,
): Promise<string> {
  const { purpose, idempotencyKey: key } = charge;
  const authorisation = await gateway.authorise({
    agencyId: charge.agencyId,
    token: charge.token,
    amountMinor: charge.amountMinor,
    currency: charge.currency,
    reference: (charge.reference ?? `${purpose}-${key}`).slice(0, 60),
    returnUrl: charge.returnUrl,
    idempotencyKey: `${purpose}:${key}`,
  });
  if (authorisation.status === "requires_action") {
    await gateway.void(authorisation.gatewayRef, `${purpose}-void:${key}`);
    throw new PaymentError(
      "paymentFailed",
      "This card asks for 3-D Secure, which this payment cannot take; please use another card.",
    );
  }
  try {
    await authorised?.(authorisation.gatewayRef);
    await gateway.capture(
      authorisation.gatewayRef,
      charge.amountMinor,
      `${purpose}-capture:${key}`,
    );
  } catch (error) {
    // Refused (not merely unanswered): nothing will be captured, so the card is not left held.
    if (isRefusal(error) || (error instanceof ApiError && error.code === "conflict")) {
      await gateway.void(authorisation.gatewayRef, `${purpose}-void:${key}`);
    }
    throw error;
  }
  return `${gateway.id}:${authorisation.gatewayRef}`;
}
