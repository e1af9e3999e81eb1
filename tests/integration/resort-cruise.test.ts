import { describe, expect, it } from "vitest";
import { GET as shipLines } from "@/app/api/cruise/ship-lines/route";
import { GET as regions } from "@/app/api/resort/v2/regions/route";
import { GET as search } from "@/app/api/resort/v2/search/route";
import { shipLinesResponse } from "@/lib/contract/cruise";
import { regionsResponse, type ResortRegion } from "@/lib/contract/resort";
import { DEMO, VIAJES } from "../support/hosts";
import { call } from "../support/http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function ok(handler: typeof search, path: string, host = DEMO) {
  const res = await call(handler, host, path);
  expect(res.status, path).toBe(200);
  return regionsResponse.parse(res.body).data;
}
const ids = (list: ResortRegion[]) => list.map((r) => r.id);
const names = (list: ResortRegion[]) => list.map((r) => r.name);

describe("GET /api/resort/v2/search", () => {
  it("finds regions, countries and destinations by name", async () => {
    const port = await ok(search, "/api/resort/v2/search?key=port");
    expect(port[0]).toEqual({
      id: "c-PT",
      name: "Portugal",
      parent_id: "sr-southern-europe",
      parent_name: "Southern Europe",
      type: "country",
      country_code: "PT",
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(port.find((r) => r.name === "Porto")).toMatchObject({
      type: "destination",
      parent_id: "c-PT",
      parent_name: "Portugal",
      country_code: "PT",
    });
    expect(port).toHaveLength(10);
    expect((await ok(search, "/api/resort/v2/search?key=carib"))[0]).toMatchObject({
      id: "sr-caribbean",
      name: "Caribbean",
      type: "subregion",
      parent_id: "r-americas",
      parent_name: "Americas",
      country_code: null,
      latitude: null,
    });
  });

  it("ignores case and accents", async () => {
    const expected = await ok(search, `/api/resort/v2/search?key=${encodeURIComponent("Curaçao")}`);
    expect(names(expected)).toEqual(["Curaçao"]);
    expect(await ok(search, "/api/resort/v2/search?key=CURACAO")).toEqual(expected);
    expect(await ok(search, "/api/resort/v2/search?key=---")).toEqual([]);
  });

  it("refuses a missing, empty or too long key with a 400", async () => {
    for (const path of [
      "/api/resort/v2/search",
      "/api/resort/v2/search?key=",
      "/api/resort/v2/search?key=%20%20",
      `/api/resort/v2/search?key=${"a".repeat(101)}`,
    ]) {
      const res = await call(search, DEMO, path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({
        message: "key: must be text of 1 to 100 characters",
        code: "badRequest",
      });
    }
  });
});

describe("GET /api/resort/v2/regions", () => {
  it("lists the top-level regions", async () => {
    const top = await ok(regions, "/api/resort/v2/regions");
    expect(names(top)).toEqual(["Africa", "Americas", "Asia", "Europe", "Oceania"]);
    for (const r of top) expect(r).toMatchObject({ parent_id: null, type: "region" });
  });

  it("returns the regions of ids, in order, leaving out unknown ids", async () => {
    const found = await ok(regions, "/api/resort/v2/regions?ids=c-PT,nope,r-europe,d-0");
    expect(ids(found)).toEqual(["c-PT", "r-europe"]);
    expect(await ok(regions, "/api/resort/v2/regions?ids=nope")).toEqual([]);
    // children=false is the default.
    expect(await ok(regions, "/api/resort/v2/regions?ids=c-PT,r-europe&children=false")).toEqual(
      found,
    );
  });

  it("adds direct children with children=true, sub-regions grouped by parent name", async () => {
    const top = ids(await ok(regions, "/api/resort/v2/regions"));
    const all = await ok(regions, `/api/resort/v2/regions?ids=${top.join(",")}&children=true`);
    const subregions = all.filter((r) => r.type === "subregion");
    expect(all.filter((r) => r.type === "region").map((r) => r.id)).toEqual(top);
    expect(all).toHaveLength(top.length + subregions.length);
    const under = (parent: string) => names(subregions.filter((r) => r.parent_name === parent));
    expect(under("Europe")).toContain("Southern Europe");
    expect(under("Americas")).toEqual([
      "Caribbean",
      "Central America",
      "North America",
      "South America",
    ]);
    for (const r of subregions) expect(top).toContain(r.parent_id);

    const portugal = await ok(regions, "/api/resort/v2/regions?ids=c-PT&children=true");
    expect(portugal[0]!.id).toBe("c-PT");
    expect(names(portugal.slice(1, 3))).toEqual(["Lisbon", "Porto"]);
    expect(portugal.slice(1).every((r) => r.parent_id === "c-PT")).toBe(true);
    // Without ids, children=true also adds the top-level regions' children.
    expect(await ok(regions, "/api/resort/v2/regions?children=true")).toEqual(all);
  });

  it("refuses a malformed ids list or children flag with a 400", async () => {
    const IDS = "ids: must be a comma-separated list of 1 to 100 region ids";
    for (const [query, message] of [
      ["ids=", IDS],
      ["ids=c-PT,,r-europe", IDS],
      ["ids=c-PT,", IDS],
      ["ids=c-PT;r-europe", IDS],
      [`ids=${encodeURIComponent("<script>")}`, IDS],
      [`ids=${"a".repeat(65)}`, IDS],
      [`ids=${Array.from({ length: 101 }, (_, i) => `c-${i}`).join(",")}`, IDS],
      ["ids=c-PT&children=yes", "children: must be true or false"],
    ]) {
      const res = await call(regions, DEMO, `/api/resort/v2/regions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ message, code: "badRequest" });
    }
    // Spaces around ids are forgiven; 100 ids are allowed.
    expect(ids(await ok(regions, "/api/resort/v2/regions?ids=c-PT,%20r-europe"))).toEqual([
      "c-PT",
      "r-europe",
    ]);
    const hundred = Array.from({ length: 100 }, (_, i) => `x-${i}`).join(",");
    expect(await ok(regions, `/api/resort/v2/regions?ids=${hundred}`)).toEqual([]);
  });
});

describe("x-correlation-id", () => {
  const paths = [
    [search, "/api/resort/v2/search?key=lis"],
    [regions, "/api/resort/v2/regions"],
    [regions, "/api/resort/v2/regions?ids=r-europe&children=true"],
    // Errors carry it too.
    [search, "/api/resort/v2/search"],
    [regions, "/api/resort/v2/regions?ids=,"],
  ] as const;

  it("echoes a sane correlation id on every answer", async () => {
    for (const [handler, path] of paths) {
      const id = "req-42_abc.DEF";
      const res = await call(handler, DEMO, path, { "x-correlation-id": id });
      expect(res.headers.get("x-correlation-id"), path).toBe(id);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const longest = "a".repeat(100);
    const res = await call(search, DEMO, paths[0][1], { "x-correlation-id": longest });
    expect(res.headers.get("x-correlation-id")).toBe(longest);
  });

  it("generates one when the request has none or a malformed one, without failing", async () => {
    for (const given of [undefined, "", "a".repeat(101), "has space", "semi;colon", "ü"]) {
      const headers: Record<string, string> =
        given === undefined ? {} : { "x-correlation-id": given };
      const res = await call(search, DEMO, "/api/resort/v2/search?key=lis", headers);
      expect(res.status, given).toBe(200);
      expect(res.headers.get("x-correlation-id"), given).toMatch(UUID);
    }
    const a = await call(regions, DEMO, "/api/resort/v2/regions");
    const b = await call(regions, DEMO, "/api/resort/v2/regions");
    expect(a.headers.get("x-correlation-id")).not.toBe(b.headers.get("x-correlation-id"));
  });
});

describe("GET /api/cruise/ship-lines", () => {
  it("lists the lines of the cancellation pages and more, with their ships, sorted by name", async () => {
    const res = await call(shipLines, DEMO, "/api/cruise/ship-lines");
    expect(res.status).toBe(200);
    const { data } = shipLinesResponse.parse(res.body);
    const byId = new Map(data.map((l) => [l.id, l]));
    for (const [id, name] of [
      ["royal-caribbean", "Royal Caribbean International"],
      ["carnival", "Carnival Cruise Line"],
      ["mcl", "MSC Cruises"],
      ["celebrity", "Celebrity Cruises"],
      ["disney", "Disney Cruise Line"],
    ] as const) {
      expect(byId.get(id)?.name).toBe(name);
      expect(byId.get(id)!.ships.length).toBeGreaterThan(5);
    }
    expect(data.length).toBeGreaterThanOrEqual(9);
    const collator = new Intl.Collator("en");
    expect(data.map((l) => l.name)).toEqual(data.map((l) => l.name).sort(collator.compare));
    for (const line of data) {
      const ships = line.ships.map((s) => s.name);
      expect(ships).toEqual([...ships].sort(collator.compare));
      for (const ship of line.ships) {
        expect(ship.capacity).toBeGreaterThan(0);
        expect(ship.yearBuilt).toBeGreaterThanOrEqual(1990);
        expect(ship.yearBuilt).toBeLessThanOrEqual(new Date().getFullYear());
      }
    }
    expect(byId.get("royal-caribbean")!.ships).toContainEqual({
      id: "icon-of-the-seas",
      name: "Icon of the Seas",
      capacity: expect.any(Number),
      yearBuilt: 2024,
    });
    expect(byId.get("disney")!.ships.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "Disney Dream",
        "Disney Fantasy",
        "Disney Magic",
        "Disney Treasure",
        "Disney Wish",
        "Disney Wonder",
      ]),
    );
    const shipIds = data.flatMap((l) => l.ships.map((s) => s.id));
    expect(new Set(shipIds).size).toBe(shipIds.length);
  });
});

describe("the same answers for every agency", () => {
  const all = [
    [search, "/api/resort/v2/search?key=port"],
    [regions, "/api/resort/v2/regions"],
    [regions, "/api/resort/v2/regions?ids=r-europe,c-PT&children=true"],
    [shipLines, "/api/cruise/ship-lines"],
  ] as const;

  it("gives identical results on two agencies' hosts", async () => {
    for (const [handler, path] of all) {
      const demo = await call(handler, DEMO, path);
      const viajes = await call(handler, VIAJES, path);
      expect(demo.status).toBe(200);
      expect(viajes.body).toEqual(demo.body);
    }
  });

  it("answers 404 'Agency not found!' for an unknown host, correlation id included", async () => {
    for (const [handler, path] of all) {
      const res = await call(handler, "nowhere.localhost:3000", path, {
        "x-correlation-id": "trace-1",
      });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "Agency not found!", code: "agencyNotFound" });
      if (handler !== shipLines) expect(res.headers.get("x-correlation-id")).toBe("trace-1");
    }
  });
});
