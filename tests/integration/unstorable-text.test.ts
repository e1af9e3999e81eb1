import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as agencyClients, POST as newAgencyClient } from "@/app/api/agency/clients/route";
import { GET as myBookings } from "@/app/api/bookings/route";
import { errorResponse } from "@/lib/contract/errors";
import { openApiDocument } from "@/lib/server/openapi/openapi";
import { cookieOf } from "../support/accounts";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

/**
 * U+0000 and lone UTF-16 surrogates, which no PostgreSQL text column holds, sent in every place a
 * request carries text (query, path, JSON body) to every route: each is a 4xx with the usual error
 * body, never a 500.
 */

const NUL = "A\u0000";
const LONE = "A\ud800";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Calls that take no body (they act on what is stored): one sent anyway is not read. */
const READS_NO_BODY = new Set(["POST /api/agency/payment-settings/test"]);
type Handler = (request: Request, context?: never) => Promise<Response>;

interface Route {
  /** As OpenAPI writes it: /api/agency/clients/{clientId}. */
  path: string;
  params: string[];
  method: (typeof METHODS)[number];
  handler: Handler;
}

const API = path.join(import.meta.dirname, "../../app/api");

/** Every exported method of every app/api/**\/route.ts. */
async function routes(): Promise<Route[]> {
  const files = readdirSync(API, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .sort();
  const found: Route[] = [];
  for (const file of files) {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((s) => s !== ".");
    const params = segments.flatMap((s) => /^\[(?:\.\.\.)?(\w+)\]$/.exec(s)?.[1] ?? []);
    const openApiPath = `/api/${segments.map((s) => s.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}")).join("/")}`;
    const exported = (await import(/* @vite-ignore */ path.join(API, file))) as Record<
      string,
      unknown
    >;
    for (const method of METHODS) {
      const handler = exported[method];
      if (typeof handler === "function") {
        found.push({ path: openApiPath, params, method, handler: handler as Handler });
      }
    }
  }
  return found;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minItems?: number;
  format?: string;
};

/** A body shaped like the schema (for operations without an example), strings as `x`. */
function instanceOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== "null");
  if (alternative) return instanceOf(alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, instanceOf(v)]),
      );
    case "array":
      return [instanceOf(schema.items)];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      return schema.format === "date" ? "2030-01-01" : "x";
  }
}

/** The path of every string in `value`. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  }
  return [];
}

/** `value` with the string at `at` replaced by `text` (appended to it, so formats still hold). */
function withText(value: unknown, at: (string | number)[], text: string): unknown {
  if (at.length === 0) return `${value as string}${text}`;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withText(copy[head!], rest, text);
  return copy;
}

/** Every string of `value` with `text` appended. */
function everyString(value: unknown, text: string): unknown {
  return stringPaths(value).reduce((body, at) => withText(body, at, text), value);
}

type Operation = {
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
};

describe("U+0000 and lone surrogates in requests", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await cookieOf(DEMO, "owner@horizon.test");
  });

  function expectRefused(r: { status: number; body: unknown }, where: string) {
    expect(r.status, where).toBe(400);
    expect(errorResponse.parse(r.body), where).toMatchObject({ code: "badRequest" });
    expect(String((r.body as { message: string }).message), where).toMatch(/U\+0000/);
  }

  it("refuses U+0000 in the staff and traveller searches with a 400, not a database error", async () => {
    const headers = () => ({ cookie });
    expectRefused(
      await send(agencyClients, DEMO, "/api/agency/clients?q=%00", {
        method: "GET",
        headers: headers(),
      }),
      "agency clients",
    );
    expectRefused(
      await send(agencyBookings, DEMO, "/api/agency/bookings?q=%00", {
        method: "GET",
        headers: headers(),
      }),
      "agency bookings",
    );
    const traveller = await cookieOf(DEMO, "traveller@horizon.test");
    expectRefused(
      await send(myBookings, DEMO, "/api/bookings?q=%00", {
        method: "GET",
        headers: { cookie: traveller },
      }),
      "my bookings",
    );
  });

  it("refuses U+0000 and lone surrogates in a JSON body, and stores nothing", async () => {
    const client = {
      firstName: "Ada",
      lastName: "Nul",
      email: `ada.nul.${Date.now()}@example.com`,
    };
    for (const [field, text] of [
      ["firstName", NUL],
      ["lastName", LONE],
    ] as const) {
      const r = await send(newAgencyClient, DEMO, "/api/agency/clients", {
        body: { ...client, [field]: text },
        headers: { cookie },
      });
      expectRefused(r, field);
      expect(String(r.body.message)).toMatch(new RegExp(`^${field}: `));
    }
    // A key is a string of the body too.
    expectRefused(
      await send(newAgencyClient, DEMO, "/api/agency/clients", {
        body: { ...client, [NUL]: "x" },
        headers: { cookie },
      }),
      "key",
    );
    const list = await send(agencyClients, DEMO, `/api/agency/clients?q=${client.email}`, {
      method: "GET",
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(0);
  });

  it("answers every route's U+0000 or lone surrogate with a 4xx, signed in as the owner", async () => {
    const document = await openApiDocument();
    const operations = document.paths as Record<string, Record<string, Operation>>;
    const all = await routes();
    expect(all.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let refused = 0;
    /**
     * What an answer must be: `refused`, the boundary's 400 naming the rule; `client`, any 4xx
     * with the error body (a route may find the path's resource missing before it reads the
     * body); `any`, no 5xx. A 401 would mean the sweep's session had ended: never expected.
     */
    const check = async (
      route: Route,
      what: string,
      o: { query?: string; params?: Record<string, string>; body?: unknown; raw?: string },
      expected: "refused" | "client" | "any",
    ) => {
      const params = Object.fromEntries(route.params.map((p) => [p, "x"]));
      const sent = send(route.handler, DEMO, `${route.path}${o.query ?? ""}`, {
        method: route.method,
        headers: {
          cookie,
          ...(o.raw !== undefined ? { "content-type": "text/csv" } : {}),
        },
        params: { ...params, ...o.params },
        body: o.raw ?? o.body,
      });
      // A streamed answer (a CSV export) that fails after its 200 throws while it is read.
      const r = await sent.catch((error: unknown) => ({ status: 500, body: String(error) }));
      const label = `${route.method} ${route.path} ${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;
      const error = errorResponse.safeParse(r.body);
      const ok =
        r.status < 500 &&
        r.status !== 401 &&
        (expected === "any" ||
          (expected === "client" && r.status >= 400 && error.success) ||
          (r.status === 400 && error.success && error.data.message.includes("U+0000")));
      if (!ok) failures.push(label);
      else if (expected === "refused") refused++;
    };

    for (const route of all) {
      // The document is generated from the contract, the catch-all answers 404 to anything and
      // the health check counts what the process holds: none reads the request.
      const refusal = ["/api/openapi.json", "/api/{path}", "/api/health"].includes(route.path)
        ? "any"
        : "refused";
      await check(route, "query NUL", { query: "?q=%00" }, refusal);
      await check(route, "query key NUL", { query: "?%00=x" }, refusal);
      // A percent-encoded lone surrogate is not UTF-8: the URL parser reads it as U+FFFD, which
      // is plain text; the route answers as it would any other value (reads only: no side effect).
      if (route.method === "GET") {
        await check(route, "query surrogate", { query: "?q=%ED%A0%80" }, "any");
      }
      for (const param of route.params) {
        await check(route, `param ${param} NUL`, { params: { [param]: NUL } }, refusal);
        await check(route, `param ${param} surrogate`, { params: { [param]: LONE } }, refusal);
      }
      if (route.method === "GET" || refusal === "any") continue;
      const content = operations[route.path]?.[route.method.toLowerCase()]?.requestBody?.content;
      const csv = content?.["text/csv"];
      if (csv) {
        await check(route, "CSV NUL", { raw: `${String(csv.example)}${NUL}\r\n` }, "refused");
        continue;
      }
      const json = content?.["application/json"];
      if (!json) {
        // Not in the document (or no body there): a body whose every value is text, which a
        // route that reads JSON refuses however its schema names the fields. Logging out would
        // end the session this sweep runs in; it reads no body either.
        if (route.path === "/api/user/logout") continue;
        const body = { name: NUL, items: [{ text: NUL }] };
        const reads = !READS_NO_BODY.has(`${route.method} ${route.path}`);
        await check(route, "body NUL", { body }, reads ? "client" : "any");
        continue;
      }
      const example = json.example ?? instanceOf(json.schema);
      const strings = stringPaths(example);
      for (const at of strings) {
        await check(
          route,
          `body ${at.join(".")} NUL`,
          { body: withText(example, at, NUL) },
          "client",
        );
      }
      if (strings.length > 0) {
        await check(route, "body surrogates", { body: everyString(example, LONE) }, "client");
      }
      await check(
        route,
        "body key NUL",
        { body: { ...(example as object), [NUL]: "x" } },
        "client",
      );
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(all.length * 2);
  }, 600_000);
});
