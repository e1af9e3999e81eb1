import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "./dates";

describe("formatDisplayDate", () => {
  it("shows MMM DD, YYYY", () => {
    expect(formatDisplayDate("2025-10-09", "en")).toBe("Oct 09, 2025");
    expect(formatDisplayDate(new Date(2026, 0, 5), "en")).toBe("Jan 05, 2026");
  });
  it("names the month in the page language", () => {
    expect(formatDisplayDate("2025-10-09", "es")).toBe("oct 09, 2025");
    expect(formatDisplayDate("2025-05-09", "de")).toBe("Mai 09, 2025");
    expect(formatDisplayDate("2025-10-09", "ar")).toMatch(/2025$/);
  });
  it("shows a day asked again in each language in that language's words", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDisplayDate("2025-05-09", "en")).toBe("May 09, 2025");
      expect(formatDisplayDate("2025-05-09", "de")).toBe("Mai 09, 2025");
      expect(formatDisplayDate("2025-05-10", "de")).toBe("Mai 10, 2025");
    }
  });
});
