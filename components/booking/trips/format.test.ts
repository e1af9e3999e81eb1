import { describe, expect, it } from "vitest";
import {
  formatInstant,
  formatMinor,
  formatStayDate,
  formatTimeOfDay,
  minorToMajorText,
  parseMajorToMinor,
  zoneName,
} from "./format";

describe("money", () => {
  it("formats minor units with the currency's own decimals", () => {
    expect(formatMinor({ amountMinor: 123456, currency: "EUR" }, "en")).toBe("€1,234.56");
    expect(formatMinor({ amountMinor: 1500, currency: "JPY" }, "en")).toBe("¥1,500");
    expect(formatMinor({ amountMinor: 1234, currency: "KWD" }, "en")).toMatch(/^KWD\s1\.234$/);
  });

  it("reads an amount typed in major units", () => {
    expect(parseMajorToMinor("12.5", "EUR")).toBe(1250);
    expect(parseMajorToMinor("12,50", "EUR")).toBe(1250);
    expect(parseMajorToMinor(" 7 ", "EUR")).toBe(700);
    expect(parseMajorToMinor("1500", "JPY")).toBe(1500);
    expect(parseMajorToMinor("15.5", "JPY")).toBeNull();
    expect(parseMajorToMinor("1.234", "EUR")).toBeNull();
    expect(parseMajorToMinor("-1", "EUR")).toBeNull();
    expect(parseMajorToMinor("abc", "EUR")).toBeNull();
    expect(minorToMajorText(1250, "EUR")).toBe("12.50");
  });
});

describe("dates", () => {
  it("shows a stay date as MMM DD, YYYY whatever the zone", () => {
    expect(formatStayDate("2026-03-05", "en")).toBe("Mar 05, 2026");
  });

  it("shows an instant in the hotel's zone, and names the zone", () => {
    const iso = "2026-07-01T22:30:00Z";
    expect(formatInstant(iso, "en", "Asia/Tokyo")).toMatch(/Jul 2, 2026/);
    expect(formatInstant(iso, "en", "Asia/Tokyo")).toMatch(/7:30/);
    expect(zoneName(iso, "en", "Asia/Tokyo")).toBe("GMT+9");
  });

  it("formats a time of day in the page language", () => {
    expect(formatTimeOfDay("15:00", "en")).toBe("3:00 PM");
    expect(formatTimeOfDay("15:00", "de")).toBe("15:00");
  });
});
