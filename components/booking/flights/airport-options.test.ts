import { describe, expect, it } from "vitest";
import type { AirportSuggestion } from "@/lib/contract/autosuggest";
import { airportOptions } from "./airport-options";

const airport = (iata: string, city: string | null, countryCode = "GB"): AirportSuggestion => ({
  id: iata,
  type: "airport",
  iata,
  name: `${iata} Airport`,
  city,
  region: null,
  countryCode,
  countryName: countryCode === "GB" ? "United Kingdom" : "Canada",
  latitude: 0,
  longitude: 0,
  size: "large",
});

describe("airport options", () => {
  it("offers all the airports of a city that two or more share, before its first", () => {
    const options = airportOptions([
      airport("LHR", "London"),
      airport("YXU", "London", "CA"),
      airport("LGW", "London"),
      airport("MAN", "Manchester"),
    ]);
    expect(options.map((o) => [o.kind, o.codes])).toEqual([
      ["city", ["LHR", "LGW"]],
      ["airport", ["LHR"]],
      ["airport", ["YXU"]],
      ["airport", ["LGW"]],
      ["airport", ["MAN"]],
    ]);
  });

  it("offers no city for a lone airport or one without a city", () => {
    const options = airportOptions([airport("AAA", null), airport("BBB", null)]);
    expect(options.map((o) => o.kind)).toEqual(["airport", "airport"]);
  });
});
