import { describe, expect, it } from "vitest";
import { convertFromUsd, formatMoney, initialCurrency, searchCurrencies } from "./currency";

const entries = [
  { name: "United States", code: "US", currency: "USD" },
  { name: "Ecuador", code: "EC", currency: "USD" },
  { name: "Mexico", code: "MX", currency: "MXN" },
  { name: "Canada", code: "CA", currency: "CAD" },
  { name: "Germany", code: "DE", currency: "EUR" },
  { name: "France", code: "FR", currency: "EUR" },
];

describe("money", () => {
  it("converts USD cents with the rate", () => {
    expect(convertFromUsd(12_345, 1)).toBeCloseTo(123.45, 10);
    expect(convertFromUsd(10_000, 18.317)).toBeCloseTo(1831.7, 10);
  });
  it("formats in the page language and tells dollars apart", () => {
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "CAD", "en")).toBe("CA$1,234.50");
    expect(formatMoney(1234.5, "AUD", "en")).toBe("A$1,234.50");
    expect(formatMoney(1234.5, "USD", "es-MX")).toMatch(/USD|US\$/);
    expect(formatMoney(1234.5, "EUR", "de")).toBe("1.234,50\u00a0€");
  });
});

describe("searchCurrencies", () => {
  it("matches the country name or currency code, ignoring case", () => {
    expect(searchCurrencies(entries, "eur").map((e) => e.code)).toEqual(["DE", "FR"]);
    expect(searchCurrencies(entries, "MEX").map((e) => e.code)).toEqual(["MX"]);
    expect(searchCurrencies(entries, "  ")).toHaveLength(entries.length);
  });
});

describe("initialCurrency", () => {
  it("accepts a known currency parameter, preferring the country code parameter", () => {
    expect(initialCurrency({ entries, queryCurrency: "usd", queryCountry: "ec" })).toEqual({
      currency: "USD",
      country: "EC",
    });
    expect(initialCurrency({ entries, queryCurrency: "EUR", stored: "CAD" })).toEqual({
      currency: "EUR",
      country: "DE",
    });
  });
  it("ignores an unknown currency parameter", () => {
    expect(initialCurrency({ entries, queryCurrency: "XYZ", stored: "CAD" }).currency).toBe("CAD");
  });
  it("falls back to the stored choice, the agency default, then USD", () => {
    expect(initialCurrency({ entries, stored: "CAD", agencyDefault: "MXN" }).currency).toBe("CAD");
    expect(initialCurrency({ entries, agencyDefault: "MXN" }).currency).toBe("MXN");
    expect(initialCurrency({ entries, stored: "JPY", agencyDefault: "GBP" }).currency).toBe("USD");
  });
  it("uses the geolocated country's currency only for agencies without a default", () => {
    expect(initialCurrency({ entries, visitorCountry: "DE" }).currency).toBe("EUR");
    expect(initialCurrency({ entries, agencyDefault: "MXN", visitorCountry: "DE" }).currency).toBe(
      "MXN",
    );
    expect(initialCurrency({ entries, stored: "CAD", visitorCountry: "DE" }).currency).toBe("CAD");
  });
  it("falls back to USD when the geolocated country is unknown or not listed", () => {
    expect(initialCurrency({ entries, visitorCountry: "JP" }).currency).toBe("USD");
    expect(initialCurrency({ entries, visitorCountry: null }).currency).toBe("USD");
  });
});
