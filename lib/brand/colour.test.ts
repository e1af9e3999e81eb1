import { describe, expect, it } from "vitest";
import { brandColours } from "./colour";

describe("brandColours", () => {
  it("derives the 0.6-opacity variant", () => {
    expect(brandColours("#2C7BE5")).toMatchObject({
      primary: "#2c7be5",
      primary60: "rgb(44 123 229 / 0.6)",
    });
    expect(brandColours("#0b7285").primary60).toBe("rgb(11 114 133 / 0.6)");
  });
  it("falls back to the default colour for anything that is not a hex colour", () => {
    expect(brandColours("red; background:url(x)")).toEqual(brandColours("#2c7be5"));
    expect(brandColours("red; background:url(x)").primary).toBe("#2c7be5");
  });
  it("gives a shade with AA contrast for text and buttons, the colour itself when it has it", () => {
    expect(brandColours("#0b7285").strong).toBe("#0b7285");
    // SPEC's default (4.14:1) and an orange (3.58:1) are darkened just enough.
    expect(brandColours("#2c7be5").strong).toBe("#1e72e3");
    expect(brandColours("#e8590c").strong).toBe("#cb4e0a");
  });
});
