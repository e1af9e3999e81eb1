import { describe, expect, it } from "vitest";
import { quoteLimits } from "./quote-limits";

describe("quoteLimits", () => {
  it("has defaults a traveller going back and forth never reaches", () => {
    expect(quoteLimits({})).toEqual({ perBuyer: 30, perAddress: 120, liveHolds: 5 });
    expect(quoteLimits({ QUOTES_PER_BUYER: " " })).toMatchObject({ perBuyer: 30 });
  });

  it("takes each from the environment", () => {
    expect(
      quoteLimits({ QUOTES_PER_BUYER: "10", QUOTES_PER_ADDRESS: "40", LIVE_HOLDS_PER_BUYER: "2" }),
    ).toEqual({ perBuyer: 10, perAddress: 40, liveHolds: 2 });
  });

  it("refuses what is not a whole number from 1, naming the setting", () => {
    for (const bad of ["0", "-1", "2.5", "many"]) {
      expect(() => quoteLimits({ LIVE_HOLDS_PER_BUYER: bad })).toThrow(/LIVE_HOLDS_PER_BUYER/);
    }
  });
});
