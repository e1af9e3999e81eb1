import { describe, expect, it } from "vitest";
import {
  markupAmount,
  markupOnEach,
  markupSchema,
  NO_MARKUP,
  percentOf,
  priceRates,
  sumRates,
  timesMinor,
  type Markup,
} from "./money";
import { createRng } from "./random";

describe("percentOf", () => {
  it("rounds half up to the cent", () => {
    expect(percentOf(1000, 1250)).toBe(125); // exact
    expect(percentOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(percentOf(15, 1000)).toBe(2); // 1.5 → 2
    expect(percentOf(25, 1000)).toBe(3); // 2.5 → 3, not banker's 2
    expect(percentOf(1999, 1500)).toBe(300); // 299.85 → 300
    expect(percentOf(1, 4999)).toBe(0); // 0.4999 → 0
    expect(percentOf(0, 1500)).toBe(0);
  });

  it("rejects fractions, negatives and amounts too large to be exact", () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toThrow(RangeError);
  });
});

describe("timesMinor", () => {
  it("multiplies by a positive count", () => {
    expect(timesMinor(12_345, 3)).toBe(37_035);
    expect(() => timesMinor(100, 0)).toThrow(RangeError);
    expect(() => timesMinor(100, 1.5)).toThrow(RangeError);
    expect(() => timesMinor(2 ** 52, 4)).toThrow(RangeError);
  });
});

describe("markupAmount", () => {
  it("takes a percentage of the wholesale rate, or adds a fixed amount", () => {
    expect(markupAmount(10_000, { kind: "percent", basisPoints: 1000 })).toBe(1000);
    expect(markupAmount(9_999, { kind: "percent", basisPoints: 1250 })).toBe(1250); // 1249.875
    expect(markupAmount(10_001, { kind: "percent", basisPoints: 50 })).toBe(50); // 50.005
    expect(markupAmount(10_000, { kind: "fixed", amountMinor: 2500 })).toBe(2500);
    expect(markupAmount(10_000, NO_MARKUP)).toBe(0);
  });

  it("rejects a zero rate and bad markups", () => {
    expect(() => markupAmount(0, NO_MARKUP)).toThrow(RangeError);
    expect(() => markupAmount(100, { kind: "fixed", amountMinor: -1 })).toThrow(RangeError);
    expect(() => markupAmount(100, { kind: "percent", basisPoints: -5 })).toThrow(RangeError);
    expect(() => markupAmount(100, { kind: "percent", basisPoints: 100_001 })).toThrow(RangeError);
  });
});

describe("markupSchema", () => {
  it("parses both kinds and rejects the rest", () => {
    expect(markupSchema.parse({ kind: "percent", basisPoints: 1500 })).toEqual({
      kind: "percent",
      basisPoints: 1500,
    });
    expect(markupSchema.safeParse({ kind: "fixed", amountMinor: 12.5 }).success).toBe(false);
    expect(markupSchema.safeParse({ kind: "percent", basisPoints: -1 }).success).toBe(false);
    expect(markupSchema.safeParse({ kind: "flat", amountMinor: 1 }).success).toBe(false);
  });
});

describe("priceRates", () => {
  it("prices a worked example", () => {
    // $200.00 wholesale, $24.00 tax, 15 % markup ($30.00), published 25 % above the total.
    expect(
      priceRates({
        baseRate: 20_000,
        taxAndFee: 2_400,
        markup: { kind: "percent", basisPoints: 1500 },
        publishedUpliftBasisPoints: 2500,
      }),
    ).toEqual({
      baseRate: 20_000,
      taxAndFee: 2_400,
      markup: 3_000,
      totalRate: 25_400,
      publishedRate: 31_750,
      discountPercentage: 20,
    });
  });

  it("adds a fixed markup once, and none by default", () => {
    const input = { baseRate: 10_000, taxAndFee: 1_000, publishedUpliftBasisPoints: 1000 };
    expect(priceRates(input)).toMatchObject({
      markup: 0,
      totalRate: 11_000,
      publishedRate: 12_100,
    });
    expect(priceRates({ ...input, markup: { kind: "fixed", amountMinor: 999 } })).toMatchObject({
      markup: 999,
      totalRate: 11_999,
    });
  });

  it("rounds the discount to the nearest whole percent", () => {
    // 1000 / 3000 = 33.3 % → 33; 50 % uplift.
    const third = priceRates({ baseRate: 2000, taxAndFee: 0, publishedUpliftBasisPoints: 5000 });
    expect(third).toMatchObject({ totalRate: 2000, publishedRate: 3000, discountPercentage: 33 });
    // 5 / 10 of a percent rounds up: (200 - 199) / 200 = 0.5 % → 1.
    const half = priceRates({ baseRate: 199, taxAndFee: 0, publishedUpliftBasisPoints: 50 });
    expect(half).toMatchObject({ publishedRate: 200, discountPercentage: 1 });
    const none = priceRates({ baseRate: 199, taxAndFee: 0, publishedUpliftBasisPoints: 0 });
    expect(none).toMatchObject({ publishedRate: 199, discountPercentage: 0 });
  });

  it("rejects a zero or negative wholesale rate and negative taxes or uplifts", () => {
    const ok = { baseRate: 100, taxAndFee: 10, publishedUpliftBasisPoints: 1000 };
    expect(() => priceRates({ ...ok, baseRate: 0 })).toThrow(/baseRate/);
    expect(() => priceRates({ ...ok, baseRate: -100 })).toThrow(/baseRate/);
    expect(() => priceRates({ ...ok, baseRate: 99.5 })).toThrow(/baseRate/);
    expect(() => priceRates({ ...ok, taxAndFee: -1 })).toThrow(/taxAndFee/);
    expect(() => priceRates({ ...ok, publishedUpliftBasisPoints: -1 })).toThrow(/Uplift/);
    expect(() => priceRates({ ...ok, baseRate: Number.NaN })).toThrow(RangeError);
  });

  it("keeps its invariants over many random prices", () => {
    const rng = createRng("money-invariants");
    const broken: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const markup: Markup = rng.chance(0.5)
        ? { kind: "percent", basisPoints: rng.int(0, 5000) }
        : { kind: "fixed", amountMinor: rng.int(0, 50_000) };
      const baseRate = rng.int(1, 5_000_000);
      const taxAndFee = rng.int(0, 500_000);
      const uplift = rng.int(1000, 3500);
      const r = priceRates({ baseRate, taxAndFee, markup, publishedUpliftBasisPoints: uplift });

      // Whole cents of the exact figures: within half a cent, or half a percent.
      const exactMarkup =
        markup.kind === "fixed" ? markup.amountMinor : (baseRate * markup.basisPoints) / 10_000;
      const exactPublished = r.totalRate * (1 + uplift / 10_000);
      const exactDiscount = ((r.publishedRate - r.totalRate) / r.publishedRate) * 100;
      const checks = {
        integers: Object.values(r).every(Number.isSafeInteger),
        total: r.totalRate === r.baseRate + r.markup + r.taxAndFee,
        published: r.publishedRate >= r.totalRate,
        range: r.discountPercentage >= 0 && r.discountPercentage <= 100,
        markup: Math.abs(r.markup - exactMarkup) <= 0.5,
        uplift: Math.abs(r.publishedRate - exactPublished) <= 0.5,
        discount: Math.abs(r.discountPercentage - exactDiscount) <= 0.5,
      };
      for (const [name, ok] of Object.entries(checks)) {
        if (!ok) broken.push(`${name}: ${JSON.stringify({ markup, uplift, r })}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("sumRates", () => {
  it("adds the parts up, with the whole's discount", () => {
    const adult = priceRates({
      baseRate: 1000,
      taxAndFee: 100,
      markup: { kind: "fixed", amountMinor: 500 },
      publishedUpliftBasisPoints: 2500,
    });
    const child = priceRates({
      baseRate: 600,
      taxAndFee: 60,
      markup: { kind: "fixed", amountMinor: 500 },
      publishedUpliftBasisPoints: 2500,
    });
    const sum = sumRates([adult, adult, child]);
    expect(sum).toEqual({
      baseRate: 2600,
      taxAndFee: 260,
      markup: 1500,
      publishedRate: adult.publishedRate * 2 + child.publishedRate,
      totalRate: adult.totalRate * 2 + child.totalRate,
      discountPercentage: 20,
    });
    expect(() => sumRates([])).toThrow(RangeError);
  });
});

describe("markupOnEach", () => {
  it("multiplies a fixed markup by the units and keeps a percentage", () => {
    expect(markupOnEach({ kind: "fixed", amountMinor: 500 }, 3)).toEqual({
      kind: "fixed",
      amountMinor: 1500,
    });
    const percent: Markup = { kind: "percent", basisPoints: 1200 };
    expect(markupOnEach(percent, 3)).toBe(percent);
  });
});
