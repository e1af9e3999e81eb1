import { describe, expect, it } from "vitest";
import { lapsedMinor, type LedgerLine } from "./lapse";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const earn = (minor: number, at: number, expires: number): LedgerLine => ({
  amountMinor: minor,
  reason: "earn",
  expiresAt: day(expires),
  at: day(at),
});
const line = (minor: number, reason: string, at: number): LedgerLine => ({
  amountMinor: minor,
  reason,
  expiresAt: null,
  at: day(at),
});

describe("lapsed reward credits", () => {
  it("lapses nothing before a lot's expiry, and the lot's unspent part after", () => {
    const lines = [earn(1000, 0, 30), line(-400, "booking", 5)];
    expect(lapsedMinor(lines, day(29))).toBe(0);
    expect(lapsedMinor(lines, day(30))).toBe(600);
  });

  it("spends the lot that lapses soonest first, and never lapses an opening balance", () => {
    const lines = [
      line(500, "opening", 0),
      earn(1000, 1, 60),
      earn(1000, 2, 30),
      line(-1200, "booking", 10),
    ];
    // The lot of day 30 is spent whole, 200 of the lot of day 60; the opening 500 stays.
    expect(lapsedMinor(lines, day(31))).toBe(0);
    expect(lapsedMinor(lines, day(61))).toBe(800);
  });

  it("does not let a spend after a lot lapsed use that lot", () => {
    const lines = [earn(1000, 0, 10), line(300, "refund", 1), line(-300, "booking", 20)];
    expect(lapsedMinor(lines, day(21))).toBe(1000);
  });

  it("counts lapses already written off", () => {
    const lines = [earn(1000, 0, 10), line(-1000, "expire", 11), earn(200, 12, 20)];
    expect(lapsedMinor(lines, day(15))).toBe(0);
    expect(lapsedMinor(lines, day(21))).toBe(200);
  });
});
