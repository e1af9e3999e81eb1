import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as leaveQuote } from "@/app/api/checkout/quotes/[id]/route";
import { POST as quoteRoute } from "@/app/api/checkout/quotes/route";
import { POST as detailsRoute } from "@/app/api/cruise/details/route";
import { GET as portsRoute } from "@/app/api/cruise/ports/route";
import { POST as searchRoute } from "@/app/api/cruise/search/route";
import {
  cruiseDetailsResponse,
  cruisePortsResponse,
  cruiseSearchResponse,
  type CruiseCabin,
  type CruiseDetailsResponse,
  type CruiseQuery,
  type SailingSummary,
} from "@/lib/contract/cruise";
import { findAgency } from "@/lib/server/agency/agency";
import { findUserByEmail } from "@/lib/server/auth/accounts";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { hold, release } from "@/lib/server/inventory/allotments";
import { cruiseWaters } from "@/lib/server/inventory/cruise/ports";
import { percentOf } from "@/lib/server/inventory/money";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import { inDays } from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { keepAgencyMarkups, setAgencyMarkup } from "../support/markups";

/**
 * The cruise calls (issue 27) as an API client sees them: a window's sailings narrowed by port,
 * length, line and waters, priced with the agency's markup as a quote charges them; one sailing's
 * days on its ports' clocks and every category, sold out ones too; the ports; and the refusals.
 * PostgreSQL runs share one database: only the windows 525 to 545 days ahead hold cabins, which
 * no other file uses; searches elsewhere hold nothing.
 */

const session = reusedSessions();
/** The demo agency's cruise markup in this file: 10 % of the fare (it has none seeded). */
const MARKUP_BASIS_POINTS = 1000;
const demo = keepAgencyMarkups("demo");
let traveller: string;
let agent: string;

beforeAll(async () => {
  traveller = await session(DEMO, "traveller@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  await setAgencyMarkup(demo.id, "cruise", "percent", MARKUP_BASIS_POINTS);
});

/** A few days of departures: fewer sailings than a search's 100, so none is left out. */
const FEW_DAYS: CruiseQuery = { departFrom: inDays(150), departTo: inDays(152) };

const post = (route: typeof searchRoute, path: string, body: unknown, host = DEMO, cookie = "") =>
  send(route, host, path, { body, headers: cookie ? { cookie } : {} });

async function search(query: CruiseQuery, cookie = ""): Promise<SailingSummary[]> {
  const r = await post(searchRoute, "/api/cruise/search", query, DEMO, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return cruiseSearchResponse.parse(r.body).sailings;
}

async function details(
  query: CruiseQuery,
  sailingId: string,
  cookie = "",
): Promise<CruiseDetailsResponse> {
  const r = await post(detailsRoute, "/api/cruise/details", { ...query, sailingId }, DEMO, cookie);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return cruiseDetailsResponse.parse(r.body);
}

const ids = (sailings: SailingSummary[]) => sailings.map((s) => s.id);
const totals = (cabins: CruiseCabin[]) => cabins.map((c) => c.rates.totalRate);
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

/** The offset of `timeZone`'s clock at `instant`, as ISO writes it ("-05:00", "+00:00"). */
function offsetAt(timeZone: string, instant: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")!.value;
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** The offset an ISO instant is written with. */
const writtenOffset = (iso: string) => {
  const offset = /([+-]\d\d:\d\d|Z)$/.exec(iso)![1]!;
  return offset === "Z" ? "+00:00" : offset;
};

describe("GET /api/cruise/ports", () => {
  it("lists the waters in the catalogue's order, each with its home ports by name", async () => {
    const r = await call(portsRoute, DEMO, "/api/cruise/ports");
    expect(r.status).toBe(200);
    const { waters } = cruisePortsResponse.parse(r.body);
    const catalogue = await cruiseWaters();
    expect(waters.map((w) => w.id)).toEqual(catalogue.map((w) => w.id));
    for (const w of waters) {
      const names = w.homePorts.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
      const home = catalogue.find((c) => c.id === w.id)!.homePorts;
      expect(w.homePorts.map((p) => p.id).sort()).toEqual(home.map((p) => p.id).sort());
    }
    const caribbean = waters.find((w) => w.id === "caribbean")!;
    expect(caribbean.homePorts.find((p) => p.name === "Miami")).toEqual({
      id: expect.stringMatching(/^port-/),
      name: "Miami",
      countryCode: "US",
      timeZone: "America/New_York",
    });
  });
});

describe("POST /api/cruise/search", () => {
  let all: SailingSummary[];

  beforeAll(async () => {
    all = await search(FEW_DAYS);
  });

  it("finds the window's sailings for 2 adults by default, in departure order, with the cabins left cheapest first", async () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThan(100);
    const order = all.map((s) => `${s.departureDate} ${s.id}`);
    expect(order).toEqual([...order].sort());
    expect(all[0]!.departureDate).toBe(FEW_DAYS.departFrom);
    expect(all.at(-1)!.departureDate).toBe(FEW_DAYS.departTo);
    // The same as asking for two adults.
    expect(await search({ ...FEW_DAYS, adults: 2 })).toEqual(all);
    for (const s of all) {
      expect(s.cabins.length).toBeGreaterThan(0);
      expect(ascending(totals(s.cabins))).toBe(true);
      expect(s.portsOfCall).not.toContain(s.embarkation.name);
      expect(s.returnDate > s.departureDate).toBe(true);
      for (const c of s.cabins) {
        expect(c).toMatchObject({ available: true, offerId: `${s.id}-${c.code}` });
        expect(c.cabinsLeft).toBeGreaterThan(0);
        expect(c.perGuest).toBe(Math.floor(c.rates.totalRate / 2));
        // A visitor never sees the wholesale rate or the markup.
        expect(c.rates).not.toHaveProperty("baseRate");
        expect(c.rates).not.toHaveProperty("markup");
      }
    }
    // A suite only for six.
    const six = await search({ ...FEW_DAYS, adults: 4, children: 1, infants: 1 });
    expect(six.length).toBeGreaterThan(0);
    for (const s of six) {
      for (const c of s.cabins) expect(c.maxOccupancy).toBeGreaterThanOrEqual(6);
      expect(s.cabins[0]!.perGuest).toBe(Math.floor(s.cabins[0]!.rates.totalRate / 6));
    }
  });

  it("narrows the sailings to one port, a length, one line and one waters, and each filter combined", async () => {
    const first = all[0]!;
    const narrowed: [Partial<CruiseQuery>, (s: SailingSummary) => boolean][] = [
      [{ portId: first.embarkation.id }, (s) => s.embarkation.id === first.embarkation.id],
      [{ minNights: 7 }, (s) => s.nights >= 7],
      [{ maxNights: 5 }, (s) => s.nights <= 5],
      [{ minNights: 6, maxNights: 8 }, (s) => s.nights >= 6 && s.nights <= 8],
      [{ lineId: first.lineId }, (s) => s.lineId === first.lineId],
      [{ watersId: first.watersId }, (s) => s.watersId === first.watersId],
      [
        { watersId: first.watersId, lineId: first.lineId, minNights: first.nights },
        (s) =>
          s.watersId === first.watersId && s.lineId === first.lineId && s.nights >= first.nights,
      ],
    ];
    for (const [filter, keeps] of narrowed) {
      const found = await search({ ...FEW_DAYS, ...filter });
      const expected = all.filter(keeps);
      expect(found.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(found.length, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(found, JSON.stringify(filter)).toEqual(expected);
    }
    // A length no sailing has finds none; it is not an error.
    expect(await search({ ...FEW_DAYS, minNights: 40 })).toEqual([]);
  });

  it("prices each cabin with the agency's markup, the wholesale rate and the markup to unrestricted agents only", async () => {
    const supplied = await supplierFor("cruise").search(FEW_DAYS);
    expect(ids(all)).toEqual(supplied.map((s) => s.id));
    const shownToAgent = await search(FEW_DAYS, agent);
    for (const [i, sailing] of supplied.entries()) {
      for (const offer of sailing.offers) {
        const net = offer.rates;
        const markup = percentOf(net.baseRate, MARKUP_BASIS_POINTS);
        const visitor = all[i]!.cabins.find((c) => c.offerId === offer.offerId)!;
        expect(visitor.rates.totalRate).toBe(net.baseRate + markup + net.taxAndFee);
        expect(visitor.rates.taxAndFee).toBe(net.taxAndFee);
        expect(visitor.cabinsLeft).toBe(offer.unitsLeft);
        const seen = shownToAgent[i]!.cabins.find((c) => c.offerId === offer.offerId)!;
        expect(seen.rates).toMatchObject({
          totalRate: visitor.rates.totalRate,
          baseRate: net.baseRate,
          markup,
        });
      }
    }
  });

  it("charges in a quote what the search showed for the cabin", async () => {
    const query: CruiseQuery = { departFrom: inDays(525), departTo: inDays(535), adults: 2 };
    const [sailing] = await search(query, traveller);
    const cabin = sailing!.cabins[0]!;
    const q = await send(quoteRoute, DEMO, "/api/checkout/quotes", {
      body: { product: "cruise", offerId: cabin.offerId, query, currency: "USD" },
      headers: { cookie: traveller },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    try {
      expect(q.body).toMatchObject({
        priceChanged: false,
        price: {
          total: { amountMinor: cabin.rates.totalRate, currency: "USD" },
          totalUsd: cabin.rates.totalRate,
          taxAndFeeUsd: cabin.rates.taxAndFee,
        },
      });
    } finally {
      const id = q.body.id as string;
      const left = await send(leaveQuote, DEMO, `/api/checkout/quotes/${id}`, {
        method: "DELETE",
        headers: { cookie: traveller },
        params: { id },
      });
      expect(left.status).toBe(200);
    }
  });

  it("records a signed-in traveller's search with its results page", async () => {
    const query = { ...FEW_DAYS, lineId: all[0]!.lineId, adults: 1, children: 1 };
    await search(query, traveller);
    const agency = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    const user = (await findUserByEmail(agency.id, "traveller@horizon.test"))!;
    const path =
      `/booknow/cruise/search?departFrom=${query.departFrom}&departTo=${query.departTo}` +
      `&lineId=${query.lineId}&adults=1&children=1&infants=0`;
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.searchHistory)
      .where(and(eq(t.searchHistory.userId, user.id), eq(t.searchHistory.path, path)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      product: "cruise",
      params: {
        destination: query.lineId,
        start: query.departFrom,
        end: query.departTo,
        adults: "1",
        children: "1",
        infants: "0",
      },
    });
  });
});

describe("POST /api/cruise/details", () => {
  let sailing: SailingSummary;
  let found: CruiseDetailsResponse;

  beforeAll(async () => {
    // A sailing with days at sea and calls, from the middle of the window.
    const sailings = await search(FEW_DAYS);
    sailing = sailings.find(
      (s) => s.seaDays > 0 && s.portsOfCall.length > 1 && s.departureDate > FEW_DAYS.departFrom,
    )!;
    found = await details(FEW_DAYS, sailing.id);
  });

  it("gives the sailing as the search found it, with every category, its ship and its line's cancellation page", async () => {
    expect(found.sailing).toEqual(sailing);
    expect(found.sailing.cabins.map((c) => c.code)).toEqual([
      "inside",
      "oceanview",
      "balcony",
      "suite",
    ]);
    expect(found.ship.name).toBe(sailing.shipName);
    expect(found.ship.capacity).toBeGreaterThan(0);
    expect(found.cancellationPath).toBe(`/cancellation-policy/${sailing.lineId}`);
  });

  it("lays the sailing out day by day: nights + 1 days from and back to its home port, sea days without a port", async () => {
    const days = found.itinerary;
    expect(days).toHaveLength(sailing.nights + 1);
    expect(days.map((d) => d.day)).toEqual(days.map((_, i) => i));
    for (const [i, d] of days.entries()) {
      const date = new Date(Date.parse(`${sailing.departureDate}T00:00:00Z`) + i * 86_400_000);
      expect(d.date).toBe(date.toISOString().slice(0, 10));
    }
    const [first, last] = [days[0]!, days.at(-1)!];
    expect(first).toMatchObject({ port: sailing.embarkation, arrive: null });
    expect(first.depart).not.toBeNull();
    expect(last).toMatchObject({ port: sailing.embarkation, depart: null });
    expect(last.arrive).not.toBeNull();
    expect(last.date).toBe(sailing.returnDate);
    const between = days.slice(1, -1);
    const atSea = between.filter((d) => d.port === null);
    expect(atSea).toHaveLength(sailing.seaDays);
    for (const d of atSea) expect(d).toMatchObject({ arrive: null, depart: null });
    const calls = between.filter((d) => d.port !== null);
    expect(calls.map((d) => d.port!.name)).toEqual(sailing.portsOfCall);
    for (const d of calls) {
      expect(Date.parse(d.arrive!)).toBeLessThan(Date.parse(d.depart!));
    }
  });

  it("says each time on the port's clock: its offset is the port's on that date", async () => {
    const times = found.itinerary.flatMap((d) =>
      [d.arrive, d.depart].flatMap((at) => (at ? [{ at, day: d }] : [])),
    );
    expect(times.length).toBeGreaterThan(2);
    for (const { at, day } of times) {
      const zone = day.port!.timeZone;
      expect(writtenOffset(at), `${at} in ${zone}`).toBe(offsetAt(zone, new Date(at)));
      // The wall clock's date is the day's.
      expect(at.slice(0, 10)).toBe(day.date);
    }
  });

  it("shows a sold-out category as not available, which the search then leaves out and a quote refuses", async () => {
    const query: CruiseQuery = { departFrom: inDays(536), departTo: inDays(545), adults: 2 };
    const [target] = await search(query);
    const cabin = target!.cabins[0]!;
    expect(target!.cabins.length).toBeGreaterThan(1);
    const left = (await details(query, target!.id)).sailing.cabins.find(
      (c) => c.offerId === cabin.offerId,
    )!.cabinsLeft;
    // Every cabin of the category held by others.
    expect(await hold("cruise", cabin.offerId, [target!.departureDate], left)).toEqual({
      unitsLeft: 0,
    });
    try {
      const shown = (await details(query, target!.id)).sailing.cabins;
      expect(shown.find((c) => c.offerId === cabin.offerId)).toMatchObject({
        available: false,
        cabinsLeft: 0,
        rates: cabin.rates,
      });
      expect(shown.filter((c) => c.available)).toHaveLength(target!.cabins.length - 1);
      const listed = (await search(query)).find((s) => s.id === target!.id)!;
      expect(listed.cabins.map((c) => c.offerId)).toEqual(
        target!.cabins.slice(1).map((c) => c.offerId),
      );
      const q = await send(quoteRoute, DEMO, "/api/checkout/quotes", {
        body: { product: "cruise", offerId: cabin.offerId, query, currency: "USD" },
        headers: { cookie: traveller },
      });
      expect(q.status).toBe(409);
      expect(q.body).toMatchObject({ code: "soldOut" });
    } finally {
      expect(await release("cruise", cabin.offerId, [target!.departureDate], left)).toBe(true);
    }
    const back = (await search(query)).find((s) => s.id === target!.id)!;
    expect(back.cabins[0]).toMatchObject({ offerId: cabin.offerId, cabinsLeft: left });
  });
});

describe("refusals", () => {
  const bad = (body: unknown, route = searchRoute, path = "/api/cruise/search") =>
    post(route, path, body);

  it("refuses a bad search with a 400 that names the field", async () => {
    const from = inDays(100);
    for (const [body, message] of [
      [{ departFrom: from, departTo: inDays(192) }, /^departTo: a search spans at most 92/],
      [{ departFrom: from, departTo: inDays(99) }, /^departTo: departTo must not be before/],
      [{ ...FEW_DAYS, minNights: 8, maxNights: 7 }, /^maxNights: /],
      [{ ...FEW_DAYS, adults: 5, children: 2 }, /^children: at most 6 guests/],
      [{ ...FEW_DAYS, adults: 0 }, /^adults: /],
      [{ ...FEW_DAYS, portId: "Miami" }, /^portId: /],
      [{ ...FEW_DAYS, minNights: 0 }, /^minNights: /],
      [{ departFrom: "next week", departTo: from }, /^departFrom: /],
      [{ departTo: from }, /^departFrom: /],
      [{ departFrom: inDays(-5), departTo: inDays(5) }, /in the past/],
      [{ departFrom: inDays(540), departTo: inDays(560) }, /at most 550 days ahead/],
    ] as const) {
      const r = await bad(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      // The contract's refusals, then the supplier's (the days it sells).
      expect(["badRequest", "invalid"]).toContain(r.body.code);
      expect(String(r.body.message), JSON.stringify(body)).toMatch(message);
    }
  });

  it("refuses a body that is not JSON with a 400", async () => {
    const r = await bad("{ departFrom: ");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("badRequest");
  });

  it("answers 404 for a port, line or waters that does not exist", async () => {
    const caribbean = (await cruiseWaters()).find((w) => w.id === "caribbean")!;
    // A port sailings only call at is not one they leave from.
    const nassau = caribbean.calls.find((p) => p.name === "Nassau")!.id;
    for (const filter of [
      { portId: "port-0" },
      { portId: nassau },
      { lineId: "no-such-line" },
      { watersId: "baltic" },
    ]) {
      const r = await bad({ ...FEW_DAYS, ...filter });
      expect(r.status, JSON.stringify(filter)).toBe(404);
      expect(r.body.code).toBe("notFound");
    }
  });

  it("answers 404 for a sailing that does not exist or is not in the search's window, 400 for a malformed one", async () => {
    const [sailing] = await search(FEW_DAYS);
    const later = { departFrom: inDays(200), departTo: inDays(201) };
    for (const sailingId of ["cs-no-such-ship-20300101", `${sailing!.id}x`, sailing!.id]) {
      const r = await bad({ ...later, sailingId }, detailsRoute, "/api/cruise/details");
      expect(r.status, sailingId).toBe(404);
      expect(r.body.code).toBe("notFound");
    }
    for (const body of [FEW_DAYS, { ...FEW_DAYS, sailingId: "" }, { sailingId: sailing!.id }]) {
      const r = await bad(body, detailsRoute, "/api/cruise/details");
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers 404 on an agency that does not offer cruises", async () => {
    // Viajes Sol offers four products; cruises are not one of them.
    const [sailing] = await search(FEW_DAYS);
    const calls = [
      await post(searchRoute, "/api/cruise/search", FEW_DAYS, VIAJES),
      await post(
        detailsRoute,
        "/api/cruise/details",
        { ...FEW_DAYS, sailingId: sailing!.id },
        VIAJES,
      ),
      await call(portsRoute, VIAJES, "/api/cruise/ports"),
    ];
    for (const r of calls) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({
        code: "notFound",
        message: expect.stringMatching(/not offered/),
      });
    }
  });
});
