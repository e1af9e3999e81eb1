import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const SITE = "http://demo.localhost:3000";
const FALLBACK = "/__fallback";

const hosts = [
  "evil.com",
  "evil.com@demo.localhost",
  "demo.localhost.evil.com",
  "2130706433",
  "0x7f.1",
  "[::1]",
];
const prefixes = [
  "//",
  "/\\",
  "\\\\",
  "\\/",
  "/\\\\",
  "https://",
  "http:/",
  "https:",
  "HtTpS://",
  "//%2F",
  "/%2F/",
  "%2F%2F",
  "/%5C",
  "%5C%5C",
  "%09//",
  " //",
  "\t//",
  "/\t/",
  "/%09/",
  "/%252F/",
  "/%25252F/",
  "\u0000//",
  "///",
  "/\uFF0F",
  "/\u2215",
  "/\u2044",
];
const schemes = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\nscript:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript%3Aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://evil.com",
  "mailto:a@evil.com",
  "blob:https://evil.com/x",
];
const extras = [
  "",
  " ",
  "/%0d%0aSet-Cookie:x=1",
  "/%0D%0ALocation:%20https://evil.com",
  "/\r\nLocation: https://evil.com",
  "/%00",
  "/x%7F",
  "/x\u007F",
  "/a\\b",
  "/a%5Cb",
  "/a%255Cb",
  "/..//evil.com",
  "/.//evil.com",
  "/%2e%2e//evil.com",
  "/%2E//evil.com",
  "/./%2F/evil.com",
  "/a/..//..//evil.com",
  "/%25%32%46%25%32%46evil.com",
  "/%2525252F%2525252Fevil.com",
  "%",
  "%%2F%2Fevil.com",
  "//evil.com%",
  "evil.com",
  "@evil.com",
  "?//evil.com",
  "#//evil.com",
  "./evil.com",
  "../evil.com",
  "/\uFF3Cevil.com",
  "\uFF0F\uFF0Fevil.com",
];

const payloads = [
  ...new Set([
    ...prefixes.flatMap((prefix) =>
      hosts.flatMap((host) => [`${prefix}${host}`, `${prefix}${host}/booknow/hotels?x=1`]),
    ),
    ...schemes,
    ...extras,
  ]),
];

describe("safeRedirectPath", () => {
  it("has a large table of distinct payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(220);
  });

  it.each(payloads.map((p) => [JSON.stringify(p), p]))("keeps %s on the site", (_, payload) => {
    const result = safeRedirectPath(payload, FALLBACK);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toContain("\\");
    expect(new URL(result, SITE).host).toBe("demo.localhost:3000");
  });

  it("in fact rejects every payload outright", () => {
    expect(payloads.filter((p) => safeRedirectPath(p, FALLBACK) !== FALLBACK)).toEqual([]);
  });

  it("returns the normalised path when dot segments stay on the site", () => {
    expect(safeRedirectPath("/a/../booknow/./hotels")).toBe("/booknow/hotels");
    expect(safeRedirectPath("/../../mytrip")).toBe("/mytrip");
  });

  it("passes legitimate paths through unchanged", () => {
    for (const path of [
      "/",
      "/booknow/hotels",
      "/mytrip/dashboard?tab=1#x",
      "/booknow/hotels/search?city=S%C3%A3o%20Paulo",
    ]) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it("gives the fallback for missing input and honours a custom one", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
    expect(safeRedirectPath("//evil.com", "/mytrip")).toBe("/mytrip");
    expect(safeRedirectPath(null, "/mytrip")).toBe("/mytrip");
  });
});
