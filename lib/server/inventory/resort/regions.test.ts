import { beforeAll, describe, expect, it } from "vitest";
import type { ResortRegion } from "@/lib/contract/resort";
import { geo } from "../geo/geo";
import type { Place } from "../geo/search-index";
import {
  buildRegionTree,
  DESTINATIONS_PER_COUNTRY,
  listRegions,
  loadCountryInfo,
  regionsByIds,
  regionTree,
  searchRegions,
  searchTree,
  type CountryInfo,
  type RegionTree,
} from "./regions";

// The real data, loaded once for the file.
let tree: RegionTree;
let cities: readonly Place[];
let countries: CountryInfo[];
let populations: Map<string, number>;
beforeAll(async () => {
  [tree, countries] = await Promise.all([regionTree(), loadCountryInfo()]);
  cities = (await geo()).cities.places;
  populations = new Map(cities.map((c) => [c.id, c.population]));
});

const cityPopulation = (id: string) => populations.get(`city-${id.replace(/^d-/, "")}`)!;
const names = (list: ResortRegion[]) => list.map((r) => r.name);
const childrenOf = (id: string) => tree.children.get(id) ?? [];

describe("the region hierarchy", () => {
  it("has stable ids derived from codes and names", () => {
    const again = buildRegionTree(cities, countries);
    expect([...again.byId.keys()]).toEqual([...tree.byId.keys()]);
    expect([...again.byId.values()]).toEqual([...tree.byId.values()]);
    expect(tree.byId.get("r-europe")).toMatchObject({ name: "Europe", parent_id: null });
    expect(tree.byId.get("sr-southern-europe")).toMatchObject({
      name: "Southern Europe",
      type: "subregion",
      parent_id: "r-europe",
      parent_name: "Europe",
    });
    expect(tree.byId.get("sr-australia-and-new-zealand")?.parent_id).toBe("r-oceania");
    expect(tree.byId.get("c-PT")).toMatchObject({
      name: "Portugal",
      type: "country",
      parent_id: "sr-southern-europe",
      country_code: "PT",
    });
    // Porto's id in the city data.
    const porto = tree.byId.get("d-1620356810")!;
    expect(porto).toMatchObject({ name: "Porto", type: "destination", parent_id: "c-PT" });
    expect(porto.latitude).toBeCloseTo(41.15, 1);
    expect(porto.longitude).toBeCloseTo(-8.6, 1);
    const pattern = {
      region: /^r-[a-z-]+$/,
      subregion: /^sr-[a-z-]+$/,
      country: /^c-[A-Z]{2}$/,
      destination: /^d-\d+$/,
    };
    for (const r of tree.byId.values()) expect(r.id).toMatch(pattern[r.type]);
  });

  it("gives every region but the top ones a parent one level up, which lists it once", () => {
    const above = {
      region: null,
      subregion: "region",
      country: "subregion",
      destination: "country",
    };
    for (const r of tree.byId.values()) {
      if (r.parent_id === null) {
        expect(r.type).toBe("region");
        expect(tree.top).toContain(r);
        continue;
      }
      const parent = tree.byId.get(r.parent_id);
      expect(parent, r.id).toBeDefined();
      expect(parent!.type).toBe(above[r.type]);
      expect(r.parent_name).toBe(parent!.name);
      expect(childrenOf(parent!.id).filter((c) => c.id === r.id)).toHaveLength(1);
    }
    const listed = [...tree.byId.keys()].filter((id) => tree.byId.get(id)!.parent_id !== null);
    expect([...tree.children.values()].flat()).toHaveLength(listed.length);
  });

  it("groups world regions, sub-regions and countries from world-countries", () => {
    expect(names([...tree.top])).toEqual(["Africa", "Americas", "Asia", "Europe", "Oceania"]);
    expect(names([...childrenOf("r-americas")])).toEqual([
      "Caribbean",
      "Central America",
      "North America",
      "South America",
    ]);
    const caribbean = names([...childrenOf("sr-caribbean")]);
    expect(caribbean).toEqual(expect.arrayContaining(["Jamaica", "Bahamas", "Curaçao", "Cuba"]));
    expect(caribbean).toEqual([...caribbean].sort(new Intl.Collator("en").compare));
    // Antarctic territories have no sub-region and no resorts.
    expect(tree.byId.has("c-AQ")).toBe(false);
    expect(tree.byId.has("r-antarctic")).toBe(false);
  });

  it("lists each country's most populous cities as its destinations, largest first", () => {
    expect(names([...childrenOf("c-PT")]).slice(0, 2)).toEqual(["Lisbon", "Porto"]);
    expect(names([...childrenOf("c-ES")]).slice(0, 2)).toEqual(["Madrid", "Barcelona"]);
    for (const country of [...tree.byId.values()].filter((r) => r.type === "country")) {
      const dests = childrenOf(country.id);
      expect(dests.length).toBeLessThanOrEqual(DESTINATIONS_PER_COUNTRY);
      const pops = dests.map((d) => cityPopulation(d.id));
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
      for (const d of dests) expect(d.country_code).toBe(country.country_code);
    }
    // Fewer cities than the limit: all of them.
    expect(names([...childrenOf("c-BS")])).toEqual(["Nassau", "Freeport City", "West End"]);
  });

  it("leaves out countries without a sub-region and builds the same tree from shuffled input", () => {
    const place = (id: string, name: string, countryCode: string, population: number): Place => ({
      id: `city-${id}`,
      kind: "city",
      name,
      city: name,
      region: null,
      countryCode,
      countryName: countryCode,
      latitude: 0,
      longitude: 0,
      iata: null,
      size: null,
      servedCity: null,
      population,
    });
    const info = (code: string, name: string, region: string, subregion: string): CountryInfo => ({
      code,
      name,
      region,
      subregion,
      latitude: 1,
      longitude: 2,
    });
    const cs = [
      place("1", "Small", "AA", 10),
      place("2", "Big", "AA", 99),
      place("3", "Ice", "AQ", 5),
    ];
    const ks = [
      info("AA", "Aland", "Europe", "Northern Europe"),
      info("AQ", "Ice", "Antarctic", ""),
    ];
    const a = buildRegionTree(cs, ks);
    const b = buildRegionTree([...cs].reverse(), [...ks].reverse());
    expect([...a.byId.values()]).toEqual([...b.byId.values()]);
    expect([...a.byId.keys()]).toEqual(["r-europe", "sr-northern-europe", "c-AA", "d-2", "d-1"]);
    expect(searchTree(a, "i")).toEqual([]);
  });

  it("is built once per process", async () => {
    expect(await regionTree()).toBe(tree);
  });
});

describe("region search", () => {
  it("finds countries and destinations by a prefix of their name, most populous first", async () => {
    const port = await searchRegions("port");
    expect(port[0]).toMatchObject({ id: "c-PT", name: "Portugal" });
    expect(names(port)).toContain("Porto");
    expect(names(port)).toContain("Port-au-Prince");
    expect(port).toHaveLength(10);
    const pops = port.filter((r) => r.type === "destination").map((r) => cityPopulation(r.id));
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it("puts regions and sub-regions before countries and destinations", async () => {
    expect((await searchRegions("carib"))[0]).toMatchObject({
      id: "sr-caribbean",
      parent_name: "Americas",
    });
    expect(names(await searchRegions("europe"))).toEqual([
      "Europe",
      "Central Europe",
      "Eastern Europe",
      "Northern Europe",
      "Southeast Europe",
      "Southern Europe",
      "Western Europe",
    ]);
  });

  it("ignores case and accents, and matches from any word onwards", async () => {
    const saoPaulo = await searchRegions("São Paulo");
    expect(saoPaulo[0]).toMatchObject({ name: "São Paulo", parent_name: "Brazil" });
    for (const key of ["sao paulo", "SAO PAULO", "SÃO PAULO", "  são   paulo "]) {
      expect(await searchRegions(key)).toEqual(saoPaulo);
    }
    expect(names(await searchRegions("malaga"))).toContain("Málaga");
    expect(names(await searchRegions("curacao"))).toEqual(["Curaçao"]);
    expect(names(await searchRegions("zealand"))).toContain("New Zealand");
    expect(names(await searchRegions("new z"))).toContain("New Zealand");
    // Not from inside a word.
    expect(await searchRegions("ortugal")).toEqual([]);
  });

  it("finds nothing for a key with no letters or no match", async () => {
    expect(await searchRegions("---")).toEqual([]);
    expect(await searchRegions("qzxqzx")).toEqual([]);
  });
});

describe("regions by id", () => {
  it("lists the top-level regions", async () => {
    expect((await listRegions()).map((r) => r.id)).toEqual([
      "r-africa",
      "r-americas",
      "r-asia",
      "r-europe",
      "r-oceania",
    ]);
  });

  it("returns the regions asked for, in order, without unknown ids or repeats", async () => {
    const found = await regionsByIds(["c-PT", "nope", "r-europe", "c-PT"], false);
    expect(found.map((r) => r.id)).toEqual(["c-PT", "r-europe"]);
  });

  it("adds each region's direct children when asked", async () => {
    const found = await regionsByIds(["r-americas", "sr-caribbean"], true);
    expect(found.map((r) => r.id)).toEqual([
      "r-americas",
      ...childrenOf("r-americas").map((r) => r.id),
      ...childrenOf("sr-caribbean").map((r) => r.id),
    ]);
    const caribbean = found.filter((r) => r.type === "country");
    expect(caribbean.length).toBeGreaterThan(20);
    for (const c of caribbean) expect(c.parent_name).toBe("Caribbean");
  });
});
