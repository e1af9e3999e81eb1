import { describe, expect, it } from "vitest";
import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";
import { countryOptions } from "./country-options";

const sorted = (names: string[], locale: string) =>
  [...names].sort(new Intl.Collator(locale).compare);

describe("countryOptions", () => {
  it("lists every ISO country once, named and sorted in the page language", () => {
    const en = countryOptions("en");
    expect(en.map((o) => o.code).sort()).toEqual([...ISO_COUNTRIES].sort());
    expect(en.find((o) => o.code === "DE")?.name).toBe("Germany");
    expect(en.map((o) => o.name)).toEqual(
      sorted(
        en.map((o) => o.name),
        "en",
      ),
    );
  });

  it("keeps each language's names however the languages are asked in turn", () => {
    expect(countryOptions("de").find((o) => o.code === "DE")?.name).toBe("Deutschland");
    expect(countryOptions("en").find((o) => o.code === "DE")?.name).toBe("Germany");
    expect(countryOptions("es").find((o) => o.code === "DE")?.name).toBe("Alemania");
    const de = countryOptions("de").map((o) => o.name);
    expect(de).toEqual(sorted(de, "de"));
  });

  it("adds a code the form holds that ISO does not list, once and in its place", () => {
    const withExtra = countryOptions("en", ["XK", "QO", "QO", "", "FR"]);
    const codes = withExtra.map((o) => o.code);
    expect(codes.filter((c) => c === "QO")).toHaveLength(1);
    expect(codes.filter((c) => c === "FR")).toHaveLength(1);
    expect(withExtra.map((o) => o.name)).toEqual(
      sorted(
        withExtra.map((o) => o.name),
        "en",
      ),
    );
    // The list of a language without extras is not changed by one asked with them.
    expect(countryOptions("en").some((o) => o.code === "QO")).toBe(false);
  });
});
