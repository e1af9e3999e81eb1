import { describe, expect, it } from "vitest";
import { freeUntilText as rawFreeUntilText, isFreeToCancel } from "./cancellation";

// ICU versions differ on the space before AM/PM (a narrow no-break space in newer ones).
const freeUntilText = (...args: Parameters<typeof rawFreeUntilText>) => {
  const { date, zone } = rawFreeUntilText(...args);
  return { date: date.replace(/\s/g, " "), zone };
};

describe("free cancellation", () => {
  it("shows the deadline in the hotel's time zone, with the zone named", () => {
    // 22:00 UTC on 30 April is 23:00 on 30 April in Lisbon (WEST) and 07:00 on 1 May in Tokyo.
    expect(freeUntilText("2030-04-30T22:00:00Z", "Europe/Lisbon", "en")).toEqual({
      date: "Apr 30, 2030, 11:00 PM",
      zone: "GMT+1",
    });
    expect(freeUntilText("2030-04-30T22:00:00Z", "Asia/Tokyo", "en")).toEqual({
      date: "May 1, 2030, 7:00 AM",
      zone: "GMT+9",
    });
    expect(freeUntilText("2030-04-30T22:00:00+00:00", "Europe/Berlin", "de").date).toBe(
      "01.05.2030, 00:00",
    );
  });

  it("falls back to UTC for a zone Intl does not know", () => {
    expect(freeUntilText("2030-04-30T22:00:00Z", "Mars/Olympus", "en")).toEqual({
      date: "Apr 30, 2030, 10:00 PM",
      zone: "UTC",
    });
  });

  it("is free only while refundable and before the deadline", () => {
    const policy = {
      refundable: true,
      freeUntil: "2030-04-30T22:00:00Z",
      timeZone: "Europe/Lisbon",
      penaltyMinor: 5000,
    };
    expect(isFreeToCancel(policy, Date.parse("2030-04-30T21:59:00Z"))).toBe(true);
    expect(isFreeToCancel(policy, Date.parse("2030-04-30T22:00:00Z"))).toBe(false);
    expect(isFreeToCancel({ ...policy, refundable: false }, 0)).toBe(false);
    expect(isFreeToCancel({ ...policy, freeUntil: null }, 0)).toBe(false);
  });
});
