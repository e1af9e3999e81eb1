import { describe, expect, it } from "vitest";
import { AGENCY_DEFAULT_SEGMENT, directionOf, localeSegment, resolveLocale } from "./locales";

describe("locale resolution", () => {
  it("prefers the lng query parameter", () => {
    expect(localeSegment("de", "fr")).toBe("de");
    expect(localeSegment("AR", null)).toBe("ar");
  });
  it("falls back to the pll_language cookie when lng is absent or unknown", () => {
    expect(localeSegment(null, "fr")).toBe("fr");
    expect(localeSegment("xx", "sv")).toBe("sv");
  });
  it("leaves the choice to the agency default when neither is usable", () => {
    expect(localeSegment(undefined, "klingon")).toBe(AGENCY_DEFAULT_SEGMENT);
    expect(resolveLocale(AGENCY_DEFAULT_SEGMENT, "es")).toBe("es");
  });
  it("ends at en when the agency has no valid default", () => {
    expect(resolveLocale(AGENCY_DEFAULT_SEGMENT, null)).toBe("en");
    expect(resolveLocale(AGENCY_DEFAULT_SEGMENT, "zz")).toBe("en");
  });
  it("renders Arabic right to left and the others left to right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("no")).toBe("ltr");
  });
});
