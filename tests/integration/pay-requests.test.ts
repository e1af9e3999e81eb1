import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createClient } from "@/app/api/agency/clients/route";
import { GET as list, POST as create } from "@/app/api/agency/pay-requests/route";
import { GET as readOne, PATCH as patchOne } from "@/app/api/agency/pay-requests/[id]/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import { GET as payPage, POST as pay } from "@/app/api/pay/[token]/route";
import type { PayRequestRow, PayRequestsResponse } from "@/lib/contract/pay-requests";
import { findAgency } from "@/lib/server/agency/agency";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { armFault, disarmFaults } from "@/lib/server/faults/faults";
import { canonicalOrigin } from "@/lib/server/agency/origin";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { drainOutbox } from "@/lib/server/mail/outbox";
import { registerPayRequestMails } from "@/lib/server/pay-requests/pay-requests";
import { gatewayFor } from "@/lib/server/payments/gateways";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  CARDS,
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
 * Pay (issue 16): an agent asks a client for a payment, the client is mailed a link, and pays it
 * on the agency's site with a card through the agency's gateway, once. PostgreSQL runs share one
 * database: every client here is this run's own.
 */

const RUN = randomUUID().slice(0, 8);
const SURNAME = `Pagador${RUN}`;
const session = reusedSessions();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner: string;
let agent: string;
let traveller: string;
let viajesOwner: string;
let demoOrigin: string;

const base = "/api/agency/pay-requests";
const email = (name: string) => `${name.toLowerCase()}.${RUN}@example.com`;

const post = (cookie: string, body: unknown, host = DEMO) =>
  send(create as never, host, base, { body, headers: cookie ? { cookie } : {} });
const listOf = (cookie: string, params: Record<string, string> = {}, host = DEMO) =>
  call(list as never, host, `${base}?${new URLSearchParams(params)}`, cookie ? { cookie } : {});
const readRequest = (cookie: string, id: string, host = DEMO) =>
  send(readOne as never, host, `${base}/${id}`, {
    method: "GET",
    headers: { cookie },
    params: { id },
  });
const cancel = (cookie: string, id: string, body: unknown = { status: "cancelled" }, host = DEMO) =>
  send(patchOne as never, host, `${base}/${id}`, {
    method: "PATCH",
    body,
    headers: { cookie },
    params: { id },
  });
const view = (token: string, host = DEMO) =>
  send(payPage as never, host, `/api/pay/${token}`, { method: "GET", params: { token } });
const payWith = (token: string, card: string, key = randomUUID(), host = DEMO) =>
  send(pay as never, host, `/api/pay/${token}`, {
    body: { token: card },
    headers: { "idempotency-key": key },
    params: { token },
  });

async function newClient(name: string): Promise<string> {
  const r = await send(createClient as never, DEMO, "/api/agency/clients", {
    body: { firstName: name, lastName: SURNAME, email: email(name) },
    headers: { cookie: agent },
  });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

/** Sends the queued mail, then the token of the newest pay link mailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  for (let r = await drainOutbox(); r.sent + r.failed > 0; r = await drainOutbox());
  const mails = mailbox.received.filter((m) => JSON.stringify(m.to).includes(to));
  const mail = mails[mails.length - 1] ?? (await mailbox.waitFor(to, /asks you to pay/));
  const match = (mail.text ?? "").match(/(https?:\/\/[^/\s]+)\/pay\/([A-Za-z0-9_-]{43})\s/);
  if (!match) throw new Error(`no pay link in: ${mail.text}`);
  expect(match[1]).toBe(demoOrigin);
  return match[2]!;
}

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(t.paymentRequests).where(eq(t.paymentRequests.id, id));
  return row!;
}

async function requestFrom(name: string, extra: Record<string, unknown> = {}) {
  const clientId = await newClient(name);
  const r = await post(agent, {
    clientId,
    amountMinor: 12_345,
    currency: "EUR",
    description: `Deposit ${RUN}`,
    ...extra,
  });
  expect(r.status).toBe(201);
  const created = r.body as unknown as PayRequestRow;
  return { clientId, created, token: await linkTokenFor(email(name)) };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  registerPayRequestMails();
  owner = await session(DEMO, "owner@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  demoOrigin = await canonicalOrigin((await findAgency({ kind: "subdomain", key: "demo" }))!);
}, 30_000);

afterEach(() => disarmFaults());

afterAll(async () => {
  delete process.env.SMTP_URL;
  await mailbox.close();
});

describe("requesting a payment", () => {
  it("mails the client a link to pay, and stores only the link's hash", async () => {
    const clientId = await newClient("Marta");
    const r = await post(agent, {
      clientId,
      amountMinor: 25_000,
      currency: "EUR",
      description: `Balance of the Lisbon trip ${RUN}`,
    });
    expect(r.status).toBe(201);
    const created = r.body as unknown as PayRequestRow;
    expect(created).toMatchObject({
      status: "pending",
      client: { id: clientId, email: email("Marta") },
      amount: { amountMinor: 25_000, currency: "EUR" },
      bookingReference: null,
      paidAt: null,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/token/i);
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    for (let d = await drainOutbox(); d.sent + d.failed > 0; d = await drainOutbox());
    const mail = await mailbox.waitFor(email("Marta"), /Horizon Travel asks you to pay €250\.00/);
    expect(mail.text).toContain("Hello Marta,");
    expect(mail.text).toContain(`Balance of the Lisbon trip ${RUN}`);
    expect(mail.html).toContain("Pay now");
    const token = (mail.text ?? "").match(/\/pay\/([A-Za-z0-9_-]{43})\s/)![1]!;
    const row = await rowOf(created.id);
    expect(row.tokenHash).not.toContain(token);

    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      agency: "Horizon Travel",
      amount: { amountMinor: 25_000, currency: "EUR" },
      description: `Balance of the Lisbon trip ${RUN}`,
    });
    const listed = (await listOf(owner, { clientId })).body as unknown as PayRequestsResponse;
    expect(listed.rows.map((x) => x.id)).toEqual([created.id]);
  });

  it("names one of the client's own bookings, and only one of them", async () => {
    const clientId = await newClient("Bruno");
    const stay = await parisStay(330);
    const found = await send(hotelSearch, DEMO, "/api/hotels/search", { body: stay });
    const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
    const offerId = hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
    const q = await createQuote(DEMO, { cookie: agent }, offerId, stay);
    const placed = await placeBooking(
      DEMO,
      { cookie: agent },
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        contact: { ...contact, lastName: SURNAME },
        travellers: [{ firstName: "Bruno", lastName: SURNAME, unit: 0 }],
        clientId,
      }),
    );
    expect(placed.status).toBe(201);
    const reference = placed.body.reference as string;
    const body = { clientId, amountMinor: 5_000, currency: "EUR", description: "Transfer" };
    const r = await post(agent, { ...body, bookingReference: reference });
    expect(r.status).toBe(201);
    expect((r.body as unknown as PayRequestRow).bookingReference).toBe(reference);
    const row = await rowOf(r.body.id as string);
    expect(row.bookingId).not.toBeNull();

    // Another client's booking is refused.
    const other = await newClient("Clara");
    const refused = await post(agent, { ...body, clientId: other, bookingReference: reference });
    expect(refused.status).toBe(400);
  });

  it("refuses bad bodies and writes nothing", async () => {
    const clientId = await newClient("Dora");
    const good = { clientId, amountMinor: 1_000, currency: "EUR", description: "Deposit" };
    const db = await getDb();
    const before = await db
      .select()
      .from(t.paymentRequests)
      .where(eq(t.paymentRequests.clientId, clientId));
    for (const bad of [
      { ...good, amountMinor: 0 },
      { ...good, amountMinor: -5 },
      { ...good, amountMinor: 12.5 },
      { ...good, amountMinor: 5_000_001 },
      { ...good, currency: "eur" },
      { ...good, currency: "XXX" },
      { ...good, description: " " },
      { ...good, description: "x".repeat(201) },
      { ...good, clientId: "not-an-id" },
      { ...good, extra: true },
      { ...good, bookingReference: "NOPE-123" },
    ]) {
      const r = await post(agent, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(agent, "{not json")).status).toBe(400);
    const after = await db
      .select()
      .from(t.paymentRequests)
      .where(eq(t.paymentRequests.clientId, clientId));
    expect(after).toEqual(before);
  });

  it("is for the agency's agents, about the agency's own clients", async () => {
    const clientId = await newClient("Elena");
    const body = { clientId, amountMinor: 1_000, currency: "EUR", description: "Deposit" };
    expect((await post("", body)).status).toBe(401);
    expect((await post(traveller, body)).status).toBe(403);
    // Another agency's agent names this client: not one of theirs.
    expect((await post(viajesOwner, body, VIAJES)).status).toBe(404);
    expect((await listOf(traveller)).status).toBe(403);
  });
});

describe("paying by the link", () => {
  it("charges the sandbox card once and shows the request paid", async () => {
    const { clientId, created, token } = await requestFrom("Fabio");
    const key = randomUUID();
    const card = await cardToken(DEMO, CARDS.success);
    const paid = await payWith(token, card, key);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: "paid",
      amount: { amountMinor: 12_345, currency: "EUR" },
    });
    // The same call again answers the same, and charges nothing more.
    const replay = await payWith(token, card, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(paid.body);

    const row = await rowOf(created.id);
    expect(row.status).toBe("paid");
    expect(row.gateway).toBe("sandbox");
    expect(row.paymentRef).toMatch(/^pay_/);
    expect(row.paidAt).not.toBeNull();
    const db = await getDb();
    const charges = await db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.reference, `pay-${created.id}`));
    expect(charges.filter((c) => c.status === "captured")).toHaveLength(1);

    // Paid: the link is used up, another key is refused, and the back office shows it paid.
    expect((await view(token)).status).toBe(410);
    const again = await payWith(token, await cardToken(DEMO, CARDS.success));
    expect(again.status).toBe(410);
    const listed = (await listOf(agent, { clientId })).body as unknown as PayRequestsResponse;
    expect(listed.rows[0]).toMatchObject({ id: created.id, status: "paid" });
    expect(listed.rows[0]!.paidAt).not.toBeNull();
    const paidOnly = (await listOf(agent, { status: "paid" }))
      .body as unknown as PayRequestsResponse;
    expect(paidOnly.rows.every((r) => r.status === "paid")).toBe(true);
    // A paid request is not cancelled.
    expect((await cancel(agent, created.id)).status).toBe(409);
  });

  it("charges once when two payments of it arrive together", async () => {
    const { created, token } = await requestFrom("Gil");
    const [a, b] = await Promise.all([
      payWith(token, await cardToken(DEMO, CARDS.success)),
      payWith(token, await cardToken(DEMO, CARDS.success)),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([409, 410]).toContain(statuses[1]);
    const db = await getDb();
    const charges = await db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.reference, `pay-${created.id}`));
    expect(charges.filter((c) => c.status === "captured")).toHaveLength(1);
    expect((await rowOf(created.id)).status).toBe("paid");
  });

  /** Pays with a process that stops after the card is authorised, before the capture. */
  async function payAndStop(token: string) {
    armFault("gateway.capture", "crash-before");
    const stopped = await payWith(token, await cardToken(DEMO, CARDS.success));
    expect(stopped.status).toBe(500);
  }

  async function chargesOf(requestId: string) {
    const db = await getDb();
    const ours = await db.select().from(t.payments).where(eq(t.payments.subject, requestId));
    const atGateway = await db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.reference, `pay-${requestId}`));
    return { ours, atGateway };
  }

  const aLittleLater = () => reconcile({ now: new Date(Date.now() + 2 * 60_000) });

  it("finishes a payment a stopped process left authorised, without charging the next card", async () => {
    const { created, token } = await requestFrom("Kiko");
    await payAndStop(token);
    // Two payers at once meanwhile: the payment under way holds the request; no card is charged.
    const [a, b] = await Promise.all([
      payWith(token, await cardToken(DEMO, CARDS.success)),
      payWith(token, await cardToken(DEMO, CARDS.success)),
    ]);
    expect([a.status, b.status]).toEqual([409, 409]);
    expect((await rowOf(created.id)).status).toBe("pending");

    await aLittleLater();
    const { ours, atGateway } = await chargesOf(created.id);
    const held = ours.find((p) => p.status === "captured")!;
    expect(await rowOf(created.id)).toMatchObject({ status: "paid", paymentRef: held.gatewayRef });
    // The held payment was captured once; neither new card was authorised.
    expect(atGateway.map((c) => c.status)).toEqual(["captured"]);
    expect((await payWith(token, await cardToken(DEMO, CARDS.success))).status).toBe(410);
  });

  it("is settled by the reconciliation job when no payer comes back", async () => {
    const captured = await requestFrom("Nilo");
    await payAndStop(captured.token);
    // Another payment the gateway released meanwhile (the hold lapsed, or by hand).
    const released = await requestFrom("Olga");
    await payAndStop(released.token);
    const agency = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    const gateway = await gatewayFor(agency.id);
    const [voided] = (await chargesOf(released.created.id)).atGateway;
    await gateway.void(voided!.id, `test-void-${released.created.id}`);

    await aLittleLater();

    // Held: captured once, and the request is paid with that payment.
    const taken = await chargesOf(captured.created.id);
    expect(await rowOf(captured.created.id)).toMatchObject({
      status: "paid",
      paymentRef: taken.ours[0]!.gatewayRef,
    });
    expect(taken.atGateway.map((c) => c.status)).toEqual(["captured"]);
    expect((await readRequest(agent, captured.created.id)).body).toMatchObject({ status: "paid" });
    // Released by the gateway: nothing was taken, and the link can be paid again.
    expect((await chargesOf(released.created.id)).ours.map((p) => p.status)).toEqual(["voided"]);
    expect(await rowOf(released.created.id)).toMatchObject({ status: "pending", paymentRef: null });
    expect((await payWith(released.token, await cardToken(DEMO, CARDS.success))).status).toBe(200);
  });

  it("answers 409 while a recent payment is under way, and never withdraws it", async () => {
    const { created, token } = await requestFrom("Lara");
    await payAndStop(token);
    const [under] = (await chargesOf(created.id)).ours;
    const mark = `charge:${under!.id}`;
    // The job leaves a payment under way for a minute to its process.
    await reconcile();
    expect((await payWith(token, await cardToken(DEMO, CARDS.success))).status).toBe(409);
    expect((await cancel(agent, created.id)).status).toBe(409);
    expect(await rowOf(created.id)).toMatchObject({ status: "pending", paymentRef: mark });
    await aLittleLater();
    expect((await rowOf(created.id)).status).toBe("paid");
  });

  it("keeps a declined request pending and says why", async () => {
    const { created, token } = await requestFrom("Hugo");
    const declined = await payWith(token, await cardToken(DEMO, CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: "cardDeclined",
      message: "Your card was declined.",
    });
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ status: "pending", paymentRef: null, paidAt: null });
    // Another card then pays it.
    expect((await payWith(token, await cardToken(DEMO, CARDS.success))).status).toBe(200);
  });

  it("refuses unknown, cancelled and expired links, and another agency's host", async () => {
    const { created, token } = await requestFrom("Ines");
    // The token of agency A on agency B's site is unknown there.
    expect((await view(token, VIAJES)).status).toBe(404);
    expect((await payWith(token, await cardToken(VIAJES), randomUUID(), VIAJES)).status).toBe(404);
    expect((await view("x".repeat(43))).status).toBe(404);
    expect((await view("short")).status).toBe(404);
    // Without an Idempotency-Key, or with a bad body: 400, nothing charged.
    const noKey = await send(pay as never, DEMO, `/api/pay/${token}`, {
      body: { token: "tok" },
      params: { token },
    });
    expect(noKey.status).toBe(400);
    expect((await payWith(token, "")).status).toBe(400);
    expect((await rowOf(created.id)).status).toBe("pending");

    // Another agency cannot read or cancel it.
    expect((await readRequest(viajesOwner, created.id, VIAJES)).status).toBe(404);
    expect((await cancel(viajesOwner, created.id, undefined, VIAJES)).status).toBe(404);
    expect((await cancel(agent, created.id, { status: "paid" })).status).toBe(400);
    expect((await cancel(agent, randomUUID())).status).toBe(404);

    const cancelled = await cancel(agent, created.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    expect((await view(token)).status).toBe(410);
    expect((await payWith(token, await cardToken(DEMO))).status).toBe(410);
    expect((await cancel(agent, created.id)).status).toBe(409);

    const late = await requestFrom("Jorge");
    const db = await getDb();
    await db
      .update(t.paymentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.paymentRequests.id, late.created.id));
    expect((await view(late.token)).status).toBe(410);
    const expired = await payWith(late.token, await cardToken(DEMO));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    const shown = (await readRequest(agent, late.created.id)).body as unknown as PayRequestRow;
    expect(shown.status).toBe("expired");
  });
});
