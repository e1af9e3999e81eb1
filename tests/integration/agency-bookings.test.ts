import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/agency/bookings/route";
import { GET as exportCsv } from "@/app/api/agency/bookings/export/route";
import { GET as notesOf, POST as addNote } from "@/app/api/agency/bookings/[reference]/notes/route";
import { POST as resend } from "@/app/api/agency/bookings/[reference]/resend/route";
import { POST as newClient } from "@/app/api/clients/route";
import type { AgencyBookingsResponse } from "@/lib/contract/agency-bookings";
import { POST as search } from "@/app/api/hotels/search/route";
import { findAgency } from "@/lib/server/agency/agency";
import { findUserByEmail } from "@/lib/server/auth/accounts";
import { agencyBookingsCsv } from "@/lib/server/bookings/agency-list";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  type Browser,
  cancelBooking,
  cardToken,
  contact,
  createQuote,
  parisStay,
  placeBooking,
  readBooking,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * The back office's bookings table and its CSV export (issue 16, Bookings). PostgreSQL runs share
 * one database with the other files' bookings: this file's bookings carry a lead surname of its
 * own, and each assertion filters by it.
 */

const SURNAME = `Ledger${randomUUID().slice(0, 8)}`;
const session = reusedSessions();
let owner: string;
let agent: string;
let restricted: string;
let traveller: string;
let clientId: string;
let agentId: string;
const references: string[] = [];

async function book(browser: Browser, from: number, extra: Record<string, unknown> = {}) {
  const stay = await parisStay(from);
  const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
  const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
  const offerId = hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
  const q = await createQuote(DEMO, browser, offerId, stay);
  expect(q.status).toBe(201);
  const placed = await placeBooking(
    DEMO,
    browser,
    bookingBody(q.body.id as string, await cardToken(DEMO), {
      contact: { ...contact, lastName: SURNAME },
      travellers: [{ firstName: "Ana", lastName: SURNAME, unit: 0 }],
      ...extra,
    }),
  );
  expect(placed.status).toBe(201);
  references.push(placed.body.reference as string);
  return placed.body.reference as string;
}

const listOf = async (cookie: string, params: Record<string, string | number>, host = DEMO) =>
  call(
    list as never,
    host,
    `/api/agency/bookings?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    cookie ? { cookie } : {},
  );

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  restricted = await session(DEMO, "restricted@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  const created = await send(newClient as never, DEMO, "/api/clients", {
    body: {
      firstName: "Clara",
      lastName: SURNAME,
      email: `${SURNAME.toLowerCase()}@example.com`,
    },
    headers: { cookie: agent },
  });
  expect(created.status).toBe(201);
  clientId = created.body.id as string;
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  agentId = (await findUserByEmail(demo.id, "agent@horizon.test"))!.id;
  // The agent books twice (once for the client), a traveller once; one of the agent's is cancelled.
  await book({ cookie: agent }, 300, { clientId });
  const cancelled = await book({ cookie: agent }, 305);
  await book({ cookie: traveller }, 310);
  expect((await cancelBooking(DEMO, cancelled, agent)).status).toBe(200);
}, 60_000);

describe("the agency's bookings table", () => {
  it("lists every booking of the search to the owner, with net and markup", async () => {
    const r = await listOf(owner, { q: SURNAME });
    expect(r.status).toBe(200);
    const body = r.body as unknown as AgencyBookingsResponse;
    expect(body.total).toBe(3);
    expect(body.showsNet).toBe(true);
    expect(body.rows.map((row) => row.reference).sort()).toEqual([...references].sort());
    for (const row of body.rows) {
      expect(row.product).toBe("hotels");
      expect(row.lead.name).toBe(`Ana ${SURNAME}`);
      expect(row.netUsd! + row.markupUsd!).toBeLessThanOrEqual(row.totalUsd);
      expect(row.markupUsd).toBeGreaterThan(0);
      expect(row.title.length).toBeGreaterThan(0);
    }
    // Newest first by default.
    const times = body.rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("filters by agent, client, status, product, travel and booking dates", async () => {
    const count = async (params: Record<string, string>) =>
      ((await listOf(owner, { q: SURNAME, ...params })).body as unknown as AgencyBookingsResponse)
        .total;
    expect(await count({ agentId })).toBe(2);
    expect(await count({ clientId })).toBe(1);
    expect(await count({ status: "cancelled" })).toBe(1);
    expect(await count({ status: "confirmed" })).toBe(2);
    expect(await count({ product: "flights" })).toBe(0);
    const stay = await parisStay(305);
    expect(await count({ travelFrom: stay.checkIn, travelTo: stay.checkIn })).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count({ bookedFrom: today, bookedTo: today })).toBe(3);
    expect(await count({ bookedTo: "2020-01-01" })).toBe(0);
    // The client and the agent are named in the rows.
    const forClient = (await listOf(owner, { q: SURNAME, clientId }))
      .body as unknown as AgencyBookingsResponse;
    expect(forClient.rows[0]!.client).toEqual({ id: clientId, name: `Clara ${SURNAME}` });
    expect(forClient.rows[0]!.agent?.id).toBe(agentId);
  });

  it("sorts and pages on the server", async () => {
    const asc = (await listOf(owner, { q: SURNAME, sort: "startsOn", dir: "asc" }))
      .body as unknown as AgencyBookingsResponse;
    const days = asc.rows.map((row) => row.startsOn);
    expect(days).toEqual([...days].sort());
    const page2 = (await listOf(owner, { q: SURNAME, sort: "startsOn", dir: "asc", pageSize: 10 }))
      .body as unknown as AgencyBookingsResponse;
    expect(page2.pageSize).toBe(10);
    const beyond = (await listOf(owner, { q: SURNAME, page: 2, pageSize: 10 }))
      .body as unknown as AgencyBookingsResponse;
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it("shows a restricted agent neither net nor markup, in the list or the export", async () => {
    const r = await listOf(restricted, { q: SURNAME });
    const body = r.body as unknown as AgencyBookingsResponse;
    expect(body.showsNet).toBe(false);
    expect(body.rows).toHaveLength(3);
    for (const row of body.rows) {
      expect(row).not.toHaveProperty("netUsd");
      expect(row).not.toHaveProperty("markupUsd");
    }
    const csv = await call(exportCsv as never, DEMO, `/api/agency/bookings/export?q=${SURNAME}`, {
      cookie: restricted,
    });
    expect(csv.status).toBe(200);
    const [header] = parse(String(csv.body), { bom: true }) as string[][];
    expect(header).not.toContain("Net (USD)");
    expect(header).not.toContain("Markup (USD)");
  });

  it("refuses travellers and visitors, and shows another agency none of them", async () => {
    expect((await listOf(traveller, { q: SURNAME })).status).toBe(403);
    expect((await listOf("", { q: SURNAME })).status).toBe(401);
    const exportByTraveller = await call(exportCsv as never, DEMO, "/api/agency/bookings/export", {
      cookie: traveller,
    });
    expect(exportByTraveller.status).toBe(403);
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    const other = (await listOf(viajesOwner, { q: SURNAME }, VIAJES))
      .body as unknown as AgencyBookingsResponse;
    expect(other.total).toBe(0);
    // Another agency's agent or client id selects nothing here either.
    expect(
      ((await listOf(viajesOwner, { agentId }, VIAJES)).body as unknown as AgencyBookingsResponse)
        .total,
    ).toBe(0);
  });

  it("answers 400 for bad filters", async () => {
    const bad: Record<string, string | number>[] = [
      { pageSize: 7 },
      { page: 0 },
      { status: "lost" },
      { product: "trains" },
      { bookedFrom: "2026-13-01" },
      { travelFrom: "2027-02-01", travelTo: "2027-01-01" },
      { agentId: "not-an-id" },
      { sort: "netUsd" },
      { q: "x".repeat(101) },
    ];
    for (const params of bad) {
      const r = await listOf(owner, params);
      expect(r.status, JSON.stringify(params)).toBe(400);
      expect(typeof r.body.message).toBe("string");
    }
  });
});

describe("the CSV export", () => {
  it("has a line for each filtered booking, with net and markup for the owner", async () => {
    const csv = await call(exportCsv as never, DEMO, `/api/agency/bookings/export?q=${SURNAME}`, {
      cookie: owner,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="bookings-/);
    const [header, ...lines] = parse(String(csv.body), { bom: true }) as string[][];
    expect(header).toContain("Net (USD)");
    expect(lines.map((l) => l[0]).sort()).toEqual([...references].sort());
    const cancelledOnly = await call(
      exportCsv as never,
      DEMO,
      `/api/agency/bookings/export?q=${SURNAME}&status=cancelled`,
      { cookie: owner },
    );
    expect((parse(String(cancelledOnly.body), { bom: true }) as string[][]).length).toBe(2);
  });

  it("reads in batches without losing or repeating a booking, even at the same instant", async () => {
    const db = await getDb();
    // Two bookings at one instant, to the microsecond: the batches must split them by id.
    await db
      .update(t.bookings)
      .set({ createdAt: sql`'2026-11-20 10:00:00.123456+00'::timestamptz` })
      .where(inArray(t.bookings.reference, references.slice(0, 2)));
    const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    const user = (await findUserByEmail(demo.id, "owner@horizon.test"))!;
    const stream = agencyBookingsCsv(demo, user, { q: SURNAME }, 1);
    const text = await new Response(stream).text();
    const [, ...lines] = parse(text, { bom: true }) as string[][];
    expect(lines.map((l) => l[0]).sort()).toEqual([...references].sort());
    const [first] = await db
      .select({ id: t.bookings.id })
      .from(t.bookings)
      .where(eq(t.bookings.reference, references[0]!));
    expect(first).toBeDefined();
  });
});

describe("a booking's back-office actions", () => {
  const notesPath = (reference: string) => `/api/agency/bookings/${reference}/notes`;
  const noteBy = (cookie: string, reference: string, body: unknown, host = DEMO) =>
    send(addNote as never, host, notesPath(reference), {
      body,
      headers: { cookie },
      params: { reference },
    });
  const readNotes = (cookie: string, reference: string, host = DEMO) =>
    send(notesOf as never, host, notesPath(reference), {
      method: "GET",
      headers: { cookie },
      params: { reference },
    });
  const resendBy = (cookie: string, reference: string, host = DEMO) =>
    send(resend as never, host, `/api/agency/bookings/${reference}/resend`, {
      headers: { cookie },
      params: { reference },
    });
  const resentMails = async (reference: string) => {
    const db = await getDb();
    return db
      .select()
      .from(t.outbox)
      .where(
        sql`${t.outbox.payload}->>'reference' = ${reference} AND ${t.outbox.payload}->>'resent' = 'true'`,
      );
  };

  it("keeps staff notes in order, signed, for staff only", async () => {
    const reference = references[2]!;
    const first = await noteBy(agent, reference, { body: "Asked for a late check-in." });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: "Asked for a late check-in.",
      author: { id: agentId },
    });
    expect((await noteBy(owner, reference, { body: "  Called the hotel.  " })).status).toBe(201);
    const read = await readNotes(restricted, reference);
    expect(read.status).toBe(200);
    expect((read.body.notes as { body: string }[]).map((n) => n.body)).toEqual([
      "Asked for a late check-in.",
      "Called the hotel.",
    ]);
    // The traveller's own booking view never carries them.
    expect(JSON.stringify((await readBooking(DEMO, reference, traveller)).body)).not.toContain(
      "late check-in",
    );
    expect((await readNotes(traveller, reference)).status).toBe(403);
    expect((await noteBy(traveller, reference, { body: "Mine" })).status).toBe(403);
  });

  it("refuses an empty, too long or malformed note, and another agency's booking, adding nothing", async () => {
    const reference = references[2]!;
    const before = (await readNotes(owner, reference)).body.notes as unknown[];
    for (const body of [{ body: "   " }, { body: "x".repeat(2001) }, { text: "hi" }, "not json"]) {
      expect((await noteBy(owner, reference, body)).status).toBe(400);
    }
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    expect((await noteBy(viajesOwner, reference, { body: "Not ours" }, VIAJES)).status).toBe(404);
    expect((await readNotes(viajesOwner, reference, VIAJES)).status).toBe(404);
    expect((await noteBy(owner, "ZZZZZZZZ", { body: "Nobody's" })).status).toBe(404);
    expect((await readNotes(owner, reference)).body.notes).toHaveLength(before.length);
  });

  it("sends the confirmation again once a minute, the cancellation of a cancelled one", async () => {
    const confirmed = references[0]!;
    const cancelled = references[1]!;
    const [a, b] = await Promise.all([resendBy(agent, confirmed), resendBy(agent, confirmed)]);
    expect([a.status, b.status].sort()).toEqual([202, 429]);
    expect((a.status === 202 ? a : b).body).toEqual({ kind: "booking.confirmed" });
    expect(await resentMails(confirmed)).toHaveLength(1);
    const again = await resendBy(owner, cancelled);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ kind: "booking.cancelled" });
    expect((await resendBy(traveller, confirmed)).status).toBe(403);
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    expect((await resendBy(viajesOwner, confirmed, VIAJES)).status).toBe(404);
    expect(await resentMails(confirmed)).toHaveLength(1);
  });
});
