import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/agency/markups/route";
import { POST as hotelSearch } from "@/app/api/dealray/deals/hotel-search/route";
import { hotelDealsResponse } from "@/lib/contract/deals";
import { MAX_PERCENT_BASIS_POINTS, markupsResponse } from "@/lib/contract/markups";
import { hotelDealsSample } from "@/lib/deals/sample";
import { MAX_MARKUP_BASIS_POINTS, markupSchema } from "@/lib/server/inventory/money";
import { reusedSessions } from "../support/accounts";
import { DEMO, MINIMAL, VIAJES } from "../support/hosts";
import { send } from "../support/http";

const PATH = "/api/agency/markups";

/** The demo agency's seeded markups, put back after the tests (PostgreSQL runs share one database). */
const SEEDED = {
  hotels: { kind: "percent", basisPoints: 1200 },
  flights: null,
  resort: null,
  cars: { kind: "percent", basisPoints: 800 },
  activities: { kind: "fixed", amountMinor: 500 },
  cruise: null,
} as const;

const cookieOf = reusedSessions();

const owner = () => cookieOf(DEMO, "owner@horizon.test");

async function read(host = DEMO, cookie?: string) {
  return send(GET, host, PATH, {
    method: "GET",
    headers: { cookie: cookie ?? (await owner()) },
  });
}

async function markupsOf(host = DEMO, cookie?: string) {
  const r = await read(host, cookie);
  expect(r.status).toBe(200);
  const { products } = markupsResponse.parse(r.body);
  return Object.fromEntries(products.map((p) => [p.product, p.markup]));
}

async function put(body: unknown, cookie?: string, host = DEMO) {
  return send(PUT, host, PATH, {
    method: "PUT",
    body,
    headers: { cookie: cookie ?? (await owner()) },
  });
}

beforeAll(async () => {
  // The file starts from the seed even when an earlier run on a shared database was cut short.
  expect((await put({ markups: SEEDED })).status).toBe(200);
});

afterAll(async () => {
  expect((await put({ markups: SEEDED })).status).toBe(200);
});

describe("GET /api/agency/markups", () => {
  it("gives the owner every product of the booking menu, in its order, with its markup or none", async () => {
    const r = await read();
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(markupsResponse.parse(r.body).products).toEqual([
      { product: "flights", title: "Air Travel", active: true, markup: null },
      {
        product: "hotels",
        title: "Hotels",
        active: true,
        markup: { kind: "percent", basisPoints: 1200 },
      },
      {
        product: "cars",
        title: "Cars",
        active: true,
        markup: { kind: "percent", basisPoints: 800 },
      },
      {
        product: "activities",
        title: "Activities",
        active: true,
        markup: { kind: "fixed", amountMinor: 500 },
      },
      { product: "cruise", title: "Cruise", active: true, markup: null },
      { product: "resort", title: "Resorts", active: true, markup: null },
    ]);
  });

  it("lists each agency's own menu in its order, inactive products included", async () => {
    const r = await read(VIAJES, await cookieOf(VIAJES, "dueno@viajessol.test"));
    expect(r.status).toBe(200);
    expect(
      markupsResponse.parse(r.body).products.map((p) => [p.product, p.active, p.markup]),
    ).toEqual([
      ["hotels", true, null],
      ["cars", true, null],
      ["activities", true, null],
      ["flights", false, null],
      ["cruise", false, null],
      ["resort", true, null],
    ]);
  });
});

describe("who may use Markup Settings (SPEC §6)", () => {
  it("asks a visitor to sign in", async () => {
    const got = await send(GET, DEMO, PATH, { method: "GET" });
    expect(got.status).toBe(401);
    const changed = await send(PUT, DEMO, PATH, {
      method: "PUT",
      body: { markups: { hotels: null } },
    });
    expect(changed.status).toBe(401);
    expect((await markupsOf()).hotels).toEqual(SEEDED.hotels);
  });

  it.each(["sales@horizon.test", "traveller@horizon.test", "restricted@horizon.test"])(
    "refuses %s with a 403 and changes nothing",
    async (email) => {
      const cookie = await cookieOf(DEMO, email);
      const got = await read(DEMO, cookie);
      expect(got.status).toBe(403);
      expect(got.body).toEqual({
        message: "Your role does not give you access to markup settings.",
        code: "forbidden",
      });
      const changed = await put({ markups: { hotels: null } }, cookie);
      expect(changed.status).toBe(403);
      expect((await markupsOf()).hotels).toEqual(SEEDED.hotels);
    },
  );

  it("lets an admin and a travel agent in, as the permission table grants them", async () => {
    for (const email of ["admin@horizon.test", "agent@horizon.test"]) {
      expect((await read(DEMO, await cookieOf(DEMO, email))).status).toBe(200);
    }
  });

  it("refuses a change whose Origin is missing or another site's", async () => {
    const cookie = await owner();
    const body = JSON.stringify({ markups: { hotels: null } });
    const headers = { host: DEMO, cookie, "content-type": "application/json" };
    const missing = await PUT(
      new Request(`http://${DEMO}${PATH}`, { method: "PUT", headers, body }),
    );
    expect(missing.status).toBe(403);
    const foreign = await PUT(
      new Request(`http://${DEMO}${PATH}`, {
        method: "PUT",
        headers: { ...headers, origin: "http://viajes.localhost:3000" },
        body,
      }),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      message: "Cross-site request refused",
      code: "crossSite",
      requestId: foreign.headers.get("x-request-id"),
    });
    expect((await markupsOf()).hotels).toEqual(SEEDED.hotels);
  });

  it("does not let a session of one agency act on another", async () => {
    const r = await put({ markups: { hotels: null } }, await owner(), VIAJES);
    expect(r.status).toBe(401);
    expect((await markupsOf()).hotels).toEqual(SEEDED.hotels);
  });
});

describe("PUT /api/agency/markups", () => {
  it("sets and removes markups, leaves the products not sent alone, and GET shows it", async () => {
    const r = await put({
      markups: {
        hotels: { kind: "percent", basisPoints: 1500 },
        flights: { kind: "fixed", amountMinor: 2550 },
        activities: null,
      },
    });
    expect(r.status).toBe(200);
    const answered = Object.fromEntries(
      markupsResponse.parse(r.body).products.map((p) => [p.product, p.markup]),
    );
    expect(await markupsOf()).toEqual(answered);
    expect(answered).toEqual({
      ...SEEDED,
      hotels: { kind: "percent", basisPoints: 1500 },
      flights: { kind: "fixed", amountMinor: 2550 },
      activities: null,
    });
  });

  it("prices an unrestricted agent's hotel deals with the new markup at once", async () => {
    const agent = await cookieOf(DEMO, "agent@horizon.test");
    const sample = hotelDealsSample(new Date(2026, 10, 22));
    const search = async () => {
      const r = await send(hotelSearch, DEMO, "/api/dealray/deals/hotel-search", {
        body: sample,
        headers: { cookie: agent },
      });
      expect(r.status).toBe(200);
      return hotelDealsResponse.parse(r.body).response;
    };
    const halfUp = (base: number, bp: number) => Math.floor((base * bp * 2 + 10_000) / 20_000);

    expect(
      (await put({ markups: { hotels: { kind: "percent", basisPoints: 1525 } } })).status,
    ).toBe(200);
    const percent = await search();
    expect(percent.length).toBeGreaterThan(0);
    for (const { rates } of percent) {
      expect(rates.markup).toBe(halfUp(rates.baseRate!, 1525));
      expect(rates.totalRate).toBe(rates.baseRate! + rates.markup! + rates.taxAndFee);
      expect(rates.publishedRate).toBeGreaterThanOrEqual(rates.totalRate);
    }

    expect((await put({ markups: { hotels: { kind: "fixed", amountMinor: 4321 } } })).status).toBe(
      200,
    );
    for (const { rates } of await search()) {
      expect(rates.markup).toBe(4321);
      expect(rates.totalRate).toBe(rates.baseRate! + 4321 + rates.taxAndFee);
    }

    expect((await put({ markups: { hotels: null } })).status).toBe(200);
    for (const { rates } of await search()) {
      expect(rates.markup).toBe(0);
      expect(rates.totalRate).toBe(rates.baseRate! + rates.taxAndFee);
    }
  });

  it.each([
    ["an unknown product", { markups: { spa: null } }, /^markups: Unrecognized key: "spa"/],
    [
      "a negative percentage",
      { markups: { hotels: { kind: "percent", basisPoints: -1 } } },
      /^markups\.hotels\.basisPoints: .*not be negative/,
    ],
    [
      "a percentage above 1000 %",
      { markups: { hotels: { kind: "percent", basisPoints: MAX_PERCENT_BASIS_POINTS + 1 } } },
      /^markups\.hotels\.basisPoints: .*at most 100000/,
    ],
    [
      "basis points that are not whole",
      { markups: { hotels: { kind: "percent", basisPoints: 12.5 } } },
      /^markups\.hotels\.basisPoints: .*whole number/,
    ],
    [
      "a negative amount",
      { markups: { cars: { kind: "fixed", amountMinor: -100 } } },
      /^markups\.cars\.amountMinor: .*not be negative/,
    ],
    [
      "an amount above US$100,000",
      { markups: { cars: { kind: "fixed", amountMinor: 10_000_001 } } },
      /^markups\.cars\.amountMinor: .*at most 10000000/,
    ],
    [
      "an unknown kind",
      { markups: { hotels: { kind: "percentage", basisPoints: 1200 } } },
      /^markups\.hotels\.kind: kind must be "percent" or "fixed"/,
    ],
    [
      "a kind with the other kind's value",
      { markups: { hotels: { kind: "fixed", basisPoints: 1200 } } },
      /^markups\.hotels\.amountMinor: /,
    ],
    [
      "an amount sent as text",
      { markups: { cars: { kind: "fixed", amountMinor: "500" } } },
      /^markups\.cars\.amountMinor: /,
    ],
    [
      "a bad markup beside a good one",
      {
        markups: {
          hotels: { kind: "percent", basisPoints: 3000 },
          cars: { kind: "fixed", amountMinor: -1 },
        },
      },
      /^markups\.cars\.amountMinor: /,
    ],
    ["no product at all", { markups: {} }, /^markups: markups must name at least one product/],
    ["an agency id", { markups: { hotels: null }, agencyId: "x" }, /Unrecognized key: "agencyId"/],
    ["not JSON", "{", /must be JSON/],
  ])("answers %s with a 400 and changes nothing", async (_label, body, message) => {
    const before = await markupsOf();
    const r = await put(body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
    expect(await markupsOf()).toEqual(before);
  });

  it("refuses a product that is not on the agency's booking menu, writing nothing", async () => {
    // Minimal Trips sells hotels and flights only.
    const cookie = await cookieOf(MINIMAL, "owner@minimal.test");
    const r = await put(
      {
        markups: {
          hotels: { kind: "percent", basisPoints: 900 },
          cars: { kind: "percent", basisPoints: 900 },
        },
      },
      cookie,
      MINIMAL,
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("markups.cars: the product is not on this agency's booking menu");
    expect(await markupsOf(MINIMAL, cookie)).toEqual({ hotels: null, flights: null });
  });

  it("changes only the agency of the host: viajes keeps its markups when demo's change", async () => {
    const viajesOwner = await cookieOf(VIAJES, "dueno@viajessol.test");
    const before = await markupsOf(VIAJES, viajesOwner);
    expect(
      (
        await put({
          markups: {
            hotels: { kind: "percent", basisPoints: 2000 },
            cars: { kind: "fixed", amountMinor: 999 },
            activities: null,
          },
        })
      ).status,
    ).toBe(200);
    expect((await markupsOf()).hotels).toEqual({ kind: "percent", basisPoints: 2000 });
    expect(await markupsOf(VIAJES, viajesOwner)).toEqual(before);
  });

  it("bounds percentages as the pricing does", () => {
    expect(MAX_PERCENT_BASIS_POINTS).toBe(MAX_MARKUP_BASIS_POINTS);
    expect(markupSchema.safeParse({ kind: "fixed", amountMinor: 10_000_000 }).success).toBe(true);
  });
});
