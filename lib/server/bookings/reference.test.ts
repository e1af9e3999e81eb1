import { describe, expect, it } from "vitest";
import { newBookingReference, normaliseReference, REFERENCE_PATTERN } from "./reference";

describe("booking references", () => {
  it("are 8 Crockford base-32 characters, different every time", () => {
    const refs = new Set(Array.from({ length: 2000 }, newBookingReference));
    expect(refs.size).toBe(2000);
    for (const r of refs) expect(r).toMatch(REFERENCE_PATTERN);
  });

  it("read what a person typed as Crockford does", () => {
    expect(normaliseReference(" ab1o2il3 ")).toBe("AB102113");
  });
});
