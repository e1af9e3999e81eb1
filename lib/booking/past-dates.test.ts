import { describe, expect, it } from "vitest";
import { datesFromPast } from "./past-dates";

describe("the nearest valid dates of a search whose dates have passed", () => {
  it("keeps the length and starts on the earliest day", () => {
    expect(datesFromPast("2025-01-15", "2025-01-18", "2026-11-28")).toEqual({
      start: "2026-11-28",
      end: "2026-12-01",
    });
  });

  it("leaves dates that have not passed alone", () => {
    expect(datesFromPast("2026-11-28", "2026-11-30", "2026-11-28")).toBeNull();
    expect(datesFromPast("2027-01-01", "2027-01-02", "2026-11-28")).toBeNull();
  });
});
