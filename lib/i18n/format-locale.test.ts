import { describe, expect, it } from "vitest";
import { countryCodeOf, formatLocaleOf } from "./format-locale";

describe("the locale prices are written in", () => {
  it("reads an agency's country by code or English name, accents or not", () => {
    expect(countryCodeOf("México")).toBe("MX");
    expect(countryCodeOf("United States")).toBe("US");
    expect(countryCodeOf("pt")).toBe("PT");
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });

  it("writes Spanish at a Mexican agency as Mexico does", () => {
    const locale = formatLocaleOf("es", "México");
    expect(locale).toBe("es-MX");
    const pesos = new Intl.NumberFormat(locale, { style: "currency", currency: "MXN" });
    expect(pesos.format(1380.03)).toBe("$1,380.03");
  });

  it("keeps the language alone when the agency names no country", () => {
    expect(formatLocaleOf("es", null)).toBe("es");
    expect(formatLocaleOf("fr", "Atlantis")).toBe("fr");
  });
});
