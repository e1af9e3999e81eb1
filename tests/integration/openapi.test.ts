import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as document } from "@/app/api/openapi.json/route";
import { POST as book } from "@/app/api/bookings/route";
import { POST as challenge } from "@/app/api/payments/sandbox/challenge/[id]/route";
import { POST as quotes } from "@/app/api/checkout/quotes/route";
import { POST as newPayRequest } from "@/app/api/agency/pay-requests/route";
import { GET as availability } from "@/app/api/resort/v2/properties/availability/route";
import { findAgency } from "@/lib/server/agency/agency";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { issueUserToken } from "@/lib/server/auth/user-tokens";
import { getDb } from "@/lib/server/db/client";
import {
  bookings,
  clients as clientsTable,
  commissionEntries,
  paymentRequests,
} from "@/lib/server/db/schema";
import { hashToken, randomToken } from "@/lib/server/auth/tokens";
import { proposalToken } from "@/lib/server/proposals/links";
import { cookieOf } from "../support/accounts";
import { CARDS, cardToken, inDays } from "../support/booking";
import { cruiseBookingBody } from "../support/cruises";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";
import { HANDLERS, OWNER_ONLY, SEGMENT, TRAVELLER_ONLY } from "../support/openapi-calls";

/**
 * The demo agency's client with the seeded traveller's email (made once, kept): a client whose
 * traveller account's reward wallet the owner may switch.
 */
async function travellerClientId(): Promise<string> {
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  const db = await getDb();
  const values = { agencyId: demo.id, firstName: "Tara", lastName: "Lopez" };
  await db
    .insert(clientsTable)
    .values({ ...values, email: "traveller@horizon.test" })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: clientsTable.id })
    .from(clientsTable)
    .where(
      and(eq(clientsTable.agencyId, demo.id), eq(clientsTable.email, "traveller@horizon.test")),
    );
  return row!.id;
}

/**
 * A pay link's token for the payment request `id`, made as the request mail's renderer makes it
 * (only its hash is kept, and the mail carries the token).
 */
async function payLinkToken(id: string): Promise<string> {
  const token = randomToken();
  const db = await getDb();
  await db
    .update(paymentRequests)
    .set({ tokenHash: hashToken(token) })
    .where(eq(paymentRequests.id, id));
  return token;
}

interface Op {
  parameters?: { name: string; in: string; example?: string }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Op>> };

/** The documented JSON example of a call, with `values` standing for its placeholders. */
function exampleOf(doc: Doc, key: string, values: Record<string, string> = {}): unknown {
  const [method, path] = key.split(" ") as [string, string];
  const example = doc.paths[path]![method]!.requestBody!.content["application/json"]!.example;
  const filled = JSON.stringify(example).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
  return JSON.parse(filled);
}

/** A booking made as the examples make theirs, in US dollars, paid with the card `number`. */
async function exampleBooking(doc: Doc, cookie: string, number: string) {
  const q = await send(quotes, DEMO, "/api/checkout/quotes", {
    body: { ...(exampleOf(doc, "post /api/checkout/quotes") as object), currency: "USD" },
    headers: { cookie },
  });
  expect(q.status).toBe(201);
  const values = { quoteId: q.body.id as string, token: await cardToken(DEMO, number) };
  return send(book, DEMO, "/api/bookings", {
    body: exampleOf(doc, "post /api/bookings", values),
    headers: { cookie, "idempotency-key": randomUUID() },
  });
}

/** A cruise booked on a deposit (a quarter paid) by `cookie`'s agent: its reference. */
async function depositSale(cookie: string): Promise<string> {
  const query = { departFrom: inDays(470), departTo: inDays(485), adults: 2 };
  const [sailing] = await supplierFor("cruise").search(query);
  const q = await send(quotes, DEMO, "/api/checkout/quotes", {
    body: { product: "cruise", offerId: sailing!.offers[0]!.offerId, query, currency: "USD" },
    headers: { cookie },
  });
  expect(q.status).toBe(201);
  const r = await send(book, DEMO, "/api/bookings", {
    body: cruiseBookingBody(q.body, await cardToken(DEMO)),
    headers: { cookie, "idempotency-key": randomUUID() },
  });
  expect(r.body.balance).not.toBeNull();
  return r.body.reference as string;
}

/**
 * A quote of the unit the resort availability example finds first, for its stay: what the
 * hold-check and release examples name by its id.
 */
async function resortQuote(doc: Doc, cookie: string): Promise<string> {
  const example = Object.fromEntries(
    doc.paths["/api/resort/v2/properties/availability"]!.get!.parameters!.flatMap((p) =>
      p.example === undefined ? [] : [[p.name, p.example]],
    ),
  );
  const found = await send(
    availability as never,
    DEMO,
    `/api/resort/v2/properties/availability?${new URLSearchParams(example)}`,
    {
      method: "GET",
    },
  );
  expect(found.status).toBe(200);
  const body = found.body as {
    property: { destinationId: string };
    units: { offerId: string; available: boolean }[];
  };
  const query = {
    regionId: body.property.destinationId,
    checkIn: example.checkIn,
    checkOut: example.checkOut,
    units: Number(example.units),
    adults: Number(example.adults),
  };
  const q = await send(quotes, DEMO, "/api/checkout/quotes", {
    body: {
      product: "resort",
      offerId: body.units.find((u) => u.available)!.offerId,
      query,
      currency: "USD",
    },
    headers: { cookie },
  });
  expect(q.status).toBe(201);
  return q.body.id as string;
}

/**
 * A booking whose card asked for 3-D Secure (202 `requires_action`), and whose challenge the
 * traveller then approved on the bank's page: what POST …/complete finishes.
 */
async function approvedChallenge(doc: Doc, cookie: string): Promise<string> {
  const r = await exampleBooking(doc, cookie, CARDS.challenge);
  expect([r.status, r.body.status]).toEqual([202, "requires_action"]);
  expect(Object.keys(doc.paths["/api/bookings"]!.post!.responses)).toContain("202");
  const id = new URL(r.body.challengeUrl as string, `http://${DEMO}`).pathname.split("/").pop()!;
  const approved = await send(challenge, DEMO, `/api/payments/sandbox/challenge/${id}`, {
    params: { id },
    body: "outcome=approve",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(approved.status).toBe(303);
  return r.body.reference as string;
}

/**
 * The agent of `cookie`, with the commission of a new booking of theirs whose trip has ended (it
 * became payable yesterday): someone a payout pays. The documented booking was cancelled by then.
 */
async function payableAgent(doc: Doc, cookie: string): Promise<string> {
  const r = await exampleBooking(doc, cookie, CARDS.success);
  expect(r.status).toBe(201);
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  const db = await getDb();
  const booked = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.agencyId, demo.id), eq(bookings.reference, r.body.reference as string)));
  const [entry] = await db
    .update(commissionEntries)
    .set({ payableOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) })
    .where(and(eq(commissionEntries.kind, "agent"), inArray(commissionEntries.bookingId, booked)))
    .returning({ agent: commissionEntries.agentUserId });
  return entry!.agent!;
}

/** The first bytes of a file each documented file type answers with. */
const MAGIC: Record<string, string> = {
  "application/pdf": "%PDF-",
  "text/calendar": "BEGIN:VCALENDAR",
};

describe("GET /api/openapi.json", () => {
  it("describes every call, and each example runs as it is against the demo agency", async () => {
    const doc = (await (await document()).json()) as Doc;
    expect(doc.openapi).toBe("3.1.0");
    const cookie = await cookieOf(DEMO, "agent@horizon.test");
    const ownerCookie = await cookieOf(DEMO, "owner@horizon.test");
    const travellerCookie = await cookieOf(DEMO, "traveller@horizon.test");
    const found: Record<string, string> = {};
    const ran: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method} ${path}`;
        const handler = HANDLERS[key];
        expect(handler, `a handler for ${key}`).toBeDefined();
        // What stands for a placeholder in this call only.
        const here: Record<string, string> = {};
        // A client with a traveller account, for the reward wallet's switch.
        if (key === "put /api/agency/clients/{clientId}/reward-wallet") {
          found.clientId = await travellerClientId();
        }
        // The documented request was withdrawn: the link is that of another one, as mailed.
        if (key === "get /api/pay/{payToken}") {
          const r = await send(newPayRequest, DEMO, "/api/agency/pay-requests", {
            body: exampleOf(doc, "post /api/agency/pay-requests", found),
            headers: { cookie },
          });
          expect(r.status).toBe(201);
          found.payToken = await payLinkToken(r.body.id as string);
        }
        // The documented booking was paid without a challenge: completing one needs one that had.
        if (key === "post /api/bookings/{reference}/complete") {
          here.reference = await approvedChallenge(doc, cookie);
        }
        // Leaving a checkout gives its hold back: the traveller's quote of their own, not the one
        // the booking example pays (the agent's new quote of that offer would replace it).
        if (key === "delete /api/checkout/quotes/{quoteId}") {
          const q = await send(quotes, DEMO, "/api/checkout/quotes", {
            body: { ...(exampleOf(doc, "post /api/checkout/quotes") as object), currency: "USD" },
            headers: { cookie: travellerCookie },
          });
          expect(q.status).toBe(201);
          here.quoteId = q.body.id as string;
        }
        // A held resort itinerary is a resort quote: the traveller's, of the documented stay.
        if (key === "get /api/resort/v2/properties/hold-check") {
          found.resortQuoteId = await resortQuote(doc, travellerCookie);
        }
        if (key === "post /api/agency/commissions/payouts") {
          found.payeeId = await payableAgent(doc, cookie);
        }
        // The documented booking is a hotel's, paid in full: a balance is a deposit sale's.
        if (key === "post /api/bookings/{reference}/balance") {
          here.reference = await depositSale(cookie);
        }
        if (key === "delete /api/agency/proposals/{proposalId}/options/{optionId}") {
          here.optionId = found.addedOptionId!;
        }
        const csv = op.requestBody?.content["text/csv"];
        const example = (csv ?? op.requestBody?.content["application/json"])?.example;
        // A card token is spent once: every call that pays gets a new one.
        if (JSON.stringify(example ?? "").includes("{cardToken}")) {
          found.cardToken = await cardToken(DEMO);
        }
        const values = { ...found, ...here };
        const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
        const query = new URLSearchParams(
          (op.parameters ?? [])
            .filter((p) => p.in === "query" && p.example)
            .map((p) => [p.name, fill(p.example!)]),
        );
        const params = Object.fromEntries(
          [...path.matchAll(/\{(\w+)\}/g)].map((m) => [SEGMENT[m[1]!] ?? m[1]!, values[m[1]!]!]),
        );
        const r = await send(handler!, DEMO, `${fill(path)}${query.size ? `?${query}` : ""}`, {
          method: method.toUpperCase(),
          body: example === undefined ? undefined : JSON.parse(fill(JSON.stringify(example))),
          headers: {
            cookie: OWNER_ONLY.has(key)
              ? ownerCookie
              : TRAVELLER_ONLY.has(key)
                ? travellerCookie
                : cookie,
            "idempotency-key": randomUUID(),
            ...(csv ? { "content-type": "text/csv" } : {}),
          },
          params,
        });
        const expected = Object.keys(op.responses).find((s) => s.startsWith("2"))!;
        expect(String(r.status), `${key}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(expected);
        const [type] = Object.keys(op.responses[expected]!.content!);
        expect(r.headers.get("content-type"), key).toMatch(new RegExp(`^${type}\\b`));
        if (MAGIC[type!]) expect(String(r.body).startsWith(MAGIC[type!]!), key).toBe(true);
        if (key === "post /api/checkout/quotes") found.quoteId = r.body.id as string;
        if (key === "post /api/payments/sandbox/tokens") found.token = r.body.token as string;
        if (key === "post /api/bookings") found.reference = r.body.reference as string;
        if (key === "post /api/bookings/{reference}/complete") {
          expect([r.body.reference, r.body.status]).toEqual([here.reference, "confirmed"]);
        }
        if (key === "post /api/agency/wallet/topups") {
          const { amountMinor, currency } = example as { amountMinor: number; currency: string };
          expect(r.body.line).toMatchObject({ reason: "topup", amount: { amountMinor, currency } });
        }
        // The one commission made payable is paid; the documented booking's was reversed.
        if (key === "post /api/agency/commissions/payouts") {
          expect(r.body).toMatchObject({ agentId: found.payeeId, entries: 1 });
        }
        if (key === "post /api/agency/agents/invitations") {
          // The token the invitation mail would carry, made as its renderer makes it.
          found.agentId = (r.body.agent as { id: string }).id;
          const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
          found.inviteToken = await issueUserToken(demo.id, found.agentId, "invite");
        }
        if (key === "post /api/agency/api-keys") found.id = r.body.id as string;
        if (key === "post /api/agency/clients") found.clientId = r.body.id as string;
        if (key === "post /api/agency/clients/{clientId}/travellers") {
          found.travellerId = r.body.id as string;
        }
        if (key === "post /api/user/support/threads") found.threadId = r.body.id as string;
        if (key === "post /api/agency/pay-requests") found.payRequestId = r.body.id as string;
        if (key === "post /api/agency/proposals") {
          found.proposalId = r.body.id as string;
          found.optionId = (r.body.options as { id: string }[])[0]!.id;
          // The token the proposal's mail carries, made as its renderer makes it.
          const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
          found.proposalToken = proposalToken(demo.id, found.proposalId);
        }
        // The option the example adds is the one the next example takes out.
        if (key === "post /api/agency/proposals/{proposalId}/options") {
          found.addedOptionId = (r.body.options as { id: string }[]).at(-1)!.id;
          expect(found.addedOptionId).not.toBe(found.optionId);
        }
        if (key === "post /api/agency/deal-links") found.dealLinkId = r.body.id as string;
        if (key === "get /api/proposals/{proposalId}") {
          expect(r.body.options).toHaveLength(1);
        }
        ran.push(key);
      }
    }
    expect(ran).toHaveLength(Object.keys(HANDLERS).length);
  });
});
