import { minorDigits } from "@/lib/currency/currency-math";

/**
 * Stripe's minor units are not ours (DESIGN §9). We store amounts in the currency's minor units
 * as Intl knows them (0 digits for HUF, ISK, IDR, UGX…); Stripe's API takes every currency as
 * two-decimal except its zero-decimal list and the three-decimal dinars
 * (https://docs.stripe.com/currencies). UGX and ISK are on no list of ours to copy: Stripe keeps
 * them two-decimal for backward compatibility (the decimals always 00), as it does HUF and TWD
 * for charges. A 45,000 Ft charge is therefore `4500000` at Stripe, never `45000` (450 Ft).
 */

const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** The decimals Stripe's API counts `currency` in. */
export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DECIMAL.has(code)) return 3;
  return ZERO_DECIMAL.has(code) ? 0 : 2;
}

/** `amount` × 10^shift, exactly; a RangeError when it would need a fraction. */
function shifted(amount: number, shift: number, what: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what}: not a whole amount: ${amount}`);
  if (shift >= 0) {
    const result = amount * 10 ** shift;
    if (!Number.isSafeInteger(result)) throw new RangeError(`${what}: too large: ${amount}`);
    return result;
  }
  const unit = 10 ** -shift;
  if (amount % unit !== 0) throw new RangeError(`${what}: ${amount} has no exact equivalent`);
  return amount / unit;
}

/** Our minor units of `currency` → the `amount` Stripe's API takes for the same money. */
export function toStripeAmount(minor: number, currency: string): number {
  return shifted(minor, stripeDigits(currency) - minorDigits(currency.toUpperCase()), currency);
}

/** An `amount` Stripe's API gives in `currency` → our minor units of the same money. */
export function fromStripeAmount(amount: number, currency: string): number {
  return shifted(amount, minorDigits(currency.toUpperCase()) - stripeDigits(currency), currency);
}
