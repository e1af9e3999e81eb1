import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as document } from "@/app/api/openapi.json/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { GET as booking } from "@/app/api/bookings/[reference]/route";
import { POST as lookup } from "@/app/api/bookings/lookup/route";
import { GET as list, POST as book } from "@/app/api/bookings/route";
import { GET as agencyFlights } from "@/app/api/agency/flights/bookings/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as notes, POST as addNote } from "@/app/api/agency/bookings/[reference]/notes/route";
import { POST as resend } from "@/app/api/agency/bookings/[reference]/resend/route";
import { GET as quote, PATCH as requote } from "@/app/api/checkout/quotes/[id]/route";
import { POST as quotes } from "@/app/api/checkout/quotes/route";
import { GET as clients, POST as newClient } from "@/app/api/clients/route";
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
import { cookieOf } from "../support/accounts";
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
  "get /api/user/companions": companions as Handler,
  "post /api/payments/sandbox/tokens": tokens,
  "post /api/bookings": book,
  "get /api/bookings": list as Handler,
  "get /api/bookings/{reference}": booking as Handler,
  "post /api/bookings/lookup": lookup,
  "post /api/bookings/{reference}/cancel": cancel,
  "get /api/clients": clients as Handler,
  "post /api/clients": newClient,
};

interface Op {
  parameters?: { name: string; in: string; example?: string }[];
  requestBody?: { content: { "application/json": { example?: unknown } } };
  responses: Record<string, unknown>;
}

describe("GET /api/openapi.json", () => {
  it("describes every call, and each example runs as it is against the demo agency", async () => {
    const doc = (await (await document()).json()) as {
      openapi: string;
      paths: Record<string, Record<string, Op>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const cookie = await cookieOf(DEMO, "agent@horizon.test");
    const found: Record<string, string> = {};
    const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => found[k] ?? `{${k}}`);
    const ran: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method} ${path}`;
        const handler = HANDLERS[key];
        expect(handler, `a handler for ${key}`).toBeDefined();
        const example = op.requestBody?.content["application/json"].example;
        const query = new URLSearchParams(
          (op.parameters ?? [])
            .filter((p) => p.in === "query" && p.example)
            .map((p) => [p.name, p.example!]),
        );
        const params = Object.fromEntries(
          [...path.matchAll(/\{(\w+)\}/g)].map((m) => [
            m[1] === "quoteId" ? "id" : m[1]!,
            found[m[1]!]!,
          ]),
        );
        const r = await send(handler!, DEMO, `${fill(path)}${query.size ? `?${query}` : ""}`, {
          method: method.toUpperCase(),
          body: example === undefined ? undefined : JSON.parse(fill(JSON.stringify(example))),
          headers: { cookie, "idempotency-key": randomUUID() },
          params,
        });
        const expected = Object.keys(op.responses).find((s) => s.startsWith("2"));
        expect(String(r.status), `${key}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(expected);
        if (key === "post /api/checkout/quotes") found.quoteId = r.body.id as string;
        if (key === "post /api/payments/sandbox/tokens") found.token = r.body.token as string;
        if (key === "post /api/bookings") found.reference = r.body.reference as string;
        ran.push(key);
      }
    }
    expect(ran).toHaveLength(Object.keys(HANDLERS).length);
  });
});
