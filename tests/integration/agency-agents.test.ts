import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/agency/agents/route";
import { GET as detail, PATCH as patch } from "@/app/api/agency/agents/[id]/route";
import { POST as invite } from "@/app/api/agency/agents/invitations/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { POST as search } from "@/app/api/hotels/search/route";
import { POST as acceptInvite } from "@/app/api/user/accept-invite/route";
import { POST as login } from "@/app/api/user/login/route";
import { GET as me } from "@/app/api/user/me/route";
import type { AgentDetail, AgentsResponse } from "@/lib/contract/agency-agents";
import { findAgency } from "@/lib/server/agency/agency";
import { canonicalOrigin } from "@/lib/server/agency/origin";
import { findUserByEmail } from "@/lib/server/auth/accounts";
import { registerAgentMails } from "@/lib/server/agents/invitations";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { drainOutbox } from "@/lib/server/mail/outbox";
import { reusedSessions, sessionCookie } from "../support/accounts";
import {
  bookingBody,
  cardToken,
  contact,
  createQuote,
  parisStay,
  placeBooking,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { startMailbox } from "../support/mailbox";

/**
 * The back office's Agents (issue 16): the staff list with sales, invitations by email and their
 * acceptance, role and access changes, disabling mid-session, and the permission of each call by
 * role and by agency. PostgreSQL runs share one database: every invited address is unique, and
 * list assertions filter by this run's own tag.
 */

const TAG = `tag${randomUUID().slice(0, 8)}`;
const PASSWORD = "Harbour-Lights-2031";
const session = reusedSessions();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner: string;
let admin: string;
let agent: string;
let sales: string;
let restricted: string;
let traveller: string;
let viajesOwner: string;
const ids: Record<string, string> = {};
/** The demo agency's canonical address, which its emails link to. */
let demoOrigin: string;

const emailOf = (name: string) => `${name}.${TAG}@agents.test`;

const listOf = (cookie: string, params: Record<string, string | number> = {}, host = DEMO) =>
  call(
    list as never,
    host,
    `/api/agency/agents?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    cookie ? { cookie } : {},
  );

const detailOf = (cookie: string, id: string, host = DEMO) =>
  send(detail as never, host, `/api/agency/agents/${id}`, {
    method: "GET",
    headers: cookie ? { cookie } : {},
    params: { id },
  });

const patchOf = (cookie: string, id: string, body: unknown, host = DEMO) =>
  send(patch as never, host, `/api/agency/agents/${id}`, {
    method: "PATCH",
    body,
    headers: cookie ? { cookie } : {},
    params: { id },
  });

const inviteOf = (cookie: string, body: unknown, host = DEMO) =>
  send(invite as never, host, "/api/agency/agents/invitations", {
    body,
    headers: cookie ? { cookie } : {},
  });

const whoAmI = (cookie: string, host = DEMO) =>
  send(me as never, host, "/api/user/me", { method: "GET", headers: { cookie } });

/** Sends the queued mail (this run's and any an earlier run left) to the test's mailbox. */
async function sendQueuedMail() {
  for (let r = await drainOutbox(); r.sent + r.failed > 0; r = await drainOutbox());
}

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  await sendQueuedMail();
  const mails = mailbox.received.filter((m) => JSON.stringify(m.to).includes(email));
  const mail = mails[mails.length - 1] ?? (await mailbox.waitFor(email, /invites you to join/));
  return tokenIn(mail.text ?? "");
}

/** The token of the `/invite` link of a mail's text, on the demo agency's canonical address. */
function tokenIn(text: string): string {
  const match = text.match(/(https?:\/\/[^/\s]+)\/invite\?token=([A-Za-z0-9_-]{43})\s/);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  expect(match[1]).toBe(demoOrigin);
  return match[2]!;
}

const accept = (token: string, password = PASSWORD, host = DEMO) =>
  send(acceptInvite as never, host, "/api/user/accept-invite", { body: { token, password } });

/** Invites a new agent as the owner, has them accept, and returns their id and session cookie. */
async function onboard(name: string, role = "TravelAgent", extra: Record<string, unknown> = {}) {
  const email = emailOf(name);
  const r = await inviteOf(owner, {
    email,
    firstName: name,
    lastName: TAG,
    role,
    isRestrictedAgent: false,
    ...extra,
  });
  expect(r.status).toBe(201);
  const accepted = await accept(await invitationToken(email));
  expect(accepted.status).toBe(200);
  const id = (r.body as unknown as AgentDetail).agent.id;
  ids[name] = id;
  return { id, email, cookie: sessionCookie(accepted.headers) };
}

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
  return row!;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  registerAgentMails();
  owner = await session(DEMO, "owner@horizon.test");
  admin = await session(DEMO, "admin@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  sales = await session(DEMO, "sales@horizon.test");
  restricted = await session(DEMO, "restricted@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  demoOrigin = await canonicalOrigin(demo);
  for (const [name, email] of [
    ["owner", "owner@horizon.test"],
    ["admin", "admin@horizon.test"],
    ["agent", "agent@horizon.test"],
    ["restricted", "restricted@horizon.test"],
    ["traveller", "traveller@horizon.test"],
  ] as const) {
    ids[name] = (await findUserByEmail(demo.id, email))!.id;
  }
}, 30_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  await mailbox.close();
});

describe("inviting an agent", () => {
  it("mails a link; the agent chooses a password, is signed in and works with the role given", async () => {
    const email = emailOf("nadia");
    const invited = await inviteOf(owner, {
      email: email.toUpperCase(),
      firstName: "Nadia",
      lastName: TAG,
      role: "SalesAgent",
      isRestrictedAgent: true,
    });
    expect(invited.status).toBe(201);
    const body = invited.body as unknown as AgentDetail;
    expect(body.agent).toMatchObject({
      email,
      role: "SalesAgent",
      status: "invited",
      isRestrictedAgent: true,
    });
    expect(body.invitedBy?.id).toBe(ids.owner);
    // No token in the answer, and none stored but as its hash.
    expect(JSON.stringify(invited.body)).not.toMatch(/token/i);

    await sendQueuedMail();
    const mail = await mailbox.waitFor(email, /Olivia Hart invites you to join Horizon Travel/);
    expect(mail.text).toContain("Hello Nadia,");
    expect(mail.html).toContain("Choose my password");
    const token = tokenIn(mail.text ?? "");
    const db = await getDb();
    const stored = await db
      .select({ hash: t.userTokens.tokenHash })
      .from(t.userTokens)
      .where(eq(t.userTokens.userId, body.agent.id));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    const queued = await db
      .select({ payload: t.outbox.payload })
      .from(t.outbox)
      .where(eq(t.outbox.kind, "agent.invite"));
    expect(JSON.stringify(queued)).not.toContain(token);

    // Signing in before choosing a password is refused like any wrong password.
    const early = await send(login, DEMO, "/api/user/login", {
      body: { email, password: PASSWORD },
    });
    expect(early.status).toBe(400);

    // A password the rules refuse leaves the link usable.
    const weak = await accept(token, "password");
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too common|at least 8/);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      userType: "SalesAgent",
      isRestrictedAgent: true,
      auth: { emailVerified: true, hasPassword: true },
    });
    expect(accepted.body).not.toHaveProperty("token");
    const cookie = sessionCookie(accepted.headers);
    expect(cookie).not.toBe("");
    const who = await whoAmI(cookie);
    expect((who.body.user as { personal_info: { email: string } }).personal_info.email).toBe(email);
    // The back office answers them as a sales agent: bookings yes, managing agents no.
    expect(
      (await call(agencyBookings as never, DEMO, "/api/agency/bookings", { cookie })).status,
    ).toBe(200);
    expect((await listOf(cookie)).status).toBe(403);
    const own = await detailOf(cookie, body.agent.id);
    expect(own.status).toBe(200);
    expect((own.body as unknown as AgentDetail).agent).toMatchObject({
      status: "active",
      isRestrictedAgent: true,
    });
    expect((own.body as unknown as AgentDetail).manageable).toBe(false);

    // Used once.
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
    // And the password works for signing in.
    const signedIn = await send(login, DEMO, "/api/user/login", {
      body: { email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
  });

  it("invites again someone who has not chosen a password: only the newest link works", async () => {
    const email = emailOf("olaf");
    const base = { email, firstName: "Olaf", lastName: TAG, role: "TravelAgent" };
    expect((await inviteOf(owner, base)).status).toBe(201);
    const first = await invitationToken(email);
    const again = await inviteOf(admin, { ...base, firstName: "Olav" });
    expect(again.status).toBe(200);
    expect((again.body as unknown as AgentDetail).agent.firstName).toBe("Olav");
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const stale = await accept(first);
    expect(stale.status).toBe(410);
    expect((await accept(second)).status).toBe(200);
    // Once accepted, the address has an account: a new invitation is a conflict.
    const late = await inviteOf(owner, base);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already has an account/);
  });

  it("refuses an address with an account, an expired link and a link that is not one", async () => {
    const existing = await inviteOf(owner, {
      email: "agent@horizon.test",
      firstName: "Copy",
      lastName: TAG,
      role: "TravelAgent",
    });
    expect(existing.status).toBe(409);
    expect((await rowOf(ids.agent!)).firstName).not.toBe("Copy");

    const email = emailOf("expiring");
    const r = await inviteOf(owner, {
      email,
      firstName: "Eve",
      lastName: TAG,
      role: "TravelAgent",
    });
    const token = await invitationToken(email);
    const db = await getDb();
    await db
      .update(t.userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.userTokens.userId, (r.body as unknown as AgentDetail).agent.id));
    const expired = await accept(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);

    const garbage = await accept("not-a-token");
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/not valid/);
    const unknown = await accept("A".repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("This invitation link is not valid.");
    // A demo invitation means nothing on another agency's site.
    const other = emailOf("elsewhere");
    await inviteOf(owner, { email: other, firstName: "Ana", lastName: TAG, role: "TravelAgent" });
    const demoToken = await invitationToken(other);
    expect((await accept(demoToken, PASSWORD, VIAJES)).status).toBe(400);
    expect((await accept(demoToken)).status).toBe(200);
  });

  it("answers malformed invitations with a 400 and creates nobody", async () => {
    const email = emailOf("malformed");
    const bad: unknown[] = [
      { email: "not-an-email", firstName: "A", lastName: "B", role: "TravelAgent" },
      { email, firstName: "", lastName: "B", role: "TravelAgent" },
      { email, firstName: "A", lastName: "B", role: "AgencyOwner" },
      { email, firstName: "A", lastName: "B", role: "Traveller" },
      { email, firstName: "A", lastName: "B", role: "TravelAgent", isRestrictedAgent: "yes" },
      { email, firstName: "A", lastName: "B", role: "TravelAgent", password: "x" },
      { email, firstName: "A", lastName: "B" },
      "[]",
    ];
    for (const body of bad) {
      const r = await inviteOf(owner, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe("string");
    }
    const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    expect(await findUserByEmail(demo.id, email)).toBeNull();
  });
});

describe("who may do what", () => {
  it("lets only owners and admins list agents and invite; travellers and visitors less", async () => {
    expect((await listOf(owner)).status).toBe(200);
    expect((await listOf(admin)).status).toBe(200);
    for (const cookie of [agent, sales, restricted, traveller]) {
      expect((await listOf(cookie)).status).toBe(403);
      const r = await inviteOf(cookie, {
        email: emailOf("nobody"),
        firstName: "No",
        lastName: "Body",
        role: "TravelAgent",
      });
      expect(r.status).toBe(403);
      expect(r.body.message).toMatch(/does not give you access to agents/);
    }
    expect((await listOf("")).status).toBe(401);
    expect((await inviteOf("", { email: emailOf("x") })).status).toBe(401);
    const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    expect(await findUserByEmail(demo.id, emailOf("nobody"))).toBeNull();
  });

  it("shows an agent their own record only, and a traveller nothing", async () => {
    const own = await detailOf(restricted, ids.restricted!);
    expect(own.status).toBe(200);
    expect((own.body as unknown as AgentDetail).agent.isRestrictedAgent).toBe(true);
    expect((await detailOf(restricted, ids.agent!)).status).toBe(404);
    expect((await detailOf(sales, ids.owner!)).status).toBe(404);
    expect((await detailOf(traveller, ids.traveller!)).status).toBe(404);
    expect((await detailOf(owner, ids.traveller!)).status).toBe(404);
    expect((await detailOf(owner, "not-a-uuid")).status).toBe(404);
    expect((await detailOf("", ids.agent!)).status).toBe(401);
    // The owner sees the restricted flag too.
    const seen = (await detailOf(owner, ids.restricted!)).body as unknown as AgentDetail;
    expect(seen.agent).toMatchObject({ isRestrictedAgent: true, role: "TravelAgent" });
    expect(seen.manageable).toBe(true);
  });

  it("refuses changes by agents, to oneself, to the owner, and Admin by anyone but the owner", async () => {
    const { id } = await onboard("pia");
    for (const cookie of [agent, sales, restricted]) {
      const r = await patchOf(cookie, id, { isRestrictedAgent: true });
      expect(r.status).toBe(403);
    }
    const self = await patchOf(owner, ids.owner!, { disabled: true });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("You cannot change or disable your own account.");
    const adminSelf = await patchOf(admin, ids.admin!, { role: "TravelAgent" });
    expect(adminSelf.status).toBe(403);
    const ownerByAdmin = await patchOf(admin, ids.owner!, { disabled: true });
    expect(ownerByAdmin.status).toBe(403);
    expect(ownerByAdmin.body.message).toMatch(/agency owner's account cannot be changed/);
    expect((await rowOf(ids.owner!)).disabledAt).toBeNull();

    const promote = await patchOf(admin, id, { role: "Admin" });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(
      "Only the agency owner can give or take away the Admin role.",
    );
    const inviteAdmin = await inviteOf(admin, {
      email: emailOf("would-be-admin"),
      firstName: "Wu",
      lastName: TAG,
      role: "Admin",
    });
    expect(inviteAdmin.status).toBe(403);
    expect((await rowOf(id)).userType).toBe("TravelAgent");

    const byOwner = await patchOf(owner, id, { role: "Admin" });
    expect(byOwner.status).toBe(200);
    expect((byOwner.body as unknown as AgentDetail).agent.role).toBe("Admin");
    // Nor may an admin take the role away again.
    expect((await patchOf(admin, id, { role: "SalesAgent" })).status).toBe(403);
    expect((await rowOf(id)).userType).toBe("Admin");
  });

  it("changes role, restricted flag and commission rate, and refuses bad input changing nothing", async () => {
    const { id, cookie } = await onboard("quinn");
    const r = await patchOf(admin, id, {
      role: "SalesAgent",
      isRestrictedAgent: true,
      commissionBps: 1250,
    });
    expect(r.status).toBe(200);
    expect((r.body as unknown as AgentDetail).agent).toMatchObject({
      role: "SalesAgent",
      isRestrictedAgent: true,
      commissionBps: 1250,
      effectiveCommissionBps: 1250,
    });
    // The agent's own record and profile say so at their next request.
    const profile = await whoAmI(cookie);
    expect(profile.body.user).toMatchObject({ userType: "SalesAgent", isRestrictedAgent: true });
    const back = await patchOf(owner, id, { commissionBps: null });
    expect((back.body as unknown as AgentDetail).agent.commissionBps).toBeNull();
    expect((back.body as unknown as AgentDetail).agent.effectiveCommissionBps).toBe(
      (back.body as unknown as AgentDetail).agencyCommissionBps,
    );

    const before = await rowOf(id);
    const bad: unknown[] = [
      {},
      { commissionBps: 10_001 },
      { commissionBps: -1 },
      { commissionBps: 12.5 },
      { role: "AgencyOwner" },
      { role: "Traveller" },
      { disabled: "yes" },
      { isRestrictedAgent: true, userType: "Admin" },
      "not json",
    ];
    for (const body of bad) {
      const res = await patchOf(owner, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const after = await rowOf(id);
    expect(after).toEqual(before);
  });
});

describe("disabling an agent", () => {
  it("refuses their next request at once, and lets them sign in again once enabled", async () => {
    const { id, email, cookie } = await onboard("rui");
    expect((await whoAmI(cookie)).body.user).not.toBeNull();
    expect(
      (await call(agencyBookings as never, DEMO, "/api/agency/bookings", { cookie })).status,
    ).toBe(200);

    const disabled = await patchOf(owner, id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect((disabled.body as unknown as AgentDetail).agent.status).toBe("disabled");

    const next = await call(agencyBookings as never, DEMO, "/api/agency/bookings", { cookie });
    expect(next.status).toBe(401);
    const db = await getDb();
    const live = await db
      .select({ revokedAt: t.sessions.revokedAt })
      .from(t.sessions)
      .where(eq(t.sessions.userId, id));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await send(login, DEMO, "/api/user/login", {
      body: { email, password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This account is disabled");
    expect(
      (
        (await listOf(owner, { q: TAG, status: "disabled" })).body as unknown as AgentsResponse
      ).rows.map((r) => r.id),
    ).toContain(id);

    const enabled = await patchOf(owner, id, { disabled: false });
    expect((enabled.body as unknown as AgentDetail).agent.status).toBe("active");
    // The old session stays ended; signing in again works.
    expect(
      (await call(agencyBookings as never, DEMO, "/api/agency/bookings", { cookie })).status,
    ).toBe(401);
    const again = await send(login, DEMO, "/api/user/login", {
      body: { email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    const fresh = sessionCookie(again.headers);
    expect(
      (await call(agencyBookings as never, DEMO, "/api/agency/bookings", { cookie: fresh })).status,
    ).toBe(200);
  });

  it("withdraws a pending invitation: its link no longer works", async () => {
    const email = emailOf("withdrawn");
    const r = await inviteOf(owner, {
      email,
      firstName: "Wim",
      lastName: TAG,
      role: "TravelAgent",
    });
    const token = await invitationToken(email);
    const id = (r.body as unknown as AgentDetail).agent.id;
    expect((await patchOf(owner, id, { disabled: true })).status).toBe(200);
    const refused = await accept(token);
    expect(refused.status).toBe(410);
    expect((await rowOf(id)).passwordHash).toBeNull();
    // And a disabled address cannot be invited back in silently.
    expect(
      (await inviteOf(owner, { email, firstName: "Wim", lastName: TAG, role: "TravelAgent" }))
        .status,
    ).toBe(409);
  });
});

describe("the list", () => {
  it("filters by name, role and status, sorts and pages on the server, with each agent's sales", async () => {
    // An agent of this run books a hotel; their sales count it, this month and overall.
    const { id, cookie } = await onboard("sofia");
    const stay = await parisStay(320);
    const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
    const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
    const offerId = hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
    const q = await createQuote(DEMO, { cookie }, offerId, stay);
    expect(q.status).toBe(201);
    const placed = await placeBooking(
      DEMO,
      { cookie },
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        contact: { ...contact, lastName: TAG },
      }),
    );
    expect(placed.status).toBe(201);
    const db = await getDb();
    const [booked] = await db
      .select({ totalUsd: t.bookings.totalUsd, agent: t.bookings.agentUserId })
      .from(t.bookings)
      .where(and(eq(t.bookings.reference, placed.body.reference as string)));
    expect(booked!.agent).toBe(id);

    const all = (await listOf(owner, { q: TAG })).body as unknown as AgentsResponse;
    const sofia = all.rows.find((r) => r.id === id)!;
    expect(sofia.sales).toEqual({
      bookingsMonth: 1,
      bookingsTotal: 1,
      salesMonthUsd: booked!.totalUsd,
      salesTotalUsd: booked!.totalUsd,
    });
    expect(all.rows.every((r) => r.lastName === TAG)).toBe(true);
    // Sorted by name by default: by last name (all this run's), then first name.
    const firsts = all.rows.map((r) => r.firstName.toLowerCase());
    expect(firsts).toEqual([...firsts].sort());
    // The single sale puts Sofia first when sorting by sales, descending.
    const bySales = (await listOf(owner, { q: TAG, sort: "salesTotal", dir: "desc" }))
      .body as unknown as AgentsResponse;
    expect(bySales.rows[0]!.id).toBe(id);

    const invited = (await listOf(owner, { q: TAG, status: "invited" }))
      .body as unknown as AgentsResponse;
    expect(invited.rows.length).toBeGreaterThan(0);
    expect(invited.rows.every((r) => r.status === "invited")).toBe(true);
    const salesAgents = (await listOf(owner, { q: TAG, role: "SalesAgent" }))
      .body as unknown as AgentsResponse;
    expect(salesAgents.rows.map((r) => r.firstName)).toContain("Nadia");
    expect(salesAgents.rows.every((r) => r.role === "SalesAgent")).toBe(true);

    const page1 = (await listOf(owner, { q: TAG, pageSize: 10 })).body as unknown as AgentsResponse;
    expect(page1.total).toBe(all.total);
    expect(page1.rows.length).toBe(Math.min(10, all.total));
    const beyond = (await listOf(owner, { q: TAG, page: 50, pageSize: 10 }))
      .body as unknown as AgentsResponse;
    expect(beyond.rows).toEqual([]);

    // The seeded staff are there, a traveller never is.
    const everyone = (await listOf(owner, { q: "horizon.test", pageSize: 100 }))
      .body as unknown as AgentsResponse;
    const emails = everyone.rows.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(["owner@horizon.test", "agent@horizon.test"]));
    expect(emails).not.toContain("traveller@horizon.test");
  });

  it("answers 400 for bad filters", async () => {
    const bad: Record<string, string | number>[] = [
      { pageSize: 7 },
      { page: 0 },
      { role: "Traveller" },
      { status: "gone" },
      { sort: "password" },
      { dir: "up" },
      { q: "x".repeat(101) },
    ];
    for (const params of bad) {
      const r = await listOf(owner, params);
      expect(r.status, JSON.stringify(params)).toBe(400);
    }
  });
});

describe("another agency", () => {
  it("finds none of these agents on any route", async () => {
    const other = (await listOf(viajesOwner, { q: TAG }, VIAJES)).body as unknown as AgentsResponse;
    expect(other.total).toBe(0);
    for (const id of [ids.agent!, ids.pia!, ids.owner!]) {
      expect((await detailOf(viajesOwner, id, VIAJES)).status).toBe(404);
      expect((await patchOf(viajesOwner, id, { disabled: true }, VIAJES)).status).toBe(404);
    }
    expect((await rowOf(ids.pia!)).disabledAt).toBeNull();
    // A demo session means nothing on the other agency's host.
    expect((await listOf(owner, {}, VIAJES)).status).toBe(401);
    // The same address may be invited by another agency: accounts are per agency.
    const shared = await inviteOf(
      viajesOwner,
      { email: emailOf("nadia"), firstName: "Nadia", lastName: TAG, role: "TravelAgent" },
      VIAJES,
    );
    expect(shared.status).toBe(201);
  });
});
