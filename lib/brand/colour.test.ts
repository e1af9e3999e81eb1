import { describe, expect, it } from "vitest";
import { brandColours } from "./colour";

describe("brandColours", () => {
  it("derives the 0.6-opacity variant", () => {
    expect(brandColours("#2C7BE5")).toEqual({
      primary: "#2c7be5",
      primary60: "rgb(44 123 229 / 0.6)",
    });
    expect(brandColours("#0b7285").primary60).toBe("rgb(11 114 133 / 0.6)");
  });
  it("falls back to the default colour for anything that is not a hex colour", () => {
    expect(brandColours("red; background:url(x)")).toEqual({
      primary: "#2c7be5",
      primary60: "rgb(44 123 229 / 0.6)",
    });
  });
});
