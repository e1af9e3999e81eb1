import "server-only";
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { OfferSnapshot } from "@/lib/contract/booking";
import {
  SUPPORT_ERRORS,
  SUPPORT_PAGE_SIZE,
  type NewSupportThread,
  type SupportSide,
  type SupportStatus,
  type SupportThreadDetail,
  type SupportThreadsQuery,
  type SupportThreadsResponse,
  type SupportThreadSummary,
} from "@/lib/contract/support";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { type Db, getDb } from "../db/client";
import { adapterFor } from "../products/registry";
import { bookings, supportMessages, supportThreads, users } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { SUPPORT_MAIL_KINDS } from "./mail-kinds";

/**
 * Support requests (issue 16): a thread between the user who opened it (a traveller, or an agent)
 * and the agency's staff. A requester sees only their own threads, the staff every thread of
 * their agency; every query is scoped to the host's agency, so another agency's thread (or an id
 * that is not one) is a 404 as one that does not exist. Each message queues an email notice to the
 * other side in the same transaction (the outbox), so a failing mail server never loses it.
 */

/** Whose threads a call may see: the requester's own, or the whole agency's (its staff). */
export type SupportScope = { kind: "requester"; userId: string } | { kind: "agency" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const threadNotFound = () => new ApiError("notFound", "This support request was not found.");

function scopeOf(agencyId: string, scope: SupportScope): SQL {
  return scope.kind === "requester"
    ? and(eq(supportThreads.agencyId, agencyId), eq(supportThreads.userId, scope.userId))!
    : eq(supportThreads.agencyId, agencyId);
}

const summaryColumns = {
  id: supportThreads.id,
  subject: supportThreads.subject,
  status: supportThreads.status,
  bookingId: supportThreads.bookingId,
  bookingReference: bookings.reference,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  lastSide: sql<SupportSide>`(SELECT ${supportMessages.side} FROM ${supportMessages}
    WHERE ${supportMessages.threadId} = ${supportThreads.id}
    ORDER BY ${supportMessages.createdAt} DESC LIMIT 1)`,
  messageCount: sql<number>`(SELECT count(*) FROM ${supportMessages}
    WHERE ${supportMessages.threadId} = ${supportThreads.id})`.mapWith(Number),
  lastMessageAt: supportThreads.lastMessageAt,
  createdAt: supportThreads.createdAt,
};

type SummaryRow = {
  id: string;
  subject: string;
  status: SupportStatus;
  bookingId: string | null;
  bookingReference: string | null;
  firstName: string;
  lastName: string;
  email: string;
  lastSide: SupportSide | null;
  messageCount: number;
  lastMessageAt: Date;
  createdAt: Date;
};

function summaryOf(row: SummaryRow): SupportThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    booking:
      row.bookingId && row.bookingReference
        ? { id: row.bookingId, reference: row.bookingReference }
        : null,
    requester: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    lastSide: row.lastSide ?? "requester",
    messageCount: row.messageCount,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .leftJoin(bookings, eq(bookings.id, supportThreads.bookingId));
}

/** A page of threads, the most recent activity first. */
export async function listSupportThreads(
  agencyId: string,
  scope: SupportScope,
  query: SupportThreadsQuery,
): Promise<SupportThreadsResponse> {
  const db = await getDb();
  const where = and(
    scopeOf(agencyId, scope),
    query.status ? eq(supportThreads.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((query.page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(supportThreads).where(where),
  ]);
  return {
    rows: rows.map(summaryOf),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: SUPPORT_PAGE_SIZE,
  };
}

/** The thread `id` within the scope, or a 404. */
async function requireThread(
  db: Pick<Db, "select">,
  agencyId: string,
  id: string,
  scope: SupportScope,
) {
  if (!UUID.test(id)) throw threadNotFound();
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(scopeOf(agencyId, scope), eq(supportThreads.id, id)));
  if (!row) throw threadNotFound();
  return row;
}

/** A thread with its messages, oldest first; a 404 outside the scope. */
export async function supportThreadDetail(
  agencyId: string,
  id: string,
  scope: SupportScope,
): Promise<SupportThreadDetail> {
  if (!UUID.test(id)) throw threadNotFound();
  const db = await getDb();
  const [row] = await summaries(db).where(and(scopeOf(agencyId, scope), eq(supportThreads.id, id)));
  if (!row) throw threadNotFound();
  const messages = await db
    .select({
      id: supportMessages.id,
      side: supportMessages.side,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(and(eq(supportMessages.agencyId, agencyId), eq(supportMessages.threadId, id)))
    .orderBy(supportMessages.createdAt, supportMessages.id);
  return {
    ...summaryOf(row),
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side,
      author: m.firstName === null ? null : `${m.firstName} ${m.lastName ?? ""}`.trim(),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The bookings a requester may name in a request: theirs (as traveller or as the booking agent). */
function ownBooking(agencyId: string, userId: string): SQL {
  return and(
    eq(bookings.agencyId, agencyId),
    or(eq(bookings.ownerUserId, userId), eq(bookings.agentUserId, userId)),
  )!;
}

/** The requester's latest bookings, for the new request's form. */
export async function requesterBookings(
  agencyId: string,
  userId: string,
): Promise<Array<{ id: string; reference: string; title: string }>> {
  const db = await getDb();
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      product: bookings.product,
      offer: bookings.offer,
    })
    .from(bookings)
    .where(and(ownBooking(agencyId, userId), sql`${bookings.status} <> 'failed'`))
    .orderBy(desc(bookings.createdAt))
    .limit(50);
  return rows.map((r) => {
    let title = "";
    try {
      title = adapterFor(r.product).title(r.offer as OfferSnapshot);
    } catch {
      // An offer of an older shape: the reference alone names it.
    }
    return { id: r.id, reference: r.reference, title };
  });
}

/**
 * Opens a request: the thread and its first message, and the agency's notice (when the agency
 * has a contact email) in one transaction. A booking that is not the requester's is a 400.
 */
export async function openSupportThread(
  agency: AgencyRow,
  user: UserRow,
  input: NewSupportThread,
): Promise<SupportThreadDetail> {
  const db = await getDb();
  if (input.bookingId) {
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(ownBooking(agency.id, user.id), eq(bookings.id, input.bookingId)));
    if (!booking) throw new ApiError("badRequest", `bookingId: ${SUPPORT_ERRORS.bookingId}`);
  }
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [thread] = await tx
      .insert(supportThreads)
      .values({
        agencyId: agency.id,
        userId: user.id,
        subject: input.subject,
        bookingId: input.bookingId ?? null,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning({ id: supportThreads.id });
    const [message] = await tx
      .insert(supportMessages)
      .values({
        agencyId: agency.id,
        threadId: thread!.id,
        authorId: user.id,
        side: "requester",
        body: input.message,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    if (agency.contactEmailId) {
      await enqueueMail(tx, {
        agencyId: agency.id,
        kind: SUPPORT_MAIL_KINDS.opened,
        payload: { messageId: message!.id },
      });
    }
    return thread!.id;
  });
  return supportThreadDetail(agency.id, id, { kind: "requester", userId: user.id });
}

/**
 * A reply in a thread: the requester's (which reopens a closed request, and tells the agency) or
 * the staff's (which tells the requester). Outside the scope, a 404 and nothing written.
 */
export async function replyToSupportThread(
  agency: AgencyRow,
  user: UserRow,
  id: string,
  side: SupportSide,
  body: string,
): Promise<SupportThreadDetail> {
  const scope: SupportScope =
    side === "requester" ? { kind: "requester", userId: user.id } : { kind: "agency" };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const thread = await requireThread(tx, agency.id, id, scope);
    const now = new Date();
    const [message] = await tx
      .insert(supportMessages)
      .values({
        agencyId: agency.id,
        threadId: thread.id,
        authorId: user.id,
        side,
        body,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportThreads)
      .set({
        lastMessageAt: now,
        ...(side === "requester" ? { status: "open" as const } : {}),
      })
      .where(and(eq(supportThreads.agencyId, agency.id), eq(supportThreads.id, thread.id)));
    if (side === "agency" || agency.contactEmailId) {
      await enqueueMail(tx, {
        agencyId: agency.id,
        kind: side === "agency" ? SUPPORT_MAIL_KINDS.answered : SUPPORT_MAIL_KINDS.followUp,
        payload: { messageId: message!.id },
      });
    }
  });
  return supportThreadDetail(agency.id, id, scope);
}

/** Closes or reopens a request (staff); a 404 for another agency's. */
export async function setSupportThreadStatus(
  agencyId: string,
  id: string,
  status: SupportStatus,
): Promise<SupportThreadDetail> {
  if (!UUID.test(id)) throw threadNotFound();
  const db = await getDb();
  const [row] = await db
    .update(supportThreads)
    .set({ status })
    .where(and(eq(supportThreads.agencyId, agencyId), eq(supportThreads.id, id)))
    .returning({ id: supportThreads.id });
  if (!row) throw threadNotFound();
  return supportThreadDetail(agencyId, id, { kind: "agency" });
}
