import type { Markup, Rates } from "./money";

/**
 * How deals are ranked, for every product's deals (hotels/deals.ts, activities/deals.ts,
 * cars/deals.ts, resort/deals.ts): best value first, the first `limit` of them.
 */

export const DEFAULT_DEAL_LIMIT = 12;

export interface DealOptions {
  /** The agency's markup, priced into every deal; none by default. */
  markup?: Markup;
  limit?: number;
}

/** Plain code-unit order, the same on every machine (unlike `localeCompare`). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Best value first: the largest discount, then the lowest total, then the id. */
export function byValue(a: { id: string; rates: Rates }, b: { id: string; rates: Rates }) {
  return (
    b.rates.discountPercentage - a.rates.discountPercentage ||
    a.rates.totalRate - b.rates.totalRate ||
    compareText(a.id, b.id)
  );
}

/** The first `limit` deals by value (sorted in place). */
export function best<T extends { id: string; rates: Rates }>(
  deals: T[],
  limit = DEFAULT_DEAL_LIMIT,
): T[] {
  return deals.sort(byValue).slice(0, Math.max(0, limit));
}
