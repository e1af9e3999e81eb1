import { describe, expect, it } from "vitest";
import { challengeReturnUrl } from "./return-url";

const ORIGIN = "https://demo.example.com";
const FALLBACK = "/booknow/hotels/confirm-payment";

describe("challengeReturnUrl", () => {
  it("returns to the path named, on the site, with the reference", () => {
    expect(challengeReturnUrl(ORIGIN, "/booknow/flights/confirmation", FALLBACK, "AB12CD34")).toBe(
      "https://demo.example.com/booknow/flights/confirmation?reference=AB12CD34",
    );
    expect(challengeReturnUrl(ORIGIN, null, FALLBACK, "AB12CD34")).toBe(
      "https://demo.example.com/booknow/hotels/confirm-payment?reference=AB12CD34",
    );
  });

  it("returns to the product's own page when the path would leave the site", () => {
    for (const path of [
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r\n/evil.com",
      "//evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com/booknow",
      "http://demo.example.com/booknow",
      "https://demo.example.com.evil.com/",
      "javascript:alert(1)",
      "http://[::1",
    ]) {
      expect(challengeReturnUrl(ORIGIN, path, FALLBACK, "AB12CD34"), JSON.stringify(path)).toBe(
        "https://demo.example.com/booknow/hotels/confirm-payment?reference=AB12CD34",
      );
    }
  });

  it("keeps a path's own query beside the reference", () => {
    expect(challengeReturnUrl(ORIGIN, "/pay/return?step=2", FALLBACK, "R1")).toBe(
      "https://demo.example.com/pay/return?step=2&reference=R1",
    );
  });
});
