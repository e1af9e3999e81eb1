import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as inventoryImage } from "@/app/assets/inventory/[file]/route";
import { POST as resortDeals } from "@/app/api/resort/v2/properties/deals/route";
import { resortDealsResponse } from "@/lib/contract/resort";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { cookieOf } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";

const PATH = "/api/resort/v2/properties/deals";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Nassau, Bahamas: resorts of Nassau and of Freeport City, 150 miles away. */
const NASSAU = { lat: 25.0781, lon: -77.3386 };

// Each agency gets its own resort markup here; the rows it had (if any) are put back afterwards,
// since PostgreSQL runs share the database.
const MARKUPS = {
  demo: { kind: "percent", value: 1500 },
  viajes: { kind: "fixed", value: 2500 },
} as const;
type MarkupRow = typeof t.agencyMarkups.$inferSelect;
const saved: MarkupRow[] = [];
const agencyIds: string[] = [];

const resortMarkupOf = (agencyId: string) =>
  and(eq(t.agencyMarkups.agencyId, agencyId), eq(t.agencyMarkups.product, "resort"));

beforeAll(async () => {
  const db = await getDb();
  for (const [subdomain, markup] of Object.entries(MARKUPS)) {
    const [agency] = await db
      .select({ id: t.agencies.id })
      .from(t.agencies)
      .where(eq(t.agencies.subdomain, subdomain));
    agencyIds.push(agency!.id);
    saved.push(...(await db.select().from(t.agencyMarkups).where(resortMarkupOf(agency!.id))));
    await db.delete(t.agencyMarkups).where(resortMarkupOf(agency!.id));
    await db.insert(t.agencyMarkups).values({ agencyId: agency!.id, product: "resort", ...markup });
  }
});

afterAll(async () => {
  const db = await getDb();
  for (const agencyId of agencyIds) {
    await db.delete(t.agencyMarkups).where(resortMarkupOf(agencyId));
  }
  if (saved.length) await db.insert(t.agencyMarkups).values(saved);
});

function deals(
  host: string,
  {
    body = NASSAU as unknown,
    query = "?currency=USD",
    headers = {} as Record<string, string>,
  } = {},
) {
  return send(resortDeals, host, `${PATH}${query}`, { body, headers });
}

async function ok(host: string, options: Parameters<typeof deals>[1] = {}) {
  const r = await deals(host, options);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return resortDealsResponse.parse(r.body);
}

describe("POST /api/resort/v2/properties/deals", () => {
  it("answers resort deals near Nassau, best value first, without wholesale rates", async () => {
    const r = await deals(DEMO);
    expect(r.status).toBe(200);
    const { currency, data } = resortDealsResponse.parse(r.body);
    expect(currency).toBe("USD");
    expect(data.length).toBeGreaterThan(3);
    expect(JSON.stringify(r.body)).not.toMatch(/"baseRate"|"markup"/);
    expect(new Set(data.map((d) => d.destinationName))).toEqual(
      new Set(["Nassau", "Freeport City"]),
    );
    for (const d of data) {
      expect(d).toMatchObject({ countryName: "Bahamas", subregionName: "Caribbean" });
      expect(d.regionName).toBe("Americas");
      expect(d.stars).toBeGreaterThanOrEqual(3);
      expect(d.distance).toBeLessThan(190);
      expect(Math.round(d.distance * 100) / 100).toBe(d.distance);
      expect(d.link).toBe(`/booknow/resort/details?propertyId=${d.id}`);
      expect(d.rates.currency).toBe("USD");
      expect(Number.isSafeInteger(d.rates.totalRate)).toBe(true);
      expect(d.rates.totalRate).toBeLessThan(d.rates.publishedRate);
    }
    for (let i = 1; i < data.length; i++) {
      const [a, b] = [data[i - 1]!.rates, data[i]!.rates];
      expect(
        a.discountPercentage > b.discountPercentage ||
          (a.discountPercentage === b.discountPercentage && a.totalRate <= b.totalRate),
      ).toBe(true);
    }
    // The image key is one the site draws.
    const image = await inventoryImage(
      new Request(`http://${DEMO}/assets/inventory/${data[0]!.image}.svg`),
      { params: Promise.resolve({ file: `${data[0]!.image}.svg` }) },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    // The same question gets the same answer.
    expect((await deals(DEMO)).body).toEqual(r.body);
  });

  it("finds the nearest resorts for a point far from any destination", async () => {
    const { data } = await ok(DEMO, { body: { lat: 30, lon: -40 } });
    expect(data.length).toBeGreaterThan(0);
    for (const d of data) expect(d.distance).toBeGreaterThan(150);
  });

  it("echoes a currency of the agency, upper-cased; prices stay in USD cents", async () => {
    const usd = await ok(DEMO);
    const eur = await ok(DEMO, { query: "?currency=eur" });
    expect(eur.currency).toBe("EUR");
    expect(eur.data).toEqual(usd.data);
    expect((await ok(DEMO, { query: "?currency=JPY" })).currency).toBe("JPY");
    // Viajes Sol lists the Americas and Spain: euros and pesos, not yen.
    expect((await ok(VIAJES, { query: "?currency=MXN" })).currency).toBe("MXN");
    const yen = await deals(VIAJES, { query: "?currency=JPY" });
    expect(yen.status).toBe(400);
    expect(yen.body).toEqual({
      message: "currency: JPY is not a currency of this agency",
      code: "badRequest",
    });
  });

  it.each([
    ["no currency", { query: "" }, "currency: must be a three-letter currency code such as USD"],
    [
      "an empty currency",
      { query: "?currency=" },
      "currency: must be a three-letter currency code such as USD",
    ],
    [
      "a four-letter currency",
      { query: "?currency=EURO" },
      "currency: must be a three-letter currency code such as USD",
    ],
    [
      "a currency with digits",
      { query: "?currency=US1" },
      "currency: must be a three-letter currency code such as USD",
    ],
    [
      "a currency nobody uses",
      { query: "?currency=XYZ" },
      "currency: XYZ is not a currency of this agency",
    ],
    ["a body that is not JSON", { body: "{" }, "The request body must be JSON"],
    ["an empty body", { body: {} }, "lat: must be a number from -90 to 90"],
    [
      "a latitude off the globe",
      { body: { ...NASSAU, lat: 90.5 } },
      "lat: must be a number from -90 to 90",
    ],
    [
      "a longitude off the globe",
      { body: { ...NASSAU, lon: -181 } },
      "lon: must be a number from -180 to 180",
    ],
    [
      "a latitude as text",
      { body: { ...NASSAU, lat: "25.07" } },
      "lat: must be a number from -90 to 90",
    ],
    ["a missing longitude", { body: { lat: 25 } }, "lon: must be a number from -180 to 180"],
    [
      "a null longitude",
      { body: { ...NASSAU, lon: null } },
      "lon: must be a number from -180 to 180",
    ],
  ] as const)("answers %s with a 400 and its reason only", async (_label, options, message) => {
    const r = await deals(DEMO, options);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message, code: "badRequest" });
  });

  it("answers a body that is a list with a 400", async () => {
    const r = await deals(DEMO, { body: [NASSAU] });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(["code", "message"]);
    expect(r.body.code).toBe("badRequest");
  });
});

describe("x-correlation-id", () => {
  const cases = [
    ["deals", {}],
    ["a bad currency", { query: "?currency=EURO" }],
    ["a bad body", { body: { lat: 100, lon: 0 } }],
  ] as const;

  it.each(cases)("echoes a sane id on %s", async (_label, options) => {
    const r = await deals(DEMO, { ...options, headers: { "x-correlation-id": "resort-42_a.B" } });
    expect(r.headers.get("x-correlation-id")).toBe("resort-42_a.B");
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("generates one when there is none or it is malformed, without failing", async () => {
    for (const given of [undefined, "", "has space", "a".repeat(101)]) {
      const headers: Record<string, string> =
        given === undefined ? {} : { "x-correlation-id": given };
      const r = await deals(DEMO, { headers });
      expect(r.status, given).toBe(200);
      expect(r.headers.get("x-correlation-id"), given).toMatch(UUID);
    }
  });

  it("answers an unknown host with 404 'Agency not found!', id included", async () => {
    const r = await deals("nowhere.localhost:3000", { headers: { "x-correlation-id": "trace-9" } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "Agency not found!", code: "agencyNotFound" });
    expect(r.headers.get("x-correlation-id")).toBe("trace-9");
  });
});

describe("rates by viewer and agency", () => {
  it.each(["traveller@horizon.test", "restricted@horizon.test"])(
    "never sends wholesale rates to %s",
    async (email) => {
      const r = await deals(DEMO, { headers: { cookie: await cookieOf(DEMO, email) } });
      expect(r.status).toBe(200);
      expect(resortDealsResponse.parse(r.body).data.length).toBeGreaterThan(0);
      expect(JSON.stringify(r.body)).not.toMatch(/"baseRate"|"markup"/);
    },
  );

  it("shows an unrestricted agent the wholesale rate and the agency's own markup", async () => {
    const demo = await ok(DEMO, {
      headers: { cookie: await cookieOf(DEMO, "agent@horizon.test") },
    });
    const viajes = await ok(VIAJES, {
      headers: { cookie: await cookieOf(VIAJES, "dueno@viajessol.test") },
    });
    const visitor = new Map((await ok(DEMO)).data.map((d) => [d.id, d.rates]));
    for (const { id, rates } of demo.data) {
      // 15 % of the wholesale rate, rounded half up.
      expect(rates.markup).toBe(Math.floor((rates.baseRate! * 1500 * 2 + 10_000) / 20_000));
      expect(rates.totalRate).toBe(rates.baseRate! + rates.markup! + rates.taxAndFee);
      expect(visitor.get(id)?.totalRate).toBe(rates.totalRate);
    }
    const demoRates = new Map(demo.data.map((d) => [d.id, d.rates]));
    let compared = 0;
    for (const { id, rates } of viajes.data) {
      // Viajes' own fixed US$25.00, never Horizon's 15 %.
      expect(rates.markup).toBe(2500);
      expect(rates.totalRate).toBe(rates.baseRate! + 2500 + rates.taxAndFee);
      const there = demoRates.get(id);
      if (!there) continue;
      compared++;
      expect(rates.baseRate).toBe(there.baseRate);
      expect(rates.totalRate).toBe(there.totalRate - there.markup! + 2500);
    }
    expect(compared).toBeGreaterThan(0);
  });
});
