import { describe, expect, it } from "vitest";
import { isSealed, seal, unseal } from "./seal";

describe("sealed settings", () => {
  it("opens what it sealed, and never shows the secret in the sealed form", () => {
    const secret = "sk_live_51AbCdEfGhIjKlMnOpQrStUv";
    const sealed = seal(secret);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("AbCdEf");
    expect(unseal(sealed)).toBe(secret);
  });

  it("seals the same secret differently each time", () => {
    expect(seal("sk_test_same")).not.toBe(seal("sk_test_same"));
  });

  it("refuses a sealed value that was altered, or one that was never sealed", () => {
    const sealed = seal("sk_test_123456789012");
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    expect(() => unseal([v, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => unseal("sk_test_123456789012")).toThrow();
  });
});
