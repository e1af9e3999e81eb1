import cardValidator from "card-validator";

/**
 * The card checks the card form (in the browser) and the sandbox gateway's tokenising endpoint
 * (on the server) share, so a card the form accepts is never refused by the gateway for its shape.
 * Both say which field is wrong; each side words it (translated in the form, English in the API).
 */

export type CardField = "number" | "expiry" | "cvc";

export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  /** card-validator's brand code: `visa`, `mastercard`, `american-express`… */
  brand: string;
  /** The brand as people write it: `Visa`, `American Express`… */
  brandName: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; field: CardField };

/** The digits of a card number as typed, with the spaces and dashes people put in dropped. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** The brand a (partly) typed number belongs to, or null while it is unknown. */
export function cardBrandOf(typed: string) {
  const { card } = cardValidator.number(cardDigits(typed));
  return card ? { brand: card.type, brandName: card.niceType, cvcSize: card.code.size } : null;
}

/** The number in the groups its brand prints it in (4-4-4-4, or 4-6-5 for American Express). */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).replace(/\D/g, "").slice(0, 19);
  const { card } = cardValidator.number(digits);
  const gaps = card?.gaps ?? [4, 8, 12, 16];
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += " ";
    out += digits[i];
  }
  return out;
}

/** The expiry typed or autofilled ("1228", "12/28", "1/2028"), shown as "MM / YY". */
export function formatExpiry(typed: string): string {
  const whole = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  const digits = whole
    ? whole[1]!.padStart(2, "0") + whole[2]!.slice(-2)
    : typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "MM / YY" as the month and four-digit year; zeros (never valid) until both are typed. */
export function parseExpiry(shown: string): { expMonth: number; expYear: number } {
  const digits = shown.replace(/\D/g, "");
  if (digits.length !== 4) return { expMonth: 0, expYear: 0 };
  return { expMonth: Number(digits.slice(0, 2)), expYear: 2000 + Number(digits.slice(2)) };
}

/**
 * Every field that is wrong: the Luhn check and a known brand's length, an expiry not in the past,
 * the brand's CVC length (3 or 4 digits while the brand is unknown).
 */
export function cardProblems(input: CardInput): CardField[] {
  const digits = cardDigits(input.number);
  const number = /^\d+$/.test(digits) ? cardValidator.number(digits) : null;
  const problems: CardField[] = [];
  if (!number?.isValid || !number.card) problems.push("number");
  const expiry = cardValidator.expirationDate({
    month: String(input.expMonth),
    year: String(input.expYear),
  });
  if (!expiry.isValid) problems.push("expiry");
  if (!cardValidator.cvv(input.cvc, number?.card?.code.size ?? [3, 4]).isValid) {
    problems.push("cvc");
  }
  return problems;
}

/** The card, or its first problem. */
export function checkCard(input: CardInput): CardCheck {
  const [problem] = cardProblems(input);
  if (problem) return { ok: false, field: problem };
  const digits = cardDigits(input.number);
  const { card } = cardValidator.number(digits);
  return {
    ok: true,
    card: {
      brand: card!.type,
      brandName: card!.niceType,
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
    },
  };
}
