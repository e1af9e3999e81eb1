import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/agency/searches/route";
import { POST as flightSearch } from "@/app/api/flights/search/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import type { SearchesResponse, SearchRow } from "@/lib/contract/searches";
import { findAgency } from "@/lib/server/agency/agency";
import { findUserByEmail } from "@/lib/server/auth/accounts";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import { inDays, parisStay } from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * Searches (issue 16): a signed-in traveller's or agent's search is recorded by its API call, with
 * the address of its results page (the call's Referer), and listed to the agency's agents. Runs
 * on PostgreSQL share one database: this run's searches carry its own destination label.
 */

const RUN = randomUUID().slice(0, 8);
const LABEL = `Paris ${RUN}`;
const session = reusedSessions();
let owner: string;
let agent: string;
let traveller: string;
let viajesOwner: string;
let agentId: string;
let travellerId: string;

/** The hotel results page's address for a stay, as the browser shows it. */
function resultsPage(stay: Awaited<ReturnType<typeof parisStay>>, extra = "") {
  const q = new URLSearchParams({
    place: stay.placeId,
    placeName: LABEL,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: "2",
    nationality: stay.nationality,
  });
  return `http://${DEMO}/booknow/hotels/search?${q}${extra}`;
}

const searchHotels = (body: unknown, headers: Record<string, string>, host = DEMO) =>
  send(hotelSearch as never, host, "/api/hotels/search", { body, headers });

const listOf = (cookie: string, params: Record<string, string | number> = {}, host = DEMO) =>
  call(
    list as never,
    host,
    `/api/agency/searches?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    cookie ? { cookie } : {},
  );

/** This run's rows in the table, newest first. */
async function ownRows() {
  const db = await getDb();
  return db
    .select()
    .from(t.searchHistory)
    .where(like(t.searchHistory.path, `%${RUN}%`));
}

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  agentId = (await findUserByEmail(demo.id, "agent@horizon.test"))!.id;
  travellerId = (await findUserByEmail(demo.id, "traveller@horizon.test"))!.id;
}, 30_000);

describe("recording searches", () => {
  it("records nothing for a visitor who is not signed in", async () => {
    const stay = await parisStay(201);
    const r = await searchHotels(stay, { referer: resultsPage(stay) });
    expect(r.status).toBe(200);
    expect(await ownRows()).toEqual([]);
  });

  it("records a signed-in agent's search once, with its results page without the page number", async () => {
    const stay = await parisStay(202);
    const first = await searchHotels(stay, { cookie: agent, referer: resultsPage(stay) });
    expect(first.status).toBe(200);
    // The next page of the same results, and the same search again, within the minute.
    await searchHotels(
      { ...stay, page: 2 },
      { cookie: agent, referer: resultsPage(stay, "&page=2") },
    );
    await searchHotels(stay, { cookie: agent, referer: resultsPage(stay) });
    const rows = (await ownRows()).filter((r) => r.params.start === stay.checkIn);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.userId).toBe(agentId);
    expect(row.product).toBe("hotels");
    expect(row.path.startsWith("/booknow/hotels/search?")).toBe(true);
    expect(row.path).not.toMatch(/[?&]page=/);
    const q = new URLSearchParams(row.path.split("?")[1]);
    expect(q.get("placeName")).toBe(LABEL);
    expect(q.get("checkIn")).toBe(stay.checkIn);
    expect(row.params).toMatchObject({
      destination: LABEL,
      start: stay.checkIn,
      end: stay.checkOut,
      adults: "2",
      children: "0",
      rooms: "1",
    });
  });

  it("records a traveller's search too", async () => {
    const stay = await parisStay(203);
    await searchHotels(stay, { cookie: traveller, referer: resultsPage(stay) });
    const rows = (await ownRows()).filter((r) => r.params.start === stay.checkIn);
    expect(rows.map((r) => r.userId)).toEqual([travellerId]);
  });

  it("makes the address from the search when the Referer's query holds U+0000", async () => {
    const stay = await parisStay(205);
    const r = await searchHotels(stay, {
      cookie: agent,
      referer: resultsPage(stay).replace(`placeName=`, `placeName=%00`),
    });
    expect(r.status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.searchHistory)
      .where(
        and(
          eq(t.searchHistory.userId, agentId),
          like(t.searchHistory.path, `%checkIn=${stay.checkIn}%`),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.path).not.toContain("%00");
    expect(JSON.stringify(rows[0]!.params)).not.toContain("\\u0000");
  });

  it("makes the address from the search when the Referer is another site's", async () => {
    const stay = await parisStay(204);
    await searchHotels(stay, {
      cookie: agent,
      referer: `https://evil.example/booknow/hotels/search?placeName=${RUN}`,
    });
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.searchHistory)
      .where(
        and(
          eq(t.searchHistory.userId, agentId),
          like(t.searchHistory.path, `%checkIn=${stay.checkIn}%`),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.path.startsWith("/booknow/hotels/search?")).toBe(true);
      expect(row.path).not.toContain("evil");
    }
  });

  it("records a flight search whatever its answer, with its route and travellers", async () => {
    const date = inDays(205);
    const body = {
      trip: "oneway",
      legs: [{ from: ["LHR"], to: ["JFK"], date }],
      adults: 2,
      children: 1,
      infants: 0,
      cabin: "economy",
    };
    await send(flightSearch as never, DEMO, "/api/flights/search", {
      body,
      headers: { cookie: agent, referer: `http://${DEMO}/booknow/flights/search?run=${RUN}` },
    });
    const rows = (await ownRows()).filter((r) => r.product === "flights");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({
      destination: "LHR → JFK",
      start: date,
      adults: "2",
      children: "1",
    });
  });
});

describe("GET /api/agency/searches", () => {
  it("lists the agency's searches newest first, who made them, filtered by product", async () => {
    const r = await listOf(owner);
    expect(r.status).toBe(200);
    const body = r.body as unknown as SearchesResponse;
    expect(body.pageSize).toBe(25);
    expect(body.rows.length).toBeLessThanOrEqual(25);
    const times = body.rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    const ours = body.rows.filter((row) => row.path.includes(RUN));
    expect(ours.length).toBeGreaterThanOrEqual(3);
    const kinds = new Set(ours.map((row: SearchRow) => `${row.user.id}:${row.user.kind}`));
    expect(kinds).toContain(`${agentId}:agent`);
    expect(kinds).toContain(`${travellerId}:traveller`);

    const flights = (await listOf(agent, { product: "flights" }))
      .body as unknown as SearchesResponse;
    expect(flights.rows.length).toBeGreaterThanOrEqual(1);
    expect(flights.rows.every((row) => row.product === "flights")).toBe(true);

    const page2 = await listOf(owner, { page: 2 });
    expect(page2.status).toBe(200);
    expect((page2.body as unknown as SearchesResponse).page).toBe(2);
  });

  it("shows another agency none of them", async () => {
    const r = await listOf(viajesOwner, {}, VIAJES);
    expect(r.status).toBe(200);
    const body = r.body as unknown as SearchesResponse;
    expect(body.rows.some((row) => row.path.includes(RUN))).toBe(false);
  });

  it("is for the agency's agents only, and refuses a bad query", async () => {
    expect((await listOf("")).status).toBe(401);
    expect((await listOf(traveller)).status).toBe(403);
    expect((await listOf(owner, { product: "boats" })).status).toBe(400);
    expect((await listOf(owner, { page: 0 })).status).toBe(400);
  });
});
