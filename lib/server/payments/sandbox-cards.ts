import {
  cardDigits,
  checkCard,
  type CardField,
  type CardInput,
  type CheckedCard,
} from "@/lib/payments/card-check";
import type { SANDBOX_CARD_BEHAVIOURS } from "../db/schema/payments";
import type { PaymentFailureCode } from "./gateway";

/**
 * The sandbox gateway's cards, pure so that they are unit-tested without a database: what a test
 * number does (Stripe's well-known numbers, DESIGN §9) and the words of each refusal.
 */

export type SandboxCardBehaviour = (typeof SANDBOX_CARD_BEHAVIOURS)[number];

/** Stripe's test numbers; any other valid card number succeeds. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardBehaviour>> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000000000009995": "insufficientFunds",
  "4000000000000069": "expiredCard",
  "4000000000000127": "incorrectCvc",
  "4000002760003184": "challenge",
};

export function behaviourOf(digits: string): SandboxCardBehaviour {
  return SANDBOX_TEST_CARDS[digits] ?? "succeeds";
}

type Decline = Exclude<SandboxCardBehaviour, "succeeds" | "challenge">;

/** How each declining test card is refused at authorisation. */
export const DECLINES: Readonly<Record<Decline, { code: PaymentFailureCode; message: string }>> = {
  declined: { code: "cardDeclined", message: "Your card was declined." },
  insufficientFunds: { code: "insufficientFunds", message: "Your card has insufficient funds." },
  expiredCard: { code: "expiredCard", message: "Your card has expired." },
  incorrectCvc: { code: "incorrectCvc", message: "Your card's security code is incorrect." },
};

export const CHALLENGE_FAILED = "3-D Secure authentication failed.";
export const GATEWAY_DOWN = "The payment service is not answering. Please try again in a moment.";

/** The message a failed payment is retrieved with, by its code. */
export function failureMessage(code: PaymentFailureCode): string {
  const decline = Object.values(DECLINES).find((d) => d.code === code);
  if (decline) return decline.message;
  if (code === "gatewayUnavailable") return GATEWAY_DOWN;
  return CHALLENGE_FAILED;
}

const CARD_PROBLEMS: Readonly<Record<CardField, string>> = {
  number: "The card number is not valid. Please check it and try again.",
  expiry: "The card's expiry date is not valid or has passed.",
  cvc: "The security code (CVC) does not have the right number of digits for this card.",
};

/** card-validator's brand codes, with the two Stripe names differently, so both gateways agree. */
export function gatewayBrand(cardValidatorType: string): string {
  if (cardValidatorType === "american-express") return "amex";
  if (cardValidatorType === "diners-club") return "diners";
  return cardValidatorType;
}

export type SandboxCard =
  | { ok: true; card: CheckedCard; behaviour: SandboxCardBehaviour }
  | { ok: false; field: CardField; message: string };

/** A card as the sandbox's tokenising endpoint takes it: checked, and what it will do. */
export function sandboxCard(input: CardInput): SandboxCard {
  const checked = checkCard(input);
  if (!checked.ok) {
    return { ok: false, field: checked.field, message: CARD_PROBLEMS[checked.field] };
  }
  return { ok: true, card: checked.card, behaviour: behaviourOf(cardDigits(input.number)) };
}
