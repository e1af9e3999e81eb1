import { describe, expect, it } from "vitest";
import { fromStripeAmount, stripeDigits, toStripeAmount } from "./stripe-amounts";

describe("Stripe's minor units", () => {
  // [currency, our minor units (Intl's digits), what Stripe's API takes for the same money]
  const cases: [string, number, number][] = [
    ["USD", 12_345, 12_345],
    ["EUR", 100, 100],
    ["MXN", 811_057, 811_057],
    ["TWD", 12_345, 12_345],
    // Zero-decimal at Stripe as in Intl: as they are.
    ...["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "VND", "VUV"].map(
      (c): [string, number, number] => [c, 5_000, 5_000],
    ),
    ...["XAF", "XOF", "XPF"].map((c): [string, number, number] => [c, 5_000, 5_000]),
    // Whole units in Intl, two-decimal at Stripe (UGX and ISK by Stripe's backward compatibility).
    ["HUF", 45_000, 4_500_000],
    ["ISK", 12_000, 1_200_000],
    ["IDR", 1_500_000, 150_000_000],
    ["UGX", 5_000, 500_000],
    ["COP", 100_000, 10_000_000],
    // Three-decimal dinars: the same thousandths.
    ...["BHD", "JOD", "KWD", "OMR", "TND"].map((c): [string, number, number] => [
      c,
      12_340,
      12_340,
    ]),
  ];

  it.each(cases)("%s: %i of ours is %i at Stripe, and back", (currency, ours, stripe) => {
    expect(toStripeAmount(ours, currency)).toBe(stripe);
    expect(fromStripeAmount(stripe, currency)).toBe(ours);
    // Stripe answers in lower case.
    expect(fromStripeAmount(stripe, currency.toLowerCase())).toBe(ours);
  });

  it("counts the decimals Stripe's documentation gives each kind of currency", () => {
    expect(["JPY", "KRW", "XOF"].map(stripeDigits)).toEqual([0, 0, 0]);
    expect(["UGX", "ISK", "HUF", "TWD", "USD"].map(stripeDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(["BHD", "kwd"].map(stripeDigits)).toEqual([3, 3]);
  });

  it("refuses an amount Stripe gives that is no whole number of our units, rather than round it", () => {
    expect(() => fromStripeAmount(4_500_050, "huf")).toThrow(RangeError);
    expect(() => toStripeAmount(12.5, "USD")).toThrow(RangeError);
  });
});
