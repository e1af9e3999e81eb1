import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, listFormat, numberFormat } from "./intl-format";

describe("Intl formatters, built once and reused", () => {
  it("gives the same formatter for the same locale and options, another for others", () => {
    const euros = numberFormat("de", { style: "currency", currency: "EUR" });
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).toBe(euros);
    expect(numberFormat("de", { style: "currency", currency: "USD" })).not.toBe(euros);
    expect(numberFormat("fr", { style: "currency", currency: "EUR" })).not.toBe(euros);
    const tokyo = dateTimeFormat("en", { timeZone: "Asia/Tokyo", hour: "2-digit" });
    expect(dateTimeFormat("en", { timeZone: "Asia/Tokyo", hour: "2-digit" })).toBe(tokyo);
    expect(dateTimeFormat("en", { timeZone: "Europe/Paris", hour: "2-digit" })).not.toBe(tokyo);
  });

  it("formats as a formatter built for the call would", () => {
    const instant = new Date("2027-03-01T12:34:00Z");
    for (const locale of ["en", "de", "ar", "pt"]) {
      const options = {
        timeZone: "America/New_York",
        dateStyle: "medium",
        timeStyle: "short",
      } as const;
      expect(dateTimeFormat(locale, options).format(instant)).toBe(
        new Intl.DateTimeFormat(locale, options).format(instant),
      );
      expect(numberFormat(locale, { style: "currency", currency: "JPY" }).format(1234.5)).toBe(
        new Intl.NumberFormat(locale, { style: "currency", currency: "JPY" }).format(1234.5),
      );
    }
    expect(listFormat("en", { type: "conjunction" }).format(["Lisbon", "Porto", "Faro"])).toBe(
      "Lisbon, Porto, and Faro",
    );
    expect(displayNames("pt", { type: "region" }).of("DE")).toBe("Alemanha");
  });

  it("refuses what Intl refuses, every time, keeping nothing for it", () => {
    for (let i = 0; i < 2; i++) {
      expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
      expect(() => numberFormat("en", { style: "currency", currency: "EURO" })).toThrow(RangeError);
    }
  });
});
