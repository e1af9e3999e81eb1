import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { cancellationPolicy } from "@/lib/contract/hotels";
import { cancellationPolicyFor, isFreeToCancel, zonedHour } from "./policy";

const free = (days: number) => ({ refundable: true, freeCancellationDays: days }) as const;

describe("cancellationPolicyFor", () => {
  it("closes at 18:00 in Paris, on winter time in January", () => {
    const policy = cancellationPolicyFor(free(3), "Europe/Paris", "2027-01-20", 12_345);
    expect(policy).toEqual({
      refundable: true,
      freeUntil: "2027-01-17T18:00:00.000+01:00",
      timeZone: "Europe/Paris",
      penaltyMinor: 12_345,
    });
    expect(new Date(policy.freeUntil!).toISOString()).toBe("2027-01-17T17:00:00.000Z");
    expect(cancellationPolicy.parse(policy)).toEqual(policy);
  });

  it("closes at 18:00 in Paris on summer time in July, whatever the season today", () => {
    const policy = cancellationPolicyFor(free(1), "Europe/Paris", "2027-07-15", 0);
    expect(policy.freeUntil).toBe("2027-07-14T18:00:00.000+02:00");
    expect(new Date(policy.freeUntil!).toISOString()).toBe("2027-07-14T16:00:00.000Z");
  });

  it("takes the offset of the deadline's day, not the check-in's, across a DST change", () => {
    // Paris moves to summer time on 28 March 2027; check-in after, deadline before.
    expect(cancellationPolicyFor(free(2), "Europe/Paris", "2027-03-29", 0).freeUntil).toBe(
      "2027-03-27T18:00:00.000+01:00",
    );
  });

  it("follows the southern hemisphere's seasons in Sydney", () => {
    // Daylight saving in January (+11:00), standard time in July (+10:00).
    expect(cancellationPolicyFor(free(7), "Australia/Sydney", "2027-01-05", 0).freeUntil).toBe(
      "2026-12-29T18:00:00.000+11:00",
    );
    expect(cancellationPolicyFor(free(7), "Australia/Sydney", "2027-07-05", 0).freeUntil).toBe(
      "2027-06-28T18:00:00.000+10:00",
    );
  });

  it("keeps offsets that are not whole hours", () => {
    expect(cancellationPolicyFor(free(1), "Asia/Kolkata", "2027-03-02", 0).freeUntil).toBe(
      "2027-03-01T18:00:00.000+05:30",
    );
  });

  it("is never free when not refundable", () => {
    expect(
      cancellationPolicyFor({ refundable: false }, "Europe/Lisbon", "2027-01-20", 500),
    ).toEqual({ refundable: false, freeUntil: null, timeZone: "Europe/Lisbon", penaltyMinor: 500 });
  });

  it("refuses a penalty that is not whole cents and a date that is not one", () => {
    expect(() => cancellationPolicyFor(free(1), "Europe/Paris", "2027-01-20", 1.5)).toThrow(
      RangeError,
    );
    expect(() => cancellationPolicyFor(free(1), "Europe/Paris", "2027-01-20", -1)).toThrow(
      RangeError,
    );
    expect(() => cancellationPolicyFor(free(1), "Europe/Paris", "20 Jan 2027", 0)).toThrow(
      RangeError,
    );
  });
});

describe("isFreeToCancel", () => {
  const policy = cancellationPolicyFor(free(3), "Europe/Paris", "2027-01-20", 100);

  it("is free up to the deadline and not after it", () => {
    expect(isFreeToCancel(policy, new Date("2027-01-17T16:59:59Z"))).toBe(true);
    expect(isFreeToCancel(policy, new Date("2027-01-17T17:00:00Z"))).toBe(false);
  });

  it("is never free for a rate that is not refundable", () => {
    const none = cancellationPolicyFor({ refundable: false }, "Europe/Paris", "2027-01-20", 100);
    expect(isFreeToCancel(none, new Date("2020-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("zonedHour", () => {
  // prettier-ignore
  const ZONES = [
    "Europe/Paris", "Europe/London", "America/New_York", "America/Sao_Paulo", "America/St_Johns",
    "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Auckland", "Asia/Kathmandu", "Asia/Tokyo",
    "Pacific/Chatham", "UTC",
  ];

  it("agrees with date-fns' TZDate on every day of two years, in zones with odd offsets and DST", () => {
    const start = Date.UTC(2026, 0, 1);
    for (const zone of ZONES) {
      for (let i = 0; i < 730; i++) {
        const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
        const [y, m, d] = day.split("-").map(Number) as [number, number, number];
        expect(zonedHour(day, 18, zone)).toBe(
          new TZDate(y, m - 1, d, 18, 0, 0, zone).toISOString(),
        );
      }
    }
  });
});
