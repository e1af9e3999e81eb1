import * as z from "zod";

/**
 * Money as integer minor units (USD cents, DESIGN §4) and the agency markup arithmetic. Every
 * function takes and returns whole cents; nothing is summed in floats.
 */

/** 100 basis points are 1 %. */
export const BASIS_POINTS = 10_000;
/** A markup above 1000 % is a typing error, not a price. */
export const MAX_MARKUP_BASIS_POINTS = 100_000;

/** An agency's markup on one product: a share of the wholesale rate, or a fixed amount. */
export const markupSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("percent"),
    basisPoints: z.number().int().min(0).max(MAX_MARKUP_BASIS_POINTS),
  }),
  z.object({ kind: z.literal("fixed"), amountMinor: z.number().int().min(0).max(1e9) }),
]);
export type Markup = z.infer<typeof markupSchema>;

export const NO_MARKUP: Markup = { kind: "fixed", amountMinor: 0 };

/** What a deal card shows, all in USD cents except the discount, a whole percentage 0..100. */
export interface Rates {
  /** Wholesale rate from the supplier. */
  baseRate: number;
  taxAndFee: number;
  markup: number;
  /** The supplier's published "was" price. */
  publishedRate: number;
  /** What the traveller pays: baseRate + markup + taxAndFee. */
  totalRate: number;
  discountPercentage: number;
}

function assertCents(name: string, value: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) {
    const what = allowZero ? "a whole number of cents, not negative" : "a positive whole number";
    throw new RangeError(`${name} must be ${what}, got ${value}`);
  }
}

/** a / b rounded half up, for non-negative safe integers and b > 0, without floats. */
function divideRoundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a * 2 + b)) throw new RangeError("amount too large to price exactly");
  return Math.floor((a * 2 + b) / (b * 2));
}

/** basisPoints of amountMinor, rounded half up to the cent. */
export function percentOf(amountMinor: number, basisPoints: number): number {
  assertCents("amount", amountMinor, true);
  assertCents("basisPoints", basisPoints, true);
  return divideRoundHalfUp(amountMinor * basisPoints, BASIS_POINTS);
}

/** amountMinor × count (nights × rooms, rental days, travellers), kept exact. */
export function timesMinor(amountMinor: number, count: number): number {
  assertCents("amount", amountMinor, true);
  assertCents("count", count, false);
  const product = amountMinor * count;
  if (!Number.isSafeInteger(product)) throw new RangeError("amount too large to price exactly");
  return product;
}

/** The markup in cents on a wholesale rate; a percentage is taken of the wholesale rate. */
export function markupAmount(baseRate: number, markup: Markup): number {
  assertCents("baseRate", baseRate, false);
  if (markup.kind === "fixed") {
    assertCents("markup amountMinor", markup.amountMinor, true);
    return markup.amountMinor;
  }
  if (markup.basisPoints > MAX_MARKUP_BASIS_POINTS) {
    throw new RangeError(`markup basisPoints must be at most ${MAX_MARKUP_BASIS_POINTS}`);
  }
  return percentOf(baseRate, markup.basisPoints);
}

export interface PriceInput {
  baseRate: number;
  taxAndFee: number;
  markup?: Markup;
  /** How far the published price stands above the total, from the inventory item. */
  publishedUpliftBasisPoints: number;
}

/**
 * Rates for a deal card. A zero or negative wholesale rate is rejected; taxes and markup may be
 * zero (tax-inclusive supplier prices, an agency without markup) but never negative.
 */
export function priceRates({
  baseRate,
  taxAndFee,
  markup = NO_MARKUP,
  publishedUpliftBasisPoints,
}: PriceInput): Rates {
  assertCents("baseRate", baseRate, false);
  assertCents("taxAndFee", taxAndFee, true);
  assertCents("publishedUpliftBasisPoints", publishedUpliftBasisPoints, true);
  const markupMinor = markupAmount(baseRate, markup);
  const totalRate = baseRate + markupMinor + taxAndFee;
  const publishedRate = totalRate + percentOf(totalRate, publishedUpliftBasisPoints);
  const discountPercentage = divideRoundHalfUp((publishedRate - totalRate) * 100, publishedRate);
  return {
    baseRate,
    taxAndFee,
    markup: markupMinor,
    publishedRate,
    totalRate,
    discountPercentage,
  };
}

/** What a supplier's item says of its price beyond the wholesale rate. */
export interface PriceTerms {
  taxAndFeeBasisPoints: number;
  publishedUpliftBasisPoints: number;
}

/**
 * Rates for a wholesale amount on an item's terms: its taxes and fees as a share of that amount,
 * its published uplift, and the agency's markup when one is given. Every product prices through
 * this, so a deal card and the search, details and checkout of the same offer agree.
 */
export function ratesOn(baseRate: number, terms: PriceTerms, markup?: Markup): Rates {
  return priceRates({
    baseRate,
    taxAndFee: percentOf(baseRate, terms.taxAndFeeBasisPoints),
    markup,
    publishedUpliftBasisPoints: terms.publishedUpliftBasisPoints,
  });
}

/** Just the price terms of an item, for an offer to carry without the whole item. */
export function termsOf(item: PriceTerms): PriceTerms {
  return {
    taxAndFeeBasisPoints: item.taxAndFeeBasisPoints,
    publishedUpliftBasisPoints: item.publishedUpliftBasisPoints,
  };
}

/**
 * Rates of several things sold together (an activity's tickets), each priced on its own: the
 * parts added up, the discount the whole's. Adding up the prices shown for each gives the total.
 */
export function sumRates(parts: readonly Rates[]): Rates {
  if (parts.length === 0) throw new RangeError("sumRates needs at least one part");
  const sum = (field: Exclude<keyof Rates, "discountPercentage">) =>
    parts.reduce((total, part) => total + part[field], 0);
  const totalRate = sum("totalRate");
  const publishedRate = sum("publishedRate");
  return {
    baseRate: sum("baseRate"),
    taxAndFee: sum("taxAndFee"),
    markup: sum("markup"),
    publishedRate,
    totalRate,
    discountPercentage: divideRoundHalfUp((publishedRate - totalRate) * 100, publishedRate),
  };
}

/** A markup on each of `units` things sold together, as one markup on the whole. */
export function markupOnEach(markup: Markup, units: number): Markup {
  return markup.kind === "fixed"
    ? { kind: "fixed", amountMinor: timesMinor(markup.amountMinor, units) }
    : markup;
}
