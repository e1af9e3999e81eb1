import { describe, expect, it } from "vitest";
import type { Rates } from "./money";
import { byValue } from "./ranking";

describe("byValue", () => {
  it("puts the largest discount first, then the lowest total, then the id", () => {
    const deal = (id: string, discountPercentage: number, totalRate: number) => ({
      id,
      rates: { discountPercentage, totalRate } as Rates,
    });
    const deals = [deal("b", 20, 100), deal("c", 30, 500), deal("a", 20, 100), deal("d", 20, 90)];
    expect(deals.sort(byValue).map((d) => d.id)).toEqual(["c", "d", "a", "b"]);
  });
});
