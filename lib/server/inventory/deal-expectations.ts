import { expect } from "vitest";
import type { Rates } from "./money";
import { byValue } from "./ranking";

/** Expectations the deal tests of every product share. */

export function expectConsistent(rates: Rates) {
  expect(rates.totalRate).toBe(rates.baseRate + rates.markup + rates.taxAndFee);
  expect(rates.publishedRate).toBeGreaterThanOrEqual(rates.totalRate);
  expect(rates.baseRate).toBeGreaterThan(0);
  expect(rates.discountPercentage).toBeGreaterThanOrEqual(0);
  expect(rates.discountPercentage).toBeLessThanOrEqual(100);
}

export function expectSortedByValue(deals: { id: string; rates: Rates }[]) {
  for (let i = 1; i < deals.length; i++) {
    expect(byValue(deals[i - 1]!, deals[i]!)).toBeLessThan(0);
  }
}
