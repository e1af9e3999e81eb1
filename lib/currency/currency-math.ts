import { numberFormat } from "@/lib/i18n/intl-format";

/**
 * USD cents to another currency's minor units at an exact decimal rate, without floats
 * (DESIGN §4): the rate is kept as the decimal string it was quoted with.
 */

/** Minor-unit digits of a currency (JPY 0, USD 2, KWD 3), as Intl knows them. */
export function minorDigits(currency: string): number {
  return numberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits!;
}

/** A positive decimal string as numerator / 10^scale. */
function decimal(rate: string): { n: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new RangeError(`not a decimal rate: ${rate}`);
  const fraction = match[2] ?? "";
  const n = BigInt(match[1]! + fraction);
  if (n <= 0n) throw new RangeError(`rate must be positive: ${rate}`);
  return { n, scale: fraction.length };
}

/** a / b rounded half up, for non-negative a and positive b. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** USD cents → minor units of `currency` at `rate` (units of it per USD), rounded half up. */
export function fromUsd(usdMinor: number, rate: string, currency: string): number {
  const { n, scale } = decimal(rate);
  const digits = minorDigits(currency);
  // usd/100 × rate × 10^digits  =  usd × n × 10^digits / (100 × 10^scale)
  const num = BigInt(usdMinor) * n * 10n ** BigInt(digits);
  const den = 100n * 10n ** BigInt(scale);
  return Number(divRound(num, den));
}

/** Minor units of `currency` → USD cents at `rate`, rounded half up. */
export function toUsd(minor: number, rate: string, currency: string): number {
  const { n, scale } = decimal(rate);
  const digits = minorDigits(currency);
  const num = BigInt(minor) * 100n * 10n ** BigInt(scale);
  const den = n * 10n ** BigInt(digits);
  return Number(divRound(num, den));
}

/** A rate as the exact decimal string to store (at most 10 decimals). */
export function rateString(rate: number): string {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`bad rate ${rate}`);
  return rate.toFixed(10).replace(/\.?0+$/, "");
}

/**
 * `total` minor units shared out in proportion to `weights` (non-negative integers), to the
 * unit, by largest remainder: the shares always add up to `total`. With no weight at all, the
 * first share takes everything.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) throw new RangeError("allocate needs at least one weight");
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const shares = exact.map(Number);
  const remainders = weights
    .map((w, i) => ({ i, r: (BigInt(total) * BigInt(w)) % BigInt(sum) }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = total - shares.reduce((a, s) => a + s, 0);
  for (const { i } of remainders) {
    if (left-- <= 0) break;
    shares[i] = shares[i]! + 1;
  }
  return shares;
}
