import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ISO_COUNTRIES } from "./iso-countries";

const worldCountries = createRequire(import.meta.url)("world-countries/countries.json") as {
  cca2: string;
}[];

describe("the countries a person can be from", () => {
  it("are every country world-countries knows, once each, whatever its currency", () => {
    expect([...ISO_COUNTRIES].sort()).toEqual(worldCountries.map((c) => c.cca2).sort());
    expect(new Set(ISO_COUNTRIES).size).toBe(ISO_COUNTRIES.length);
    // Countries whose currency has no exchange rate in the seed's snapshot are there too.
    for (const code of ["AR", "CO", "CL", "PE", "EG", "NG", "PK", "VN", "UA"]) {
      expect(ISO_COUNTRIES).toContain(code);
    }
  });
});
