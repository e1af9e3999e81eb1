import { describe, expect, it } from "vitest";
import { normalizeText, tokenize } from "./normalize";

describe("normalizeText", () => {
  it.each([
    ["São Paulo", "sao paulo"],
    ["ZÜRICH", "zurich"],
    ["Bogotá", "bogota"],
    ["Curaçao", "curacao"],
    ["København", "kobenhavn"],
    ["Łódź", "lodz"],
    ["Straße", "strasse"],
    ["Xi'an", "xian"],
    ["Xi’an", "xian"],
    ["Port-au-Prince", "port au prince"],
    ["  New   York!! ", "new york"],
    ["ＪＦＫ", "jfk"],
    ["東京", "東京"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it("gives no words for a text without letters or digits", () => {
    expect(normalizeText(" -!? ")).toBe("");
    expect(tokenize(" -!? ")).toEqual([]);
  });

  it("splits into words", () => {
    expect(tokenize("Rio de Janeiro")).toEqual(["rio", "de", "janeiro"]);
  });
});
