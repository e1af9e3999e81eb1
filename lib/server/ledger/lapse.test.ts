import { describe, expect, it } from "vitest";
import { applyLine, lapsedBy, lotsAfter, type LedgerLine } from "./lapse";

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
const lapsedMinor = (lines: LedgerLine[], now: Date) => lapsedBy(lotsAfter(lines), now);

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
    expect(lotsAfter(lines)).toEqual([
      { minor: 800, expiresAt: day(60).getTime() },
      { minor: 500, expiresAt: null },
    ]);
    expect(lapsedMinor(lines, day(31))).toBe(0);
    expect(lapsedMinor(lines, day(61))).toBe(800);
  });

  it("does not let a spend after a lot lapsed use that lot", () => {
    const lines = [earn(1000, 0, 10), line(300, "refund", 1), line(-300, "booking", 20)];
    expect(lapsedMinor(lines, day(21))).toBe(1000);
  });

  it("counts lapses already written off, and a write-off takes the lapsed lot, not a live one", () => {
    const lines = [earn(1000, 0, 10), earn(300, 1, 40), line(-1000, "expire", 11)];
    expect(lotsAfter(lines)).toEqual([{ minor: 300, expiresAt: day(40).getTime() }]);
    const more = [...lines, earn(200, 12, 20)];
    expect(lapsedMinor(more, day(15))).toBe(0);
    expect(lapsedMinor(more, day(21))).toBe(200);
  });

  it("keeps the lots' sum the balance, and leaves the lots it is given as they were", () => {
    const before = [{ minor: 500, expiresAt: day(5).getTime() }];
    const after = applyLine(before, line(-200, "booking", 1));
    expect(after).toEqual([{ minor: 300, expiresAt: day(5).getTime() }]);
    expect(before).toEqual([{ minor: 500, expiresAt: day(5).getTime() }]);
  });
});
