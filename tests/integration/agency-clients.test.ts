import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/agency/clients/route";
import { GET as readOne, PATCH as patchOne } from "@/app/api/agency/clients/[clientId]/route";
import {
  GET as travellersOf,
  POST as addTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/route";
import {
  DELETE as removeTraveller,
  PATCH as patchTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/[travellerId]/route";
import { PUT as rewardWallet } from "@/app/api/agency/clients/[clientId]/reward-wallet/route";
import { GET as exportCsv } from "@/app/api/agency/clients/export/route";
import { POST as importCsv } from "@/app/api/agency/clients/import/route";
import { POST as search } from "@/app/api/hotels/search/route";
import { GET as companions } from "@/app/api/user/companions/route";
import type {
  AgencyClientDetails,
  AgencyClientsResponse,
  ClientTraveller,
  ImportRowError,
} from "@/lib/contract/agency-clients";
import { findAgency } from "@/lib/server/agency/agency";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  cardToken,
  contact,
  createQuote,
  inDays,
  parisStay,
  placeBooking,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * The back office's Clients (issue 16): the API behind /users/clients. PostgreSQL runs share one
 * database with the other files: every client here has a surname of this run's own, and each
 * assertion searches by it.
 */

const RUN = randomUUID().slice(0, 8);
const SURNAME = `Clientela${RUN}`;
/** Travellers' names are as on a passport: letters only. */
const FAMILY = "Lindqvist";
const email = (name: string) => `${name}.${RUN}@example.com`;
const session = reusedSessions();
let owner: string;
let admin: string;
let agent: string;
let sales: string;
let traveller: string;
let viajesOwner: string;

type Cookie = string;
const base = "/api/agency/clients";
const listOf = (cookie: Cookie, params: Record<string, string | number>, host = DEMO) =>
  call(
    list as never,
    host,
    `${base}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    cookie ? { cookie } : {},
  );
const post = (cookie: Cookie, body: unknown, host = DEMO) =>
  send(create as never, host, base, { body, headers: cookie ? { cookie } : {} });
const read = (cookie: Cookie, clientId: string, host = DEMO) =>
  send(readOne as never, host, `${base}/${clientId}`, {
    method: "GET",
    headers: cookie ? { cookie } : {},
    params: { clientId },
  });
const patch = (cookie: Cookie, clientId: string, body: unknown, host = DEMO) =>
  send(patchOne as never, host, `${base}/${clientId}`, {
    method: "PATCH",
    body,
    headers: cookie ? { cookie } : {},
    params: { clientId },
  });
const travellers = (cookie: Cookie, clientId: string, host = DEMO) =>
  send(travellersOf as never, host, `${base}/${clientId}/travellers`, {
    method: "GET",
    headers: cookie ? { cookie } : {},
    params: { clientId },
  });
const addTo = (cookie: Cookie, clientId: string, body: unknown, host = DEMO) =>
  send(addTraveller as never, host, `${base}/${clientId}/travellers`, {
    body,
    headers: cookie ? { cookie } : {},
    params: { clientId },
  });
const patchT = (
  cookie: Cookie,
  clientId: string,
  travellerId: string,
  body: unknown,
  host = DEMO,
) =>
  send(patchTraveller as never, host, `${base}/${clientId}/travellers/${travellerId}`, {
    method: "PATCH",
    body,
    headers: cookie ? { cookie } : {},
    params: { clientId, travellerId },
  });
const removeT = (cookie: Cookie, clientId: string, travellerId: string, host = DEMO) =>
  send(removeTraveller as never, host, `${base}/${clientId}/travellers/${travellerId}`, {
    method: "DELETE",
    headers: cookie ? { cookie } : {},
    params: { clientId, travellerId },
  });
const setWallet = (cookie: Cookie, clientId: string, body: unknown, host = DEMO) =>
  send(rewardWallet as never, host, `${base}/${clientId}/reward-wallet`, {
    method: "PUT",
    body,
    headers: cookie ? { cookie } : {},
    params: { clientId },
  });
const exportOf = (cookie: Cookie, q: string, host = DEMO) =>
  call(exportCsv as never, host, `${base}/export?q=${encodeURIComponent(q)}`, { cookie });
const importInto = (cookie: Cookie, csv: string, host = DEMO, type = "text/csv") =>
  send(importCsv as never, host, `${base}/import`, {
    body: csv,
    headers: { cookie, "content-type": type },
  });

const rowsOf = (r: { body: unknown }) => (r.body as AgencyClientsResponse).rows;
const totalOf = async (q: string, host = DEMO, cookie?: string) =>
  ((await listOf(cookie ?? owner, { q }, host)).body as unknown as AgencyClientsResponse).total;

async function newClient(name: string, extra: Record<string, unknown> = {}) {
  const r = await post(agent, { firstName: name, lastName: SURNAME, email: email(name), ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as unknown as AgencyClientDetails;
}

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
  admin = await session(DEMO, "admin@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  sales = await session(DEMO, "sales@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
});

describe("a client's record", () => {
  it("is created with its phone in E.164, read back, and refused twice for one email", async () => {
    const r = await post(agent, {
      firstName: " Amara ",
      lastName: SURNAME,
      email: email("Amara").toUpperCase(),
      phone: "020 7946 0018",
      country: "GB",
      preferences: "Aisle seat; vegetarian meals.",
      notes: "Prefers calls after 6 pm.",
    });
    expect(r.status).toBe(201);
    const created = r.body as unknown as AgencyClientDetails;
    expect(created).toMatchObject({
      firstName: "Amara",
      lastName: SURNAME,
      email: email("amara"),
      phone: "+442079460018",
      country: "GB",
      preferences: "Aisle seat; vegetarian meals.",
      notes: "Prefers calls after 6 pm.",
      travellers: [],
      bookings: [],
      bookingsTotal: 0,
      account: null,
    });
    const again = await post(owner, {
      firstName: "Other",
      lastName: SURNAME,
      email: email("amara"),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/exists already/);
    const fetched = await read(sales, created.id);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created);
  });

  it("is edited field by field: null clears, a national phone is read in the country", async () => {
    const client = await newClient("Bruno", { phone: "+4915112345678", country: "DE" });
    const r = await patch(agent, client.id, {
      preferences: "Window seat",
      notes: "VIP",
      country: "FR",
      phone: "06 12 34 56 78",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      firstName: "Bruno",
      preferences: "Window seat",
      notes: "VIP",
      country: "FR",
      phone: "+33612345678",
    });
    const cleared = await patch(agent, client.id, { phone: null, notes: "" });
    expect(cleared.body).toMatchObject({ phone: null, notes: null, preferences: "Window seat" });
  });

  it("refuses malformed and wrong changes with a 400, another client's email with a 409, changing nothing", async () => {
    const client = await newClient("Carmen", { country: "ES" });
    const other = await newClient("Dario");
    const before = (await read(owner, client.id)).body;
    const bad: unknown[] = [
      {},
      { firstName: "" },
      { firstName: "x".repeat(61) },
      { email: "not-an-email" },
      { country: "Spain" },
      { country: "ZZ" },
      { phone: "12" },
      { preferences: "x".repeat(2001) },
      { notes: "x".repeat(4001) },
      { unknown: 1 },
      "not json",
      [],
    ];
    for (const body of bad) {
      const r = await patch(owner, client.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe("string");
    }
    expect((await patch(owner, client.id, { email: other.email })).status).toBe(409);
    expect((await read(owner, client.id)).body).toEqual(before);
    for (const body of [{ firstName: "A" }, { firstName: "A", lastName: "B", email: "x" }, "{"]) {
      expect((await post(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the clients table", () => {
  beforeAll(async () => {
    await newClient("Zoe", { phone: "+12025550143", country: "US" });
    await newClient("Yusuf");
    await newClient("Xenia");
  });

  it("finds clients by name, email and phone", async () => {
    const all = await listOf(agent, { q: SURNAME });
    expect(all.status).toBe(200);
    const names = rowsOf(all).map((r) => r.firstName);
    expect(names).toEqual(expect.arrayContaining(["Zoe", "Yusuf", "Xenia"]));
    const byName = rowsOf(await listOf(agent, { q: `Zoe ${SURNAME}` }));
    expect(byName.map((r) => r.email)).toEqual([email("zoe")]);
    // Surname first, in any case, as a list of names is often written.
    const surnameFirst = rowsOf(await listOf(agent, { q: `${SURNAME.toUpperCase()} zoe` }));
    expect(surnameFirst.map((r) => r.email)).toEqual([email("zoe")]);
    const byEmail = rowsOf(await listOf(agent, { q: email("yusuf").toUpperCase() }));
    expect(byEmail.map((r) => r.firstName)).toEqual(["Yusuf"]);
    const byPhone = rowsOf(await listOf(agent, { q: "+1 202 555 0143" }));
    expect(byPhone.map((r) => r.email)).toContain(email("zoe"));
    expect((await listOf(agent, { q: `nobody-${RUN}` })).body.total).toBe(0);
  });

  it("sorts and pages on the server", async () => {
    const total = await totalOf(SURNAME);
    expect(total).toBeGreaterThanOrEqual(3);
    const asc = rowsOf(
      await listOf(agent, { q: SURNAME, sort: "name", dir: "asc", pageSize: 100 }),
    );
    const firsts = asc.map((r) => r.firstName);
    expect(firsts).toEqual([...firsts].sort((a, b) => a.localeCompare(b)));
    const desc = rowsOf(
      await listOf(agent, { q: SURNAME, sort: "email", dir: "desc", pageSize: 100 }),
    );
    const emails = desc.map((r) => r.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const newest = rowsOf(await listOf(agent, { q: SURNAME, sort: "createdAt", dir: "desc" }));
    expect(newest[0]!.firstName).toBe("Xenia");
    const page1 = await listOf(agent, { q: SURNAME, sort: "name", pageSize: 10, page: 1 });
    expect(page1.body).toMatchObject({ page: 1, pageSize: 10, total });
    const beyond = await listOf(agent, { q: SURNAME, pageSize: 10, page: 1000 });
    expect(beyond.body).toMatchObject({ rows: [], total });
  });

  it("answers 400 for bad parameters", async () => {
    const bad: Record<string, string | number>[] = [
      { pageSize: 7 },
      { page: 0 },
      { sort: "phone" },
      { dir: "up" },
      { q: "x".repeat(101) },
    ];
    for (const params of bad) {
      expect((await listOf(agent, params)).status, JSON.stringify(params)).toBe(400);
    }
  });

  it("counts each client's bookings and lists them on the client's page", async () => {
    const client = await newClient("Wanda");
    const stay = await parisStay(320);
    const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
    const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
    const offerId = hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
    const q = await createQuote(DEMO, { cookie: agent }, offerId, stay);
    expect(q.status).toBe(201);
    const placed = await placeBooking(
      DEMO,
      { cookie: agent },
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        contact: { ...contact, lastName: SURNAME },
        travellers: [{ firstName: "Wanda", lastName: SURNAME, unit: 0 }],
        clientId: client.id,
      }),
    );
    expect(placed.status).toBe(201);
    const row = rowsOf(await listOf(agent, { q: `Wanda ${SURNAME}` }))[0]!;
    expect(row.bookings).toBe(1);
    const details = (await read(agent, client.id)).body as unknown as AgencyClientDetails;
    expect(details.bookingsTotal).toBe(1);
    expect(details.bookings).toEqual([
      expect.objectContaining({
        reference: placed.body.reference,
        product: "hotels",
        status: "confirmed",
        startsOn: stay.checkIn,
      }),
    ]);
    expect(details.bookings[0]!.charged.amountMinor).toBeGreaterThan(0);
  }, 30_000);
});

describe("a client's travellers", () => {
  const passport = {
    firstName: "Lena",
    lastName: FAMILY,
    dateOfBirth: "2012-04-09",
    gender: "female",
    nationality: "SE",
    passportNumber: "aa1234567",
    passportExpiry: inDays(400),
  };

  it("are added, listed, changed and removed", async () => {
    const client = await newClient("Elsa");
    const added = await addTo(agent, client.id, passport);
    expect(added.status).toBe(201);
    const lena = added.body as unknown as ClientTraveller;
    expect(lena).toMatchObject({ ...passport, passportNumber: "AA1234567" });
    const second = await addTo(agent, client.id, { firstName: "Olof", lastName: FAMILY });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ dateOfBirth: null, passportNumber: null });
    const listed = (await travellers(agent, client.id)).body.travellers as ClientTraveller[];
    expect(listed.map((x) => x.firstName)).toEqual(["Lena", "Olof"]);
    const changed = await patchT(agent, client.id, lena.id, {
      passportNumber: "BB7654321",
      nationality: "no",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      passportNumber: "BB7654321",
      nationality: "NO",
      firstName: "Lena",
    });
    const details = (await read(agent, client.id)).body as unknown as AgencyClientDetails;
    expect(details.travellers.map((x) => x.passportNumber)).toEqual(["BB7654321", null]);
    const removed = await removeT(agent, client.id, lena.id);
    expect(removed.status).toBe(200);
    expect((removed.body.travellers as ClientTraveller[]).map((x) => x.firstName)).toEqual([
      "Olof",
    ]);
    expect((await removeT(agent, client.id, lena.id)).status).toBe(404);
  });

  it("refuses bad dates, nationality and passport with a 400, adding or changing nothing", async () => {
    const client = await newClient("Frida");
    const kept = (await addTo(agent, client.id, passport)).body as unknown as ClientTraveller;
    const bad: Record<string, unknown>[] = [
      { passportExpiry: "2020-01-01" },
      { passportExpiry: inDays(0) },
      { dateOfBirth: inDays(3) },
      { dateOfBirth: "2012-02-30" },
      { nationality: "Sweden" },
      { nationality: "ZZ" },
      { passportNumber: "12" },
      { gender: "other" },
      { firstName: "" },
      { firstName: "R2-D2" },
      { seat: "12A" },
    ];
    for (const fields of bad) {
      const added = await addTo(agent, client.id, { ...passport, ...fields });
      expect(added.status, JSON.stringify(fields)).toBe(400);
      expect(typeof added.body.message).toBe("string");
      const changed = await patchT(agent, client.id, kept.id, fields);
      expect(changed.status, JSON.stringify(fields)).toBe(400);
    }
    expect((await addTo(agent, client.id, "nonsense")).status).toBe(400);
    expect((await patchT(agent, client.id, kept.id, {})).status).toBe(400);
    const listed = (await travellers(agent, client.id)).body.travellers as ClientTraveller[];
    expect(listed).toEqual([kept]);
  });

  it("belong to their client: another client's path finds none of them", async () => {
    const a = await newClient("Greta");
    const b = await newClient("Hugo");
    const greta = (await addTo(agent, a.id, passport)).body as unknown as ClientTraveller;
    expect((await patchT(agent, b.id, greta.id, { firstName: "Stolen" })).status).toBe(404);
    expect((await removeT(agent, b.id, greta.id)).status).toBe(404);
    expect((await patchT(agent, a.id, "not-an-id", { firstName: "X" })).status).toBe(404);
    expect(
      ((await travellers(agent, a.id)).body.travellers as ClientTraveller[])[0]!.firstName,
    ).toBe("Lena");
  });
});

describe("a client's travellers at checkout", () => {
  it("are the companions offered to an agent booking for the client, with passport data", async () => {
    const client = await newClient("Paula");
    await addTo(agent, client.id, {
      firstName: "Pedro",
      lastName: FAMILY,
      dateOfBirth: "1990-01-31",
      gender: "male",
      nationality: "PT",
      passportNumber: "CB1234567",
      passportExpiry: inDays(900),
    });
    // Without a date of birth, gender and nationality a passenger cannot be filled from it.
    await addTo(agent, client.id, { firstName: "Pia", lastName: FAMILY });
    const path = `/api/user/companions?clientId=${client.id}`;
    const r = await call(companions as never, DEMO, path, { cookie: agent });
    expect(r.status).toBe(200);
    expect(r.body.companions).toEqual([
      {
        firstName: "Pedro",
        lastName: FAMILY,
        dateOfBirth: "1990-01-31",
        gender: "male",
        nationality: "PT",
        passportNumber: "CB1234567",
        passportExpiry: inDays(900),
      },
    ]);
    expect((await call(companions as never, DEMO, path, { cookie: traveller })).status).toBe(403);
    const other = await call(companions as never, VIAJES, path, { cookie: viajesOwner });
    expect(other.status).toBe(404);
  });
});

describe("the reward wallet of a client's traveller account", () => {
  it("is switched by owners and admins only, and only when the account exists", async () => {
    const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
    const db = await getDb();
    const address = email("ingrid");
    const [account] = await db
      .insert(t.users)
      .values({ agencyId: demo.id, email: address, firstName: "Ingrid", lastName: SURNAME })
      .returning();
    const client = await newClient("Ingrid");
    expect(client.account).toEqual({ id: account!.id, isRewardWalletEnable: false });

    const refused = await setWallet(agent, client.id, { enabled: true });
    expect(refused.status).toBe(403);
    expect((await setWallet(sales, client.id, { enabled: true })).status).toBe(403);
    const on = await setWallet(owner, client.id, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    expect(((await read(agent, client.id)).body as unknown as AgencyClientDetails).account).toEqual(
      {
        id: account!.id,
        isRewardWalletEnable: true,
      },
    );
    const [stored] = await db.select().from(t.users).where(eq(t.users.id, account!.id));
    expect(stored!.isRewardWalletEnable).toBe(true);
    expect((await setWallet(admin, client.id, { enabled: false })).body).toEqual({
      enabled: false,
    });
    for (const body of [{}, { enabled: "yes" }, "on"]) {
      expect((await setWallet(owner, client.id, body)).status).toBe(400);
    }
    const [after] = await db.select().from(t.users).where(eq(t.users.id, account!.id));
    expect(after!.isRewardWalletEnable).toBe(false);

    const noAccount = await newClient("Jonas");
    expect(noAccount.account).toBeNull();
    expect((await setWallet(owner, noAccount.id, { enabled: true })).status).toBe(404);
  });
});

describe("who may use the clients API", () => {
  let clientId: string;
  let travellerId: string;
  beforeAll(async () => {
    clientId = (await newClient("Kai")).id;
    travellerId = (
      (await addTo(agent, clientId, { firstName: "Kim", lastName: FAMILY }))
        .body as unknown as ClientTraveller
    ).id;
  });

  /** Every clients route, each to be called. */
  const every = (cookie: Cookie, host = DEMO, id = clientId, tid = travellerId) => [
    () => listOf(cookie, { q: SURNAME }, host),
    () =>
      post(
        cookie,
        { firstName: "Nope", lastName: SURNAME, email: email(`nope-${randomUUID()}`) },
        host,
      ),
    () => read(cookie, id, host),
    () => patch(cookie, id, { notes: "changed" }, host),
    () => travellers(cookie, id, host),
    () => addTo(cookie, id, { firstName: "Nope", lastName: FAMILY }, host),
    () => patchT(cookie, id, tid, { firstName: "Changed" }, host),
    () => removeT(cookie, id, tid, host),
    () => setWallet(cookie, id, { enabled: true }, host),
    () => call(exportCsv as never, host, `${base}/export`, cookie ? { cookie } : {}),
    () =>
      send(importCsv as never, host, `${base}/import`, {
        body: `firstName,lastName,email\nNope,${SURNAME},${email(`nope-${randomUUID()}`)}\n`,
        headers: { ...(cookie ? { cookie } : {}), "content-type": "text/csv" },
      }),
  ];

  it("refuses travellers (403) and visitors (401) on every route", async () => {
    for (const r of await Promise.all(every(traveller).map((f) => f()))) {
      expect(r.status).toBe(403);
    }
    for (const r of await Promise.all(every("").map((f) => f()))) expect(r.status).toBe(401);
    expect(await totalOf(`Nope ${SURNAME}`)).toBe(0);
  });

  it("shows another agency none of this agency's clients: 404 on every client route", async () => {
    const results = await Promise.all(
      every(viajesOwner, VIAJES)
        .slice(2, 9)
        .map((f) => f()),
    );
    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await totalOf(SURNAME, VIAJES, viajesOwner)).toBe(0);
    const csv = await exportOf(viajesOwner, SURNAME, VIAJES);
    expect(String(csv.body)).not.toContain(SURNAME);
    const details = (await read(agent, clientId)).body as unknown as AgencyClientDetails;
    expect(details.notes).toBeNull();
    expect(details.travellers.map((x) => x.firstName)).toEqual(["Kim"]);
    // A path that is not an id at all is a 404 too, not a database error.
    expect((await read(agent, "not-a-uuid")).status).toBe(404);
    expect((await travellers(agent, "12345")).status).toBe(404);
  });
});

describe("the CSV import and export", () => {
  const header = "firstName,lastName,email,phone,country,preferences";

  it("refuses a file with broken lines, naming each line, and imports nothing", async () => {
    const tag = `Broken${RUN}`;
    const existing = await newClient("Lars");
    const csv = [
      header,
      `Maja,${tag},${email("maja")},,SE,`,
      `,${tag},${email("nils")},,,`,
      `Olga,${tag},not-an-email,,,`,
      `Pia,${tag},${email("pia")},12,SE,`,
      `Quinn,${tag},${email("quinn")},,ZZ,`,
      `Rolf,${tag},${email("MAJA")},,,`,
      `Sven,${tag},${existing.email},,,`,
      `Tove,${tag}`,
    ].join("\n");
    const r = await importInto(owner, csv);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("invalidRows");
    expect(r.body.message).toMatch(/nothing was imported/);
    const errors = r.body.errors as ImportRowError[];
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [3, "firstName"],
      [4, "email"],
      [5, "phone"],
      [6, "country"],
      [7, "email"],
      [8, "email"],
      [9, null],
    ]);
    expect(errors.find((e) => e.line === 7)!.message).toMatch(/line 2/);
    expect(errors.find((e) => e.line === 8)!.message).toMatch(/exists already/);
    expect(await totalOf(tag)).toBe(0);
  });

  it("refuses bad headers, malformed CSV, other media types and oversize files", async () => {
    const tag = `Refused${RUN}`;
    const unknownColumn = await importInto(
      owner,
      `firstName,lastName,email,age\nA,${tag},${email("a1")},3\n`,
    );
    expect(unknownColumn.status).toBe(422);
    expect((unknownColumn.body.errors as ImportRowError[])[0]).toMatchObject({
      line: 1,
      column: "age",
    });
    const missing = await importInto(owner, `firstName,lastName\nA,${tag}\n`);
    expect((missing.body.errors as ImportRowError[])[0]).toMatchObject({
      line: 1,
      column: "email",
    });
    const unclosed = await importInto(owner, `${header}\n"A,${tag},${email("a2")},,,\n`);
    expect(unclosed.status).toBe(422);
    expect((await importInto(owner, `${header}\n`)).status).toBe(422);
    expect((await importInto(owner, "")).status).toBe(422);
    const json = await importInto(
      owner,
      `${header}\nA,${tag},${email("a3")},,,\n`,
      DEMO,
      "application/json",
    );
    expect(json.status).toBe(415);
    const big = `${header}\n${`B,${tag},x@example.com,,,${"x".repeat(200)}\n`.repeat(6000)}`;
    expect((await importInto(owner, big)).status).toBe(413);
    const many = `${header}\n${Array.from({ length: 5001 }, (_, i) => `C,${tag},c${i}.${RUN}@example.com,,,`).join("\n")}`;
    expect(many.length).toBeLessThan(1_000_000);
    expect((await importInto(owner, many)).status).toBe(413);
    expect(await totalOf(tag)).toBe(0);
  });

  it("round-trips: what is exported imports again, into another agency, as it was", async () => {
    const tag = `Trip${RUN}`;
    const csv = [
      header,
      `Ulla,${tag},${email("ulla")},+46 70 123 45 67,SE,"Window seat, quiet room"`,
      `Åsa,${tag},${email("asa")},,,=SUM(A1:A2)`,
      `Vera,${tag},${email("vera")},0612345678,FR,"Line one\nline two"`,
    ].join("\r\n");
    const imported = await importInto(agent, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({ imported: 3 });
    expect(await totalOf(tag)).toBe(3);

    const exported = await exportOf(agent, tag);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="clients-/);
    const text = String(exported.body);
    // A byte-order mark first (Response.text() reads it away), for spreadsheet programs.
    const raw = await exportCsv(
      new Request(`http://${DEMO}${base}/export?q=${tag}`, {
        headers: { host: DEMO, cookie: agent },
      }),
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parse(text, { bom: true }) as string[][];
    expect(lines).toEqual([
      ["firstName", "lastName", "email", "phone", "country", "preferences"],
      ["Ulla", tag, email("ulla"), "'+46701234567", "SE", "Window seat, quiet room"],
      ["Vera", tag, email("vera"), "'+33612345678", "FR", "Line one\nline two"],
      ["Åsa", tag, email("asa"), "", "", "'=SUM(A1:A2)"],
    ]);

    // The same file again here: every email is taken, so nothing is added.
    const again = await importInto(agent, text);
    expect(again.status).toBe(422);
    expect((again.body.errors as ImportRowError[]).map((e) => e.line)).toEqual([2, 3, 5]);
    expect(await totalOf(tag)).toBe(3);

    // Into another agency, then out again: the same file.
    const there = await importInto(viajesOwner, text, VIAJES);
    expect(there.status, JSON.stringify(there.body)).toBe(201);
    const back = await exportOf(viajesOwner, tag, VIAJES);
    expect(String(back.body)).toBe(text);
    const db = await getDb();
    const viajes = (await findAgency({ kind: "subdomain", key: "viajes" }))!;
    const stored = await db
      .select()
      .from(t.clients)
      .where(and(eq(t.clients.agencyId, viajes.id), like(t.clients.lastName, tag)));
    expect(stored.map((c) => c.phone).sort()).toEqual(
      [null, "+33612345678", "+46701234567"].sort(),
    );
  });
});
