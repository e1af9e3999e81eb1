import { describe, expect, it } from "vitest";
import { penaltyOf, refundNow, type RefundBooking } from "../../bookings/refunds";
import { cruiseLines } from "./lines";
import {
  cruisePolicy,
  daysBeforeSailing,
  penaltySchedule,
  penaltyTable,
  percentAt,
  stepStart,
} from "./penalties";

const ROYAL = [
  { daysBefore: 89, percent: 25 },
  { daysBefore: 74, percent: 50 },
  { daysBefore: 60, percent: 75 },
  { daysBefore: 30, percent: 100 },
];

describe("a cruise line's cancellation charges", () => {
  it("refuses a schedule that does not charge more as the day nears", () => {
    expect(penaltySchedule.safeParse(ROYAL).success).toBe(true);
    expect(penaltySchedule.safeParse([]).success).toBe(false);
    expect(penaltySchedule.safeParse([ROYAL[1], ROYAL[0]]).success).toBe(false);
    expect(
      penaltySchedule.safeParse([
        { daysBefore: 89, percent: 50 },
        { daysBefore: 60, percent: 50 },
      ]).success,
    ).toBe(false);
    expect(penaltySchedule.safeParse([{ daysBefore: 10, percent: 0 }]).success).toBe(false);
  });

  it("counts days in the port's time zone: a step begins at the port's midnight", () => {
    // Miami in July is UTC−4: the day 30 days before 1 Aug begins at 04:00 UTC on 2 July.
    expect(stepStart("2027-08-01", 30, "America/New_York").toISOString()).toBe(
      "2027-07-02T04:00:00.000Z",
    );
    expect(
      daysBeforeSailing("2027-08-01", "America/New_York", new Date("2027-07-02T03:59:59Z")),
    ).toBe(31);
    expect(
      daysBeforeSailing("2027-08-01", "America/New_York", new Date("2027-07-02T04:00:00Z")),
    ).toBe(30);
    // Sydney is ahead of UTC: its 2 July begins on 1 July in UTC.
    expect(stepStart("2027-08-01", 30, "Australia/Sydney").toISOString()).toBe(
      "2027-07-01T14:00:00.000Z",
    );
  });

  it("tables every day once: nothing first, then each step down to the day of sailing", () => {
    expect(penaltyTable(ROYAL)).toEqual([
      { fromDays: 90, toDays: null, percent: 0 },
      { fromDays: 75, toDays: 89, percent: 25 },
      { fromDays: 61, toDays: 74, percent: 50 },
      { fromDays: 31, toDays: 60, percent: 75 },
      { fromDays: 0, toDays: 30, percent: 100 },
    ]);
    for (let days = 0; days <= 120; days++) {
      const row = penaltyTable(ROYAL).find(
        (r) => days >= r.fromDays && (r.toDays === null || days <= r.toDays),
      );
      expect(row?.percent).toBe(percentAt(ROYAL, days));
    }
  });

  it("refunds what every line's table says, on each side of every boundary day", () => {
    const departure = "2027-10-20";
    const zone = "Europe/Rome";
    const totalUsd = 412_345;
    for (const line of cruiseLines()) {
      const policy = cruisePolicy(line.cancellation, departure, zone, totalUsd);
      const booking: RefundBooking = {
        totalMinor: totalUsd,
        cardMinor: totalUsd,
        creditsMinor: 0,
        creditsValueMinor: 0,
        refundedMinor: 0,
        currency: "USD",
        exchangeRate: "1",
        offer: { policy },
        createdAt: new Date("2027-01-01T00:00:00Z"),
      };
      for (const row of penaltyTable(line.cancellation)) {
        // The first and the last moment of the row's days at the port.
        const first = stepStart(departure, row.toDays ?? row.fromDays + 30, zone);
        const last = new Date(stepStart(departure, row.fromDays - 1, zone).getTime() - 1);
        for (const at of [first, last]) {
          expect(daysBeforeSailing(departure, zone, at)).toBeGreaterThanOrEqual(row.fromDays);
          const penalty = Math.round((totalUsd * row.percent) / 100);
          expect(
            refundNow(booking, at),
            `${line.id} ${row.fromDays} ${at.toISOString()}`,
          ).toMatchObject({
            penaltyMinor: penalty,
            refundMinor: totalUsd - penalty,
          });
        }
      }
      // What the quote states as its most: the last step's.
      expect(penaltyOf(policy, booking)).toBe(
        Math.round((totalUsd * line.cancellation.at(-1)!.percent) / 100),
      );
    }
  });
});
