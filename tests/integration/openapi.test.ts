import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as document } from "@/app/api/openapi.json/route";
import { GET as calendar } from "@/app/api/bookings/[reference]/calendar.ics/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { POST as complete } from "@/app/api/bookings/[reference]/complete/route";
import { GET as voucher } from "@/app/api/bookings/[reference]/voucher.pdf/route";
import { GET as booking } from "@/app/api/bookings/[reference]/route";
import { POST as lookup } from "@/app/api/bookings/lookup/route";
import { GET as list, POST as book } from "@/app/api/bookings/route";
import { GET as agencyFlights } from "@/app/api/agency/flights/bookings/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as agents } from "@/app/api/agency/agents/route";
import { GET as agent, PATCH as patchAgent } from "@/app/api/agency/agents/[id]/route";
import { POST as inviteAgent } from "@/app/api/agency/agents/invitations/route";
import { POST as acceptInvite } from "@/app/api/user/accept-invite/route";
import { findAgency } from "@/lib/server/agency/agency";
import { issueUserToken } from "@/lib/server/auth/user-tokens";
import { GET as apiKeys, POST as newApiKey } from "@/app/api/agency/api-keys/route";
import { DELETE as revokeApiKey } from "@/app/api/agency/api-keys/[id]/route";
import { GET as agencyProducts, PUT as putAgencyProducts } from "@/app/api/agency/products/route";
import { GET as notes, POST as addNote } from "@/app/api/agency/bookings/[reference]/notes/route";
import { POST as resend } from "@/app/api/agency/bookings/[reference]/resend/route";
import { GET as commissions } from "@/app/api/agency/commissions/route";
import { POST as payout } from "@/app/api/agency/commissions/payouts/route";
import { GET as rewards, PUT as setRewards } from "@/app/api/agency/wallet/rewards/route";
import { GET as wallet } from "@/app/api/agency/wallet/route";
import { POST as topUp } from "@/app/api/agency/wallet/topups/route";
import { GET as travellerWallet } from "@/app/api/user/wallet/route";
import { POST as challenge } from "@/app/api/payments/sandbox/challenge/[id]/route";
import { GET as quote, PATCH as requote } from "@/app/api/checkout/quotes/[id]/route";
import { POST as quotes } from "@/app/api/checkout/quotes/route";
import { GET as clients, POST as newClient } from "@/app/api/clients/route";
import { GET as agencyClients, POST as newAgencyClient } from "@/app/api/agency/clients/route";
import {
  GET as agencyClient,
  PATCH as patchAgencyClient,
} from "@/app/api/agency/clients/[clientId]/route";
import {
  GET as clientTravellers,
  POST as addClientTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/route";
import {
  DELETE as removeClientTraveller,
  PATCH as patchClientTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/[travellerId]/route";
import { PUT as clientRewardWallet } from "@/app/api/agency/clients/[clientId]/reward-wallet/route";
import { GET as exportClients } from "@/app/api/agency/clients/export/route";
import { POST as importClients } from "@/app/api/agency/clients/import/route";
import { getDb } from "@/lib/server/db/client";
import {
  bookings,
  clients as clientsTable,
  commissionEntries,
  paymentRequests,
} from "@/lib/server/db/schema";
import { POST as activityDetails } from "@/app/api/activities/details/route";
import { POST as activitySearch } from "@/app/api/activities/search/route";
import { POST as carDetails } from "@/app/api/cars/details/route";
import { POST as carSearch } from "@/app/api/cars/search/route";
import { POST as fares } from "@/app/api/flights/fares/route";
import { POST as flights } from "@/app/api/flights/search/route";
import { POST as seatmaps } from "@/app/api/flights/seatmaps/route";
import { GET as gateway } from "@/app/api/getCurrentPaymentGateway/route";
import { POST as details } from "@/app/api/hotels/details/route";
import { POST as search } from "@/app/api/hotels/search/route";
import { POST as tokens } from "@/app/api/payments/sandbox/tokens/route";
import { GET as companions } from "@/app/api/user/companions/route";
import {
  GET as paymentSettings,
  PUT as putPaymentSettings,
} from "@/app/api/agency/payment-settings/route";
import { POST as testPaymentSettings } from "@/app/api/agency/payment-settings/test/route";
import { GET as theme, PUT as putTheme } from "@/app/api/agency/theme/route";
import { GET as subscription } from "@/app/api/agency/subscription/route";
import { GET as searches } from "@/app/api/agency/searches/route";
import { GET as myThreads, POST as openThread } from "@/app/api/user/support/threads/route";
import { GET as myThread } from "@/app/api/user/support/threads/[id]/route";
import { POST as replyToMine } from "@/app/api/user/support/threads/[id]/messages/route";
import { GET as agencyThreads } from "@/app/api/agency/support/threads/route";
import {
  GET as agencyThread,
  PATCH as patchAgencyThread,
} from "@/app/api/agency/support/threads/[id]/route";
import { POST as staffReply } from "@/app/api/agency/support/threads/[id]/messages/route";
import { GET as payRequests, POST as newPayRequest } from "@/app/api/agency/pay-requests/route";
import {
  GET as payRequest,
  PATCH as patchPayRequest,
} from "@/app/api/agency/pay-requests/[id]/route";
import { GET as payLink, POST as payPayLink } from "@/app/api/pay/[token]/route";
import { hashToken, randomToken } from "@/lib/server/auth/tokens";
import { cookieOf } from "../support/accounts";
import { CARDS, cardToken } from "../support/booking";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

type Handler = Parameters<typeof send>[0];
const HANDLERS: Record<string, Handler> = {
  "post /api/hotels/search": search,
  "post /api/hotels/details": details,
  "get /api/getCurrentPaymentGateway": gateway as Handler,
  "post /api/checkout/quotes": quotes,
  "get /api/checkout/quotes/{quoteId}": quote as Handler,
  "patch /api/checkout/quotes/{quoteId}": requote as Handler,
  "post /api/flights/search": flights,
  "post /api/flights/fares": fares,
  "post /api/flights/seatmaps": seatmaps,
  "post /api/cars/search": carSearch,
  "post /api/cars/details": carDetails,
  "post /api/activities/search": activitySearch,
  "post /api/activities/details": activityDetails,
  "get /api/agency/flights/bookings": agencyFlights as Handler,
  "get /api/agency/bookings": agencyBookings as Handler,
  "post /api/agency/bookings/{reference}/notes": addNote,
  "get /api/agency/bookings/{reference}/notes": notes as Handler,
  "post /api/agency/bookings/{reference}/resend": resend,
  "get /api/agency/agents": agents as Handler,
  "post /api/agency/agents/invitations": inviteAgent,
  "post /api/user/accept-invite": acceptInvite,
  "get /api/agency/agents/{agentId}": agent as Handler,
  "patch /api/agency/agents/{agentId}": patchAgent as Handler,
  "get /api/agency/wallet": wallet as Handler,
  "post /api/agency/wallet/topups": topUp,
  "get /api/user/wallet": travellerWallet as Handler,
  "get /api/agency/wallet/rewards": rewards as Handler,
  "put /api/agency/wallet/rewards": setRewards,
  "get /api/agency/commissions": commissions as Handler,
  "post /api/agency/commissions/payouts": payout,
  "get /api/user/companions": companions as Handler,
  "post /api/payments/sandbox/tokens": tokens,
  "post /api/bookings": book,
  "get /api/bookings": list as Handler,
  "get /api/bookings/{reference}": booking as Handler,
  "post /api/bookings/{reference}/complete": complete as Handler,
  "get /api/bookings/{reference}/voucher.pdf": voucher as Handler,
  "get /api/bookings/{reference}/calendar.ics": calendar as Handler,
  "post /api/bookings/lookup": lookup,
  "post /api/bookings/{reference}/cancel": cancel,
  "get /api/clients": clients as Handler,
  "post /api/clients": newClient,
  "post /api/agency/clients": newAgencyClient,
  "get /api/agency/clients": agencyClients as Handler,
  "get /api/agency/clients/{clientId}": agencyClient as Handler,
  "patch /api/agency/clients/{clientId}": patchAgencyClient as Handler,
  "post /api/agency/clients/{clientId}/travellers": addClientTraveller as Handler,
  "get /api/agency/clients/{clientId}/travellers": clientTravellers as Handler,
  "patch /api/agency/clients/{clientId}/travellers/{travellerId}": patchClientTraveller as Handler,
  "delete /api/agency/clients/{clientId}/travellers/{travellerId}":
    removeClientTraveller as Handler,
  "put /api/agency/clients/{clientId}/reward-wallet": clientRewardWallet as Handler,
  "get /api/agency/clients/export": exportClients as Handler,
  "post /api/agency/clients/import": importClients as Handler,
  "get /api/agency/products": agencyProducts as Handler,
  "put /api/agency/products": putAgencyProducts,
  "get /api/agency/api-keys": apiKeys as Handler,
  "post /api/agency/api-keys": newApiKey,
  "delete /api/agency/api-keys/{id}": revokeApiKey,
  "get /api/agency/payment-settings": paymentSettings as Handler,
  "put /api/agency/payment-settings": putPaymentSettings,
  "post /api/agency/payment-settings/test": testPaymentSettings,
  "get /api/agency/theme": theme as Handler,
  "put /api/agency/theme": putTheme,
  "get /api/agency/subscription": subscription as Handler,
  "get /api/agency/searches": searches as Handler,
  "post /api/user/support/threads": openThread,
  "get /api/user/support/threads": myThreads as Handler,
  "get /api/user/support/threads/{threadId}": myThread as Handler,
  "post /api/user/support/threads/{threadId}/messages": replyToMine as Handler,
  "get /api/agency/support/threads": agencyThreads as Handler,
  "get /api/agency/support/threads/{threadId}": agencyThread as Handler,
  "post /api/agency/support/threads/{threadId}/messages": staffReply as Handler,
  "patch /api/agency/support/threads/{threadId}": patchAgencyThread as Handler,
  "post /api/agency/pay-requests": newPayRequest,
  "get /api/agency/pay-requests": payRequests as Handler,
  "get /api/agency/pay-requests/{payRequestId}": payRequest as Handler,
  "patch /api/agency/pay-requests/{payRequestId}": patchPayRequest as Handler,
  "get /api/pay/{payToken}": payLink as Handler,
  "post /api/pay/{payToken}": payPayLink as Handler,
};
/** The route segment a documented path's placeholder stands for, when their names differ. */
const SEGMENT: Record<string, string> = {
  quoteId: "id",
  agentId: "id",
  threadId: "id",
  payRequestId: "id",
  payToken: "token",
};
/** Calls for the agency's managers (owners and admins) only: run as its owner. */
const OWNER_ONLY = new Set([
  "get /api/agency/agents",
  "post /api/agency/agents/invitations",
  "get /api/agency/agents/{agentId}",
  "patch /api/agency/agents/{agentId}",
  "put /api/agency/wallet/rewards",
  "post /api/agency/wallet/topups",
  "post /api/agency/commissions/payouts",
  "get /api/agency/api-keys",
  "post /api/agency/api-keys",
  "delete /api/agency/api-keys/{id}",
  "put /api/agency/clients/{clientId}/reward-wallet",
  "get /api/agency/payment-settings",
  "put /api/agency/payment-settings",
  "post /api/agency/payment-settings/test",
  "get /api/agency/theme",
  "put /api/agency/theme",
]);

/** Calls for a traveller whose reward wallet is on (the seeded one): run as them. */
const TRAVELLER_ONLY = new Set(["get /api/user/wallet"]);

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

/**
 * A booking whose card asked for 3-D Secure (202 `requires_action`), and whose challenge the
 * traveller then approved on the bank's page: what POST …/complete finishes.
 */
async function approvedChallenge(doc: Doc, cookie: string): Promise<string> {
  const r = await exampleBooking(doc, cookie, CARDS.challenge);
  expect([r.status, r.body.status]).toEqual([202, "requires_action"]);
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
        if (key === "post /api/agency/commissions/payouts") {
          found.payeeId = await payableAgent(doc, cookie);
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
            .map((p) => [p.name, p.example!]),
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
        ran.push(key);
      }
    }
    expect(ran).toHaveLength(Object.keys(HANDLERS).length);
  });
});
