import { describe, expect, it } from "vitest";
import { MAX_FIXED_AMOUNT_MINOR, MAX_PERCENT_BASIS_POINTS } from "@/lib/contract/markups";
import { formatAmount, formatPercent, markupFromInput, parseHundredths } from "./markup-input";

describe("parseHundredths", () => {
  it.each([
    ["15", 1500],
    ["12.5", 1250],
    ["12,5", 1250],
    ["0.07", 7],
    ["19.99", 1999],
    [" 4.10 ", 410],
    ["0", 0],
    ["1000", 100_000],
  ])("reads %j as %i hundredths, exactly", (text, value) => {
    expect(parseHundredths(text, MAX_PERCENT_BASIS_POINTS)).toEqual({ value });
  });

  it("keeps amounts that floats would round (0.29 × 100 is 28.999…)", () => {
    expect(parseHundredths("0.29", MAX_FIXED_AMOUNT_MINOR)).toEqual({ value: 29 });
    expect(parseHundredths("1.15", MAX_FIXED_AMOUNT_MINOR)).toEqual({ value: 115 });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["-5", "format"],
    ["12.345", "format"],
    ["1e3", "format"],
    ["abc", "format"],
    ["12.", "format"],
    [".5", "format"],
    ["1 000", "format"],
    ["1000.01", "tooLarge"],
  ])("refuses %j (%s)", (text, error) => {
    expect(parseHundredths(text, MAX_PERCENT_BASIS_POINTS)).toEqual({ error });
  });
});

describe("formatting", () => {
  it.each([
    [1500, "15"],
    [1250, "12.5"],
    [1234, "12.34"],
    [1205, "12.05"],
    [0, "0"],
  ])("shows %i basis points as %j", (bp, text) => {
    expect(formatPercent(bp)).toBe(text);
    expect(parseHundredths(text, MAX_PERCENT_BASIS_POINTS)).toEqual({ value: bp });
  });

  it.each([
    [500, "5.00"],
    [1999, "19.99"],
    [7, "0.07"],
    [MAX_FIXED_AMOUNT_MINOR, "100000.00"],
  ])("shows %i cents as %j", (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
    expect(parseHundredths(text, MAX_FIXED_AMOUNT_MINOR)).toEqual({ value: cents });
  });
});

describe("markupFromInput", () => {
  it("turns each choice into the API's markup", () => {
    expect(markupFromInput("none", "whatever")).toEqual({ markup: null });
    expect(markupFromInput("percent", "15")).toEqual({
      markup: { kind: "percent", basisPoints: 1500 },
    });
    expect(markupFromInput("fixed", "25.5")).toEqual({
      markup: { kind: "fixed", amountMinor: 2550 },
    });
    expect(markupFromInput("fixed", "100000.01")).toEqual({ error: "tooLarge" });
  });
});
