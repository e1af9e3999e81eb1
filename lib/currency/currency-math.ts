/**
 * USD cents to another currency's minor units at an exact decimal rate, without floats
 * (DESIGN §4): the rate is kept as the decimal string it was quoted with.
 */

/** Minor-unit digits of a currency (JPY 0, USD 2, KWD 3), as Intl knows them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
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
