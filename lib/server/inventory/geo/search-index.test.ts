import { describe, expect, it } from "vitest";
import { buildIndex, prefixRange, searchPlaces, type Place } from "./search-index";

function place(p: Partial<Place> & Pick<Place, "id" | "name">): Place {
  return {
    kind: "city",
    city: p.name,
    region: null,
    countryCode: "XX",
    countryName: "Testland",
    latitude: 0,
    longitude: 0,
    iata: null,
    size: null,
    servedCity: null,
    population: 0,
    ...p,
  };
}

const cities = buildIndex([
  place({ id: "c1", name: "New York", population: 18_000_000 }),
  place({ id: "c2", name: "York", population: 200_000 }),
  place({ id: "c3", name: "New Delhi", population: 300_000 }),
  place({ id: "c4", name: "São Paulo", population: 23_000_000 }),
  place({ id: "c5", name: "San Sebastián", population: 190_000 }),
  // Same population as c7 and c8: name, then id decide.
  place({ id: "c8", name: "Sintra", population: 100_000 }),
  place({ id: "c7", name: "Sines", population: 100_000 }),
  place({ id: "c6", name: "Sines", population: 100_000 }),
]);

const airport = (p: Partial<Place> & Pick<Place, "id" | "name" | "iata">) =>
  place({ kind: "airport", size: "medium", ...p });
const airports = buildIndex([
  airport({ id: "a1", name: "Humberto Delgado", city: "Lisbon", iata: "LIS", size: "large" }),
  airport({ id: "a2", name: "Lisala", city: "Lisala", iata: "LIQ", population: 80_000 }),
  airport({ id: "a3", name: "Lismore", city: "Lismore", iata: "LSY", population: 40_000 }),
  airport({ id: "a4", name: "Kennedy", city: "New York", iata: "JFK", size: "large" }),
  airport({ id: "a5", name: "Regional", city: "Smallville", iata: "SMV", size: "small" }),
]);

const names = (found: Place[]) => found.map((p) => p.name);
const ids = (found: Place[]) => found.map((p) => p.id);

describe("prefixRange", () => {
  it("is the run of tokens that start with the prefix", () => {
    const [lo, hi] = prefixRange(cities, "s");
    expect(cities.tokens.slice(lo, hi)).toEqual([
      "san",
      "sao",
      "sebastian",
      "sines",
      "sines",
      "sintra",
    ]);
    expect(prefixRange(cities, "zz")).toEqual([cities.tokens.length, cities.tokens.length]);
  });
});

describe("searchPlaces", () => {
  it("matches a prefix of any word of the name, ignoring case and accents", () => {
    expect(names(searchPlaces(cities, "york"))).toEqual(["New York", "York"]);
    expect(names(searchPlaces(cities, "SAO"))).toEqual(["São Paulo"]);
    expect(names(searchPlaces(cities, "paulo"))).toEqual(["São Paulo"]);
    expect(names(searchPlaces(cities, "sebastian"))).toEqual(["San Sebastián"]);
  });

  it("needs every word of the query to start a word of the name", () => {
    expect(names(searchPlaces(cities, "new y"))).toEqual(["New York"]);
    expect(names(searchPlaces(cities, "y new"))).toEqual(["New York"]);
    expect(names(searchPlaces(cities, "new"))).toEqual(["New York", "New Delhi"]);
    expect(searchPlaces(cities, "new z")).toEqual([]);
  });

  it("ranks by weight, then name, then id, and lists a place once", () => {
    expect(ids(searchPlaces(cities, "s"))).toEqual(["c4", "c5", "c6", "c7", "c8"]);
    expect(ids(searchPlaces(cities, "s", 2))).toEqual(["c4", "c5"]);
  });

  it("ranks airports by size, then by the population they serve", () => {
    expect(searchPlaces(airports, "lis").map((p) => p.iata)).toEqual(["LIS", "LIQ", "LSY"]);
  });

  it("puts the airport whose IATA code is the query first, and only on an exact code", () => {
    expect(searchPlaces(airports, "lsy")[0]!.iata).toBe("LSY");
    expect(searchPlaces(airports, "jfk").map((p) => p.iata)).toEqual(["JFK"]);
    expect(searchPlaces(airports, "jf")).toEqual([]);
    // A code that is not the whole query is not a code match.
    expect(searchPlaces(airports, "jfk x")).toEqual([]);
    // Kept within the limit.
    expect(searchPlaces(airports, "lsy", 1).map((p) => p.iata)).toEqual(["LSY"]);
  });

  it("finds airports by the city they serve", () => {
    expect(searchPlaces(airports, "new yo").map((p) => p.iata)).toEqual(["JFK"]);
  });

  it("finds nothing for a query without letters or digits", () => {
    expect(searchPlaces(cities, " - ")).toEqual([]);
  });

  it("answers the same whatever order the places came in", () => {
    const reversed = buildIndex([...cities.places].reverse());
    for (const q of ["s", "new", "york", "sines"]) {
      expect(ids(searchPlaces(reversed, q))).toEqual(ids(searchPlaces(cities, q)));
    }
  });
});
