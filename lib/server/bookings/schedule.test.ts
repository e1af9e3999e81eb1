import { describe, expect, it } from "vitest";
import { dayOf, paymentSchedule, quotedSchedule } from "./schedule";

const TERMS = { depositPercent: 25, balanceDaysBefore: 90 };
const NOW = new Date("2027-01-10T15:00:00Z");

describe("a booking's payment schedule", () => {
  it("takes a deposit now and the balance 90 days before the trip", () => {
    expect(paymentSchedule(TERMS, 100_001, "2027-06-01", NOW)).toEqual({
      dueNowMinor: 25_001,
      balanceMinor: 75_000,
      balanceDueOn: "2027-03-03",
    });
  });

  it("takes the whole price when the due day is today or past, or without terms", () => {
    const whole = { dueNowMinor: 50_000, balanceMinor: 0, balanceDueOn: null };
    // 90 days before 2027-04-10 is today.
    expect(paymentSchedule(TERMS, 50_000, "2027-04-10", NOW)).toEqual(whole);
    expect(paymentSchedule(TERMS, 50_000, "2027-04-11", NOW)).toMatchObject({
      balanceDueOn: "2027-01-11",
    });
    expect(paymentSchedule(null, 50_000, "2027-12-01", NOW)).toEqual(whole);
    expect(
      paymentSchedule({ depositPercent: 100, balanceDaysBefore: 30 }, 9, "2027-12-01", NOW),
    ).toEqual({ dueNowMinor: 9, balanceMinor: 0, balanceDueOn: null });
  });

  it("reads a quote's schedule back, the parts adding up to its total", () => {
    expect(
      quotedSchedule({ totalMinor: 900, depositMinor: 225, balanceDueOn: "2027-03-03" }),
    ).toEqual({
      dueNowMinor: 225,
      balanceMinor: 675,
      balanceDueOn: "2027-03-03",
    });
    expect(quotedSchedule({ totalMinor: 900, depositMinor: null, balanceDueOn: null })).toEqual({
      dueNowMinor: 900,
      balanceMinor: 0,
      balanceDueOn: null,
    });
    expect(dayOf(NOW, 7)).toBe("2027-01-17");
  });
});
