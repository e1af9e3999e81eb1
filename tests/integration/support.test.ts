import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as agencyList } from "@/app/api/agency/support/threads/route";
import {
  GET as agencyRead,
  PATCH as agencyPatch,
} from "@/app/api/agency/support/threads/[id]/route";
import { POST as agencyReply } from "@/app/api/agency/support/threads/[id]/messages/route";
import { GET as userList, POST as userOpen } from "@/app/api/user/support/threads/route";
import { GET as userRead } from "@/app/api/user/support/threads/[id]/route";
import { POST as userReply } from "@/app/api/user/support/threads/[id]/messages/route";
import type { SupportThreadDetail, SupportThreadsResponse } from "@/lib/contract/support";
import { findAgency } from "@/lib/server/agency/agency";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { drainOutbox } from "@/lib/server/mail/outbox";
import { registerSupportMails } from "@/lib/server/support/mail";
import { reusedSessions } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { startMailbox } from "../support/mailbox";

/**
 * Support requests (issue 16): threads between a traveller (or an agent) and the agency's staff,
 * with email notices through the outbox. PostgreSQL runs share one database with the other
 * files: every request here has a subject tagged with this run.
 */

const RUN = randomUUID().slice(0, 8);
const subjectOf = (what: string) => `${what} ${RUN}`;
const session = reusedSessions();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner: string;
let sales: string;
let agent: string;
let traveller: string;
let viajesOwner: string;
let viajesTraveller: string;
let travellerId: string;
let travellerName: string;
let travellerFirst: string;
let travellerLanguage: string | null;

const USER = "/api/user/support/threads";
const AGENCY = "/api/agency/support/threads";
const withCookie = (cookie: string): Record<string, string> => (cookie ? { cookie } : {});

const open = (cookie: string, body: unknown, host = DEMO) =>
  send(userOpen as never, host, USER, { body, headers: withCookie(cookie) });
const mine = (cookie: string, host = DEMO, query = "") =>
  call(userList as never, host, `${USER}${query}`, withCookie(cookie));
const readMine = (cookie: string, id: string, host = DEMO) =>
  send(userRead as never, host, `${USER}/${id}`, {
    method: "GET",
    headers: withCookie(cookie),
    params: { id },
  });
const replyMine = (cookie: string, id: string, body: unknown, host = DEMO) =>
  send(userReply as never, host, `${USER}/${id}/messages`, {
    body,
    headers: withCookie(cookie),
    params: { id },
  });
const inbox = (cookie: string, query = "", host = DEMO) =>
  call(agencyList as never, host, `${AGENCY}${query}`, withCookie(cookie));
const readAsStaff = (cookie: string, id: string, host = DEMO) =>
  send(agencyRead as never, host, `${AGENCY}/${id}`, {
    method: "GET",
    headers: withCookie(cookie),
    params: { id },
  });
const answer = (cookie: string, id: string, body: unknown, host = DEMO) =>
  send(agencyReply as never, host, `${AGENCY}/${id}/messages`, {
    body,
    headers: withCookie(cookie),
    params: { id },
  });
const setStatus = (cookie: string, id: string, body: unknown, host = DEMO) =>
  send(agencyPatch as never, host, `${AGENCY}/${id}`, {
    method: "PATCH",
    body,
    headers: withCookie(cookie),
    params: { id },
  });

const detail = (r: { body: unknown }) => r.body as unknown as SupportThreadDetail;
const rows = (r: { body: unknown }) => (r.body as unknown as SupportThreadsResponse).rows;

async function sendQueuedMail() {
  for (let r = await drainOutbox(); r.sent + r.failed > 0; r = await drainOutbox());
}

/** Every thread and message row of the demo agency's traveller, to show nothing was written. */
async function travellerRows() {
  const db = await getDb();
  const [threads] = await db
    .select({ n: count() })
    .from(t.supportThreads)
    .where(eq(t.supportThreads.userId, travellerId));
  const [messages] = await db
    .select({ n: count() })
    .from(t.supportMessages)
    .innerJoin(t.supportThreads, eq(t.supportThreads.id, t.supportMessages.threadId))
    .where(eq(t.supportThreads.userId, travellerId));
  return { threads: threads!.n, messages: messages!.n };
}

async function statusOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ status: t.supportThreads.status })
    .from(t.supportThreads)
    .where(eq(t.supportThreads.id, id));
  return row?.status;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  registerSupportMails();
  owner = await session(DEMO, "owner@horizon.test");
  sales = await session(DEMO, "sales@horizon.test");
  agent = await session(DEMO, "agent@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  viajesTraveller = await session(VIAJES, "viajero@viajessol.test");
  const demo = (await findAgency({ kind: "subdomain", key: "demo" }))!;
  const db = await getDb();
  const [row] = await db
    .select({
      id: t.users.id,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      language: t.users.language,
    })
    .from(t.users)
    .where(and(eq(t.users.agencyId, demo.id), eq(t.users.email, "traveller@horizon.test")));
  travellerId = row!.id;
  // The traveller's mails follow their language: English here, as it was put back after.
  travellerLanguage = row!.language;
  await db.update(t.users).set({ language: "en" }).where(eq(t.users.id, travellerId));
  // As it is now: on PostgreSQL another file may have renamed the demo traveller.
  travellerFirst = row!.firstName;
  travellerName = `${row!.firstName} ${row!.lastName}`;
}, 30_000);

afterAll(async () => {
  const db = await getDb();
  await db.update(t.users).set({ language: travellerLanguage }).where(eq(t.users.id, travellerId));
  delete process.env.SMTP_URL;
  await mailbox.close();
});

describe("a support request", () => {
  it("is opened by a traveller, the agency is mailed, staff answer and the traveller is mailed", async () => {
    const subject = subjectOf("Late check-in");
    const opened = await open(traveller, {
      subject: `  ${subject} `,
      message: "We land at 23:40.\nCan the hotel keep the room?",
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const thread = detail(opened);
    expect(thread).toMatchObject({
      subject,
      status: "open",
      booking: null,
      requester: { name: travellerName, email: "traveller@horizon.test" },
      lastSide: "requester",
      messageCount: 1,
      messages: [
        {
          side: "requester",
          author: travellerName,
          body: "We land at 23:40.\nCan the hotel keep the room?",
        },
      ],
    });

    // The agency's contact email is told, with a link to the back office's page.
    await sendQueuedMail();
    const notice = await mailbox.waitFor(
      "hello@horizon.test",
      new RegExp(`New support request: ${subject}`),
    );
    expect(notice.text).toContain(`${travellerName} (traveller@horizon.test) wrote:`);
    expect(notice.text).toContain("> Can the hotel keep the room?");
    expect(mailbox.link(notice, "http").pathname).toBe("/settings/support");
    expect(notice.text).toContain(`/settings/support?thread=${thread.id}`);

    // Any of the agency's staff sees it, with the requester, among the open requests.
    const listed = await inbox(sales, "?status=open");
    expect(listed.status).toBe(200);
    expect(rows(listed).find((r) => r.id === thread.id)).toMatchObject({
      subject,
      requester: { email: "traveller@horizon.test" },
      lastSide: "requester",
    });
    expect(rows(await inbox(owner, "?status=closed")).map((r) => r.id)).not.toContain(thread.id);

    const answered = await answer(owner, thread.id, { message: "Yes, it is noted." });
    expect(answered.status).toBe(201);
    expect(detail(answered).messages.map((m) => [m.side, m.body])).toEqual([
      ["requester", "We land at 23:40.\nCan the hotel keep the room?"],
      ["agency", "Yes, it is noted."],
    ]);
    expect(detail(answered).messages[1]!.author).toBe("Olivia Hart");

    await sendQueuedMail();
    const mail = await mailbox.waitFor(
      "traveller@horizon.test",
      new RegExp(`Horizon Travel answered your request: ${subject}`),
    );
    expect(mail.text).toContain(`Hello ${travellerFirst},`);
    expect(mail.text).toContain("> Yes, it is noted.");
    expect(mail.text).toContain(`/mytrip/support?thread=${thread.id}`);
    expect(mail.html).toContain("Read and reply");

    // The traveller reads the answer in their own area.
    const read = await readMine(traveller, thread.id);
    expect(read.status).toBe(200);
    expect(detail(read)).toMatchObject({ lastSide: "agency", messageCount: 2 });
    const own = await mine(traveller);
    expect(own.status).toBe(200);
    expect(rows(own)[0]!.id).toBe(thread.id);
  });

  it("is closed and reopened by staff, and opens again on the requester's reply", async () => {
    const created = detail(
      await open(traveller, { subject: subjectOf("Invoice copy"), message: "Please resend it." }),
    );
    const closed = await setStatus(agent, created.id, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(detail(closed).status).toBe("closed");
    expect(rows(await inbox(owner, "?status=closed")).map((r) => r.id)).toContain(created.id);

    const reopenedByReply = await replyMine(traveller, created.id, { message: "Still missing." });
    expect(reopenedByReply.status).toBe(201);
    expect(detail(reopenedByReply).status).toBe("open");
    await sendQueuedMail();
    await mailbox.waitFor(
      "hello@horizon.test",
      new RegExp(`New reply from ${travellerName}: ${subjectOf("Invoice copy")}`),
    );

    await setStatus(owner, created.id, { status: "closed" });
    const reopened = await setStatus(owner, created.id, { status: "open" });
    expect(detail(reopened).status).toBe("open");
  });
});

describe("who sees a request", () => {
  it("a traveller sees only their own requests", async () => {
    // An agent may ask the agency too; the traveller never sees it.
    const agents = await open(agent, { subject: subjectOf("Agent question"), message: "Hi" });
    expect(agents.status).toBe(201);
    const id = detail(agents).id;
    expect(rows(await mine(traveller)).map((r) => r.id)).not.toContain(id);
    expect((await readMine(traveller, id)).status).toBe(404);
    const before = await travellerRows();
    expect((await replyMine(traveller, id, { message: "Me too" })).status).toBe(404);
    expect(await travellerRows()).toEqual(before);
    // The staff see it with the others.
    expect((await readAsStaff(owner, id)).status).toBe(200);
    // An id that is not one is a 404 as well.
    expect((await readMine(traveller, "not-an-id")).status).toBe(404);
  });

  it("another agency's staff and travellers get a 404 for the thread", async () => {
    const id = detail(
      await open(traveller, { subject: subjectOf("Private"), message: "Only for Horizon." }),
    ).id;
    expect((await readAsStaff(viajesOwner, id, VIAJES)).status).toBe(404);
    expect((await answer(viajesOwner, id, { message: "Hola" }, VIAJES)).status).toBe(404);
    expect((await setStatus(viajesOwner, id, { status: "closed" }, VIAJES)).status).toBe(404);
    expect((await readMine(viajesTraveller, id, VIAJES)).status).toBe(404);
    expect(rows(await inbox(viajesOwner, "", VIAJES)).map((r) => r.id)).not.toContain(id);
    expect(await statusOf(id)).toBe("open");
    const db = await getDb();
    const [messages] = await db
      .select({ n: count() })
      .from(t.supportMessages)
      .where(eq(t.supportMessages.threadId, id));
    expect(messages!.n).toBe(1);
  });

  it("a traveller is refused the agency's API; a visitor is asked to sign in", async () => {
    const id = detail(
      await open(traveller, { subject: subjectOf("Refused"), message: "Hello" }),
    ).id;
    expect((await inbox(traveller)).status).toBe(403);
    expect((await readAsStaff(traveller, id)).status).toBe(403);
    expect((await answer(traveller, id, { message: "As staff" })).status).toBe(403);
    expect((await setStatus(traveller, id, { status: "closed" })).status).toBe(403);
    expect(await statusOf(id)).toBe("open");
    expect((await mine("")).status).toBe(401);
    expect((await open("", { subject: "Visitor", message: "Hi" })).status).toBe(401);
  });
});

describe("a bad body", () => {
  it("is a 400 with the field's problem, and nothing is written", async () => {
    const before = await travellerRows();
    const cases: Array<[unknown, RegExp]> = [
      [{ subject: "Hi", message: "Hello" }, /subject: Enter a subject of 3 to 120 characters/],
      [{ subject: "x".repeat(121), message: "Hello" }, /^subject:/],
      [{ subject: "Hello there", message: "   " }, /message: Write a message of 1 to 4,000/],
      [{ subject: "Hello there", message: "x".repeat(4001) }, /^message:/],
      [{ subject: "Hello there" }, /^message:/],
      [{ subject: "Hello there", message: "Hi", extra: 1 }, /extra/],
      [{ subject: "Hello there", message: "Hi", bookingId: "ABC123" }, /^bookingId:/],
      // A booking that is not one of the traveller's.
      [{ subject: "Hello there", message: "Hi", bookingId: randomUUID() }, /^bookingId:/],
      ["not json", /./],
    ];
    for (const [body, message] of cases) {
      const r = await open(traveller, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(String(r.body.message)).toMatch(message);
    }
    const id = detail(await open(traveller, { subject: subjectOf("Bodies"), message: "Hello" })).id;
    const after = await travellerRows();
    expect(after).toEqual({ threads: before.threads + 1, messages: before.messages + 1 });

    expect((await replyMine(traveller, id, { message: "" })).status).toBe(400);
    expect((await replyMine(traveller, id, { body: "Hello" })).status).toBe(400);
    expect((await answer(owner, id, { message: "x".repeat(4001) })).status).toBe(400);
    expect((await setStatus(owner, id, { status: "pending" })).status).toBe(400);
    expect((await setStatus(owner, id, {})).status).toBe(400);
    expect(await travellerRows()).toEqual(after);
    expect(await statusOf(id)).toBe("open");
    expect((await inbox(owner, "?status=pending")).status).toBe(400);
  });
});
