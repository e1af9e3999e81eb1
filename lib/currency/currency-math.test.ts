import { describe, expect, it } from "vitest";
import { fromUsd, minorDigits, rateString, toUsd } from "./currency-math";

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
