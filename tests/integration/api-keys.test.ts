import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/agency/api-keys/route";
import { DELETE as revokeKey } from "@/app/api/agency/api-keys/[id]/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as bookingsExport } from "@/app/api/agency/bookings/export/route";
import { GET as clients, POST as newClient } from "@/app/api/clients/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import { POST as carSearch } from "@/app/api/cars/search/route";
import { GET as me } from "@/app/api/user/me/route";
import { apiKeysResponse, createdApiKey, type ApiKey } from "@/lib/contract/api-keys";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import { parisStay } from "../support/booking";
import { rental } from "../support/cars";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";

/**
 * API keys (issue 16, Applications): created with scopes by those who manage applications, the
 * key shown once and only its SHA-256 kept; a key opens the calls its scopes name on its own
 * agency's host, never with net rates or markups, until it is revoked.
 */

const session = reusedSessions();
let owner = "";

const list = async (host: string, cookie: string) => {
  const r = await send(listKeys, host, "/api/agency/api-keys", {
    method: "GET",
    headers: { cookie },
  });
  expect(r.status).toBe(200);
  return apiKeysResponse.parse(r.body).keys;
};
const create = (host: string, cookie: string, body: unknown) =>
  send(createKey, host, "/api/agency/api-keys", { body, headers: { cookie } });
const revoke = (host: string, cookie: string, id: string) =>
  send(revokeKey, host, `/api/agency/api-keys/${id}`, {
    method: "DELETE",
    headers: { cookie },
    params: { id },
  });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
/** A call as a server would make it: the key, no cookie, no Origin. */
const withKey = (
  handler: Parameters<typeof send>[0],
  host: string,
  path: string,
  key: string,
  body?: unknown,
) =>
  send(handler, host, path, {
    method: body === undefined ? "GET" : "POST",
    body,
    headers: { ...bearer(key), origin: "" },
  });

async function newKey(host: string, cookie: string, name: string, scopes: string[]) {
  const r = await create(host, cookie, { name, scopes });
  expect(r.status).toBe(201);
  return createdApiKey.parse(r.body);
}

async function storedRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(t.apiKeys).where(eq(t.apiKeys.id, id));
  return row!;
}

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
});

describe("creating and listing API keys", () => {
  it("shows the key once and keeps only its SHA-256", async () => {
    const created = await newKey(DEMO, owner, "  Back office sync  ", ["bookings:read"]);
    expect(created.key).toMatch(/^wl_[A-Za-z0-9_-]{43,}$/);
    expect(created).toMatchObject({
      name: "Back office sync",
      scopes: ["bookings:read"],
      createdBy: "Olivia Hart",
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(11);

    const row = await storedRow(created.id);
    expect(row.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(3));

    const keys = await list(DEMO, owner);
    const listed = keys.find((k) => k.id === created.id);
    const { key: _key, ...shown } = created;
    expect(listed).toEqual(shown);
    // Neither the key nor its hash ever leaves in the list.
    const text = JSON.stringify(keys);
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(row.keyHash);
    expect(Object.keys(listed!).sort()).toEqual(
      [
        "createdAt",
        "createdBy",
        "id",
        "lastUsedAt",
        "name",
        "prefix",
        "revokedAt",
        "scopes",
      ].sort(),
    );
  });

  it("refuses bad input with a 400 that says why, and creates nothing", async () => {
    const before = (await list(DEMO, owner)).length;
    const bad: Array<[unknown, RegExp]> = [
      [{ name: "", scopes: ["search"] }, /name: Give the key a name/],
      [{ name: "   ", scopes: ["search"] }, /name: Give the key a name/],
      [{ name: "x".repeat(81), scopes: ["search"] }, /name: .*80 characters/],
      [{ name: "No scope", scopes: [] }, /scopes: Choose at least one scope/],
      [{ name: "Twice", scopes: ["search", "search"] }, /A scope is named twice/],
      [{ name: "Admin", scopes: ["bookings:write"] }, /scopes\.0/],
      [{ name: "Extra", scopes: ["search"], key: "wl_mine" }, /key/],
      [{ scopes: ["search"] }, /name/],
    ];
    for (const [body, message] of bad) {
      const r = await create(DEMO, owner, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect((await create(DEMO, owner, "{ nope")).status).toBe(400);
    expect(await list(DEMO, owner)).toHaveLength(before);
  });

  it("is for those who manage applications: agents are refused, visitors asked to sign in", async () => {
    const body = { name: "Not mine to make", scopes: ["search"] };
    for (const email of ["sales@horizon.test", "agent@horizon.test", "traveller@horizon.test"]) {
      const cookie = await session(DEMO, email);
      const r = await create(DEMO, cookie, body);
      expect(r.status, email).toBe(403);
      expect(r.body.code).toBe("forbidden");
      const read = await send(listKeys, DEMO, "/api/agency/api-keys", {
        method: "GET",
        headers: { cookie },
      });
      expect(read.status, email).toBe(403);
    }
    expect((await create(DEMO, "", body)).status).toBe(401);
    const anonymous = await send(listKeys, DEMO, "/api/agency/api-keys", { method: "GET" });
    expect(anonymous.status).toBe(401);
    // An admin manages them as the owner does.
    const admin = await session(DEMO, "admin@horizon.test");
    const made = await newKey(DEMO, admin, "Admin's key", ["search"]);
    expect(made.createdBy).toBe("Ahmed Karim");
    expect((await list(DEMO, owner)).some((k) => k.name === "Not mine to make")).toBe(false);
  });
});

describe("calling the API with a key", () => {
  let readKey = "";
  let readKeyId = "";
  let searchKey = "";
  let clientsKey = "";

  beforeAll(async () => {
    const bookings = await newKey(DEMO, owner, "Bookings reader", ["bookings:read"]);
    readKey = bookings.key;
    readKeyId = bookings.id;
    searchKey = (await newKey(DEMO, owner, "Search widget", ["search"])).key;
    clientsKey = (await newKey(DEMO, owner, "CRM", ["clients:read", "bookings:read"])).key;
  });

  it("opens the calls its scopes name, without net rates or markups, and records its use", async () => {
    const r = await withKey(agencyBookings, DEMO, "/api/agency/bookings?pageSize=10", readKey);
    expect(r.status).toBe(200);
    expect(r.body.showsNet).toBe(false);
    expect(JSON.stringify(r.body)).not.toMatch(/"netUsd"|"markupUsd"/);

    const csv = await withKey(bookingsExport, DEMO, "/api/agency/bookings/export", readKey);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body).split("\n")[0]).not.toMatch(/Net|Markup/);

    const found = await withKey(clients, DEMO, "/api/clients", clientsKey);
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body.clients)).toBe(true);

    const hotels = await withKey(hotelSearch, DEMO, "/api/hotels/search", searchKey, {
      ...(await parisStay(47)),
    });
    expect(hotels.status).toBe(200);
    expect(JSON.stringify(hotels.body)).not.toMatch(/"markup"|"baseRate"/);
    const cars = await withKey(
      carSearch,
      DEMO,
      "/api/cars/search",
      searchKey,
      rental("airport-JFK", 446),
    );
    expect(cars.status).toBe(200);

    const used = (await list(DEMO, owner)).find((k) => k.id === readKeyId)!;
    expect(used.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(used.lastUsedAt!)).toBeLessThan(60_000);
  });

  it("writes its last use at most once a minute", async () => {
    const db = await getDb();
    const earlier = new Date(Date.now() - 30_000);
    await db.update(t.apiKeys).set({ lastUsedAt: earlier }).where(eq(t.apiKeys.id, readKeyId));
    expect((await withKey(agencyBookings, DEMO, "/api/agency/bookings", readKey)).status).toBe(200);
    expect((await storedRow(readKeyId)).lastUsedAt).toEqual(earlier);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await db.update(t.apiKeys).set({ lastUsedAt: longAgo }).where(eq(t.apiKeys.id, readKeyId));
    expect((await withKey(agencyBookings, DEMO, "/api/agency/bookings", readKey)).status).toBe(200);
    expect((await storedRow(readKeyId)).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("refuses a call outside its scopes with a 403", async () => {
    const search = await withKey(agencyBookings, DEMO, "/api/agency/bookings", searchKey);
    expect(search.status).toBe(403);
    expect(search.body).toEqual({
      code: "forbidden",
      message: "This API key's scopes do not cover this call.",
    });
    expect((await withKey(clients, DEMO, "/api/clients", readKey)).status).toBe(403);
    const stay = await parisStay(48);
    expect((await withKey(hotelSearch, DEMO, "/api/hotels/search", readKey, stay)).status).toBe(
      403,
    );
    // Calls no key may make: writing a client, the signed-in user, the keys themselves.
    const write = await withKey(newClient, DEMO, "/api/clients", clientsKey, {
      firstName: "Key",
      lastName: "Made",
      email: "key.made@example.com",
    });
    expect(write.status).toBe(403);
    expect((await withKey(me, DEMO, "/api/user/me", clientsKey)).status).toBe(403);
    expect((await withKey(listKeys, DEMO, "/api/agency/api-keys", clientsKey)).status).toBe(403);
    const more = await withKey(createKey, DEMO, "/api/agency/api-keys", clientsKey, {
      name: "Escalated",
      scopes: ["search"],
    });
    expect(more.status).toBe(403);
  });

  it("answers 401 for an unknown key and for another agency's key", async () => {
    const unknown = await withKey(
      agencyBookings,
      DEMO,
      "/api/agency/bookings",
      `wl_${"A".repeat(43)}`,
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: "unauthorized", message: "The API key is not valid." });
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    const theirs = await newKey(VIAJES, viajesOwner, "Viajes sync", ["bookings:read"]);
    expect((await withKey(agencyBookings, VIAJES, "/api/agency/bookings", theirs.key)).status).toBe(
      200,
    );
    const r = await withKey(agencyBookings, DEMO, "/api/agency/bookings", theirs.key);
    expect(r.status).toBe(401);
    // Nor does the other agency's list show it.
    expect((await list(DEMO, owner)).some((k) => k.id === theirs.id)).toBe(false);
  });
});

describe("revoking a key", () => {
  it("shuts it out at once with a 401; revoking again changes nothing", async () => {
    const key = await newKey(DEMO, owner, "Short-lived", ["bookings:read"]);
    expect((await withKey(agencyBookings, DEMO, "/api/agency/bookings", key.key)).status).toBe(200);
    const r = await revoke(DEMO, owner, key.id);
    expect(r.status).toBe(200);
    const revoked = r.body as unknown as ApiKey;
    expect(revoked.revokedAt).not.toBeNull();
    const after = await withKey(agencyBookings, DEMO, "/api/agency/bookings", key.key);
    expect(after.status).toBe(401);
    const again = await revoke(DEMO, owner, key.id);
    expect(again.status).toBe(200);
    expect(again.body.revokedAt).toBe(revoked.revokedAt);
    expect((await list(DEMO, owner)).find((k) => k.id === key.id)!.revokedAt).toBe(
      revoked.revokedAt,
    );
  });

  it("answers 404 for another agency's key or none, and leaves it working", async () => {
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    const theirs = await newKey(VIAJES, viajesOwner, "Not yours", ["bookings:read"]);
    const r = await revoke(DEMO, owner, theirs.id);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("notFound");
    expect((await storedRow(theirs.id)).revokedAt).toBeNull();
    expect((await withKey(agencyBookings, VIAJES, "/api/agency/bookings", theirs.key)).status).toBe(
      200,
    );
    expect((await revoke(DEMO, owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await revoke(DEMO, owner, "not-a-uuid")).status).toBe(404);
  });

  it("is for those who manage applications", async () => {
    const key = await newKey(DEMO, owner, "Kept", ["search"]);
    for (const email of ["sales@horizon.test", "agent@horizon.test"]) {
      const r = await revoke(DEMO, await session(DEMO, email), key.id);
      expect(r.status, email).toBe(403);
    }
    expect((await revoke(DEMO, "", key.id)).status).toBe(401);
    expect((await storedRow(key.id)).revokedAt).toBeNull();
  });
});
