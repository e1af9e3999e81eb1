import { afterEach, describe, expect, it, vi } from "vitest";
import { visitorCountry } from "./geo";

const headers = (h: Record<string, string>) => new Headers(h);

describe("visitorCountry", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads the edge's country header, upper-cased", () => {
    expect(visitorCountry(headers({ "cf-ipcountry": "gb" }))).toBe("GB");
    expect(visitorCountry(headers({ "x-vercel-ip-country": "DE" }))).toBe("DE");
    expect(visitorCountry(headers({ "cloudfront-viewer-country": "MX" }))).toBe("MX");
  });

  it("answers null without a header, for the edges' 'unknown' codes and for garbage", () => {
    expect(visitorCountry(headers({}))).toBeNull();
    for (const value of ["XX", "T1", "A1", "EU", "USA", "1", "<script>", ""])
      expect(visitorCountry(headers({ "cf-ipcountry": value }))).toBeNull();
  });

  it("trusts only the configured headers when GEO_COUNTRY_HEADERS is set", () => {
    vi.stubEnv("GEO_COUNTRY_HEADERS", "X-Country, x-other");
    expect(visitorCountry(headers({ "cf-ipcountry": "GB" }))).toBeNull();
    expect(visitorCountry(headers({ "x-country": "fr" }))).toBe("FR");
    expect(visitorCountry(headers({ "x-other": "SE", "x-country": "NO" }))).toBe("NO");
  });
});
