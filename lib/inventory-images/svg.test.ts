import { describe, expect, it } from "vitest";
import { GET } from "@/app/assets/inventory/[file]/route";
import { activitiesForCity } from "@/lib/server/inventory/activities/generate";
import {
  CAR_SUPPLIERS,
  carOffersAt,
  TEST_CAR_SUPPLIER,
} from "@/lib/server/inventory/cars/generate";
import {
  BOM,
  JFK,
  LIS,
  LISBON,
  MUMBAI,
  NEW_YORK,
  PONTA_DELGADA,
  SMALL,
  VILLAGE,
} from "@/lib/server/inventory/fixtures";
import { hotelsForCity } from "@/lib/server/inventory/hotels/generate";
import { ACTIVITY_CATEGORIES, CAR_CLASSES } from "./keys";
import { INVENTORY_IMAGE_KEYS, inventoryImageSvg } from "./svg";
import { inventoryImageUrl } from "./url";

const svgOf = (key: string) => {
  const svg = inventoryImageSvg(key);
  if (svg === null) throw new Error(`no SVG for ${key}`);
  return svg;
};

/** Tags open and close in order; returns the first problem, or null. */
function tagProblem(svg: string): string | null {
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return `unexpected ${tag}`;
  }
  return stack.length ? `unclosed <${stack.at(-1)}>` : null;
}

describe("inventoryImageSvg", () => {
  it("covers every key family", () => {
    const family = (key: string) =>
      key.startsWith("car-supplier-") ? "supplier" : key.replace(/-.*/, "");
    const counts: Record<string, number> = {};
    for (const key of INVENTORY_IMAGE_KEYS) counts[family(key)] = (counts[family(key)] ?? 0) + 1;
    // The twelve brands and the sandbox's test-car supplier.
    expect(counts).toEqual({ hotel: 12, activity: 15, car: 12, supplier: 13 });
    expect(new Set(INVENTORY_IMAGE_KEYS).size).toBe(INVENTORY_IMAGE_KEYS.length);
  });

  it.each(INVENTORY_IMAGE_KEYS)("draws a well-formed, self-contained SVG for %s", (key) => {
    const svg = svgOf(key);
    expect(svg).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>$/);
    expect(svg).toContain(`xmlns="http://www.w3.org/2000/svg"`);
    expect(svg).toContain(`role="img"`);
    expect(svg).toMatch(/<title>[A-Z][^<]+<\/title>/);
    expect(svg).toContain(
      key.startsWith("car-supplier-") ? `viewBox="0 0 300 100"` : `viewBox="0 0 400 300"`,
    );
    expect(tagProblem(svg)).toBeNull();
    expect(svg).not.toMatch(
      /<script|foreignObject|href="http|url\(\s*['"]?http|@import|\bon[a-z]+=/i,
    );
    // Every reference is to an id the SVG itself defines.
    const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    for (const ref of refs) expect(ids).toContain(ref);
    // Ids carry the key, so SVGs inlined side by side cannot clash.
    for (const id of ids) expect(id!.startsWith(`${key}-`)).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it("is deterministic, also across fresh imports of the module", async () => {
    const first = INVENTORY_IMAGE_KEYS.map(svgOf);
    expect(INVENTORY_IMAGE_KEYS.map(svgOf)).toEqual(first);
    // A query makes another instance of the module, with none of this one's state.
    const another = "./svg?fresh";
    const fresh = (await import(/* @vite-ignore */ another)) as typeof import("./svg");
    expect(fresh.inventoryImageSvg).not.toBe(inventoryImageSvg);
    expect(INVENTORY_IMAGE_KEYS.map((k) => fresh.inventoryImageSvg(k))).toEqual(first);
  });

  it("draws a different picture for every key", () => {
    const hotels = Array.from({ length: 12 }, (_, i) => svgOf(`hotel-${i}`));
    // Ids name the key, so compare the pictures without them.
    const strip = (svg: string, key: string) => svg.replaceAll(key, "");
    expect(new Set(hotels.map((svg, i) => strip(svg, `hotel-${i}`))).size).toBe(12);
    expect(new Set(INVENTORY_IMAGE_KEYS.map((k) => strip(svgOf(k), k))).size).toBe(
      INVENTORY_IMAGE_KEYS.length,
    );
  });

  it.each([
    "",
    "hotel-12",
    "hotel--1",
    "hotel-01",
    "hotel-1.5",
    "hotel-",
    "hotel",
    "Hotel-1",
    " hotel-1",
    "hotel-1 ",
    "hotel-1.svg",
    "../etc",
    "../hotel-1",
    "hotel-1/../hotel-2",
    "car-",
    "car-supplier-",
    "car-supplier-acme",
    "car-supercar",
    "car-SUV",
    "activity-x-0",
    "activity-tour-3",
    "activity-tour",
    "activity-tour-0-0",
    "constructor",
    "__proto__",
  ])("returns null for %j", (key) => {
    expect(inventoryImageSvg(key)).toBeNull();
  });

  it("names each supplier in its logo", () => {
    expect(svgOf("car-supplier-easywheels")).toContain(">EW</text>");
    expect(svgOf("car-supplier-atlas")).toContain(">ATLAS</text>");
    expect(svgOf("car-supplier-atlas")).toContain("<title>Atlas Car Rental logo</title>");
  });
});

describe("the generators' image keys", () => {
  it("have a logo for every car supplier", () => {
    for (const s of CAR_SUPPLIERS) expect(inventoryImageSvg(s.logoKey)).not.toBeNull();
    expect(TEST_CAR_SUPPLIER.logoKey).toBe("car-supplier-sandbox");
    expect(svgOf(TEST_CAR_SUPPLIER.logoKey)).toContain("<title>Sandbox Test Rentals logo</title>");
  });

  it("has an image for every key the generators hand out", () => {
    const handedOut = new Set<string>();
    for (const city of [LISBON, NEW_YORK, MUMBAI, PONTA_DELGADA, VILLAGE]) {
      for (const h of hotelsForCity(city)) handedOut.add(h.imageKey);
      for (const a of activitiesForCity(city)) handedOut.add(a.imageKey);
    }
    for (const place of [LIS, JFK, BOM, SMALL, LISBON, NEW_YORK, MUMBAI, VILLAGE]) {
      for (const o of carOffersAt(place)) handedOut.add(o.imageKey).add(o.supplier.logoKey);
    }
    const missing = [...handedOut].filter((key) => inventoryImageSvg(key) === null);
    expect(missing).toEqual([]);
    // The fixtures reach every shared car class and category, so the lists hold no names the
    // generators never hand out.
    const carClasses = [...handedOut].filter((k) => /^car-(?!supplier-)/.test(k));
    expect(carClasses.sort()).toEqual(CAR_CLASSES.map((c) => `car-${c}`).sort());
    const categories = new Set(
      [...handedOut].flatMap((k) => /^activity-([a-z]+)-/.exec(k)?.[1] ?? []),
    );
    expect([...categories].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
  });
});

describe("inventoryImageUrl", () => {
  it("points at the inventory image route", () => {
    expect(inventoryImageUrl("hotel-3")).toBe("/assets/inventory/hotel-3.svg");
    expect(inventoryImageUrl("car-supplier-atlas")).toBe(
      "/assets/inventory/car-supplier-atlas.svg",
    );
  });
});

describe("GET /assets/inventory/[file]", () => {
  const get = (file: string) =>
    GET(new Request(`http://localhost/assets/inventory/${encodeURIComponent(file)}`), {
      params: Promise.resolve({ file }),
    });

  it.each(INVENTORY_IMAGE_KEYS)("serves %s.svg", async (key) => {
    const response = await get(`${key}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await response.text()).toBe(svgOf(key));
  });

  it.each([
    "hotel-1",
    "hotel-1.SVG",
    "hotel-1.svg.svg",
    "hotel-1.png",
    "hotel-12.svg",
    "activity-x-0.svg",
    "car-.svg",
    ".svg",
    "../etc.svg",
    "..%2Fhotel-1.svg",
    "hotel-1.svg/",
    "hotel-1.svg\n",
    "HOTEL-1.svg",
  ])("answers 404 for %j", async (file) => {
    const response = await get(file);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(await response.text()).toBe("Not found");
  });
});
