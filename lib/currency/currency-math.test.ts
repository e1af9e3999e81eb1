import { describe, expect, it } from "vitest";
import { allocate, fromUsd, minorDigits, rateString, toUsd } from "./currency-math";

describe("currency math", () => {
  it("knows the minor digits of a currency", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
  });

  it("converts USD cents exactly, rounding half up", () => {
    expect(fromUsd(10_000, "1", "USD")).toBe(10_000);
    expect(fromUsd(12_345, "0.9", "EUR")).toBe(11_111); // 111.105 → 111.11
    expect(fromUsd(10_000, "151.37", "JPY")).toBe(15_137);
    expect(fromUsd(1, "0.30705", "KWD")).toBe(3);
    // 0.1 + 0.2 style float error would give 30000000000000004-ish results: none here.
    expect(fromUsd(30, "1.1", "EUR")).toBe(33);
  });

  it("converts back to USD cents", () => {
    expect(toUsd(11_111, "0.9", "EUR")).toBe(12_346);
    expect(toUsd(15_137, "151.37", "JPY")).toBe(10_000);
  });

  it("stores a rate as a short exact decimal", () => {
    expect(rateString(0.92)).toBe("0.92");
    expect(rateString(1)).toBe("1");
    expect(() => rateString(0)).toThrow();
    expect(() => fromUsd(1, "abc", "EUR")).toThrow();
  });
});

describe("allocate", () => {
  it("shares a total in proportion, the remainders to the largest fractions, adding up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [3, 0, 7])).toEqual([300, 0, 700]);
    expect(allocate(49_143, [37_300, 6_000, 5_843])).toEqual([37_300, 6_000, 5_843]);
    const shares = allocate(98_765, [12_345, 67_890, 1, 23_456]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(98_765);
  });

  it("gives everything to the first share when nothing weighs", () => {
    expect(allocate(500, [0, 0])).toEqual([500, 0]);
  });
});
