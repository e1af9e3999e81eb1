import "server-only";
import { agentCommission } from "@/lib/booking/commission";
import { addDays, format } from "date-fns";
import { and, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import { permissionsOf } from "@/lib/auth/permissions";
import type {
  CommissionEntryView,
  CommissionListResponse,
  commissionListQuery,
  newPayout,
  PayoutView,
} from "@/lib/contract/commissions";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { fromUsd } from "@/lib/currency/currency-math";
import { getDb, type Tx } from "../db/client";
import {
  agencies,
  bookings,
  commissionEntries as ce,
  commissionPayouts,
  users,
} from "../db/schema";
import { ApiError } from "../errors";

/**
 * The commission ledger (issue 16): each confirmed booking records what it earned the agency (its
 * markup) and its booking agent (a commission on the sale before tax, at the agent's rate or the
 * agency's). An entry is pending until the trip ends, payable from the next day, paid when the
 * owner records a payout, and reversed if the booking is cancelled before it is paid. Entries are
 * written with the statement that confirms the booking or the transaction that cancels it, once
 * per booking and kind.
 */

type BookingRow = typeof bookings.$inferSelect;

/** The day an entry becomes payable: the day after the trip ends. */
export const payableFrom = (endsOn: string) => format(addDays(endsOn, 1), "yyyy-MM-dd");

/**
 * A booking's (or its quote's) agent commission in its own currency: the sale before tax at the
 * booking's locked rate, as the ledger records it and every screen shows it.
 */
export function bookingCommission(
  sale: { totalMinor: number; taxUsd: number; exchangeRate: string; currency: string },
  rateBps: number,
): number {
  return agentCommission(
    sale.totalMinor,
    fromUsd(sale.taxUsd, sale.exchangeRate, sale.currency),
    rateBps,
  );
}

/** A ledger entry to write, by its columns' names. */
export interface CommissionEntry {
  agency_id: string;
  booking_id: string;
  kind: (typeof ce.$inferInsert)["kind"];
  agent_user_id: string | null;
  rate_bps: number | null;
  amount_minor: number;
  currency: string;
  amount_usd: number;
  payable_on: string;
}

/**
 * Records a confirmed booking's markup and its agent's commission (once: a retry adds nothing),
 * with the move that confirms it: an INSERT of the entries (figured beforehand by
 * `commissionEntriesOf`) that takes effect only if the booking row `moved` exists.
 */
export function recordCommissions(entries: readonly CommissionEntry[], moved: SQL): SQL | null {
  if (!entries.length) return null;
  return sql`INSERT INTO ${ce}
      (agency_id, booking_id, kind, agent_user_id, rate_bps, amount_minor, currency, amount_usd, payable_on)
    SELECT e.agency_id, e.booking_id, e.kind, e.agent_user_id, e.rate_bps, e.amount_minor, e.currency,
      e.amount_usd, e.payable_on
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS e(agency_id uuid, booking_id uuid,
      kind text, agent_user_id uuid, rate_bps int, amount_minor int, currency text, amount_usd int,
      payable_on date)
    WHERE EXISTS (SELECT 1 FROM ${moved})
    ON CONFLICT DO NOTHING`;
}

/**
 * The ledger entries a booking earns when it is confirmed: its markup, and its agent's commission
 * at the agent's rate or, without one, the agency's (read only for a booking an agent made).
 */
export async function commissionEntriesOf(booking: BookingRow): Promise<CommissionEntry[]> {
  const entries: CommissionEntry[] = [];
  const base = {
    agency_id: booking.agencyId,
    booking_id: booking.id,
    currency: booking.currency,
    payable_on: payableFrom(booking.endsOn),
  };
  if (booking.markupUsd > 0) {
    entries.push({
      ...base,
      kind: "markup",
      agent_user_id: null,
      rate_bps: null,
      amount_usd: booking.markupUsd,
      amount_minor: fromUsd(booking.markupUsd, booking.exchangeRate, booking.currency),
    });
  }
  if (booking.agentUserId) {
    const db = await getDb();
    const [agent] = await db
      .select({ bps: users.commissionBps })
      .from(users)
      .where(eq(users.id, booking.agentUserId));
    const [agency] =
      agent?.bps == null
        ? await db
            .select({ bps: agencies.agentCommissionBps })
            .from(agencies)
            .where(eq(agencies.id, booking.agencyId))
        : [];
    const rateBps = agent?.bps ?? agency?.bps ?? 0;
    if (rateBps > 0) {
      entries.push({
        ...base,
        kind: "agent",
        agent_user_id: booking.agentUserId,
        rate_bps: rateBps,
        amount_minor: bookingCommission(booking, rateBps),
        amount_usd: agentCommission(booking.totalUsd, booking.taxUsd, rateBps),
      });
    }
  }
  return entries;
}

/** A cancelled booking's entries not yet paid are reversed. */
export async function reverseCommissions(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(ce)
    .set({ status: "reversed", reversedAt: sql`now()` })
    .where(and(eq(ce.bookingId, bookingId), eq(ce.status, "pending")));
}

/** An entry's status as users see it: `pending` turns `payable` once the trip has ended. */
export function statusOf(
  row: { status: (typeof ce.$inferSelect)["status"]; payableOn: string },
  today: string,
): CommissionEntryView["status"] {
  return row.status === "pending" && row.payableOn <= today ? "payable" : row.status;
}

const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Who sees whose entries: payout managers everything, an agent only their own commission. */
function visibleTo(agency: AgencyRow, viewer: UserRow, agentId?: string): SQL | undefined {
  const manager = permissionsOf(viewer).has("commissions.payout");
  if (!manager) {
    if (agentId && agentId !== viewer.id) throw new ApiError("notFound", "No such agent.");
    return and(eq(ce.kind, "agent"), eq(ce.agentUserId, viewer.id));
  }
  return agentId ? and(eq(ce.kind, "agent"), eq(ce.agentUserId, agentId)) : undefined;
}

function whereOf(
  agency: AgencyRow,
  viewer: UserRow,
  q: z.output<typeof commissionListQuery>,
  today: string,
): SQL {
  const filters: (SQL | undefined)[] = [
    eq(ce.agencyId, agency.id),
    visibleTo(agency, viewer, q.agent),
  ];
  if (q.status === "pending") {
    filters.push(eq(ce.status, "pending"), sql`${ce.payableOn} > ${today}`);
  } else if (q.status === "payable") {
    filters.push(eq(ce.status, "pending"), lte(ce.payableOn, today));
  } else if (q.status) {
    filters.push(eq(ce.status, q.status));
  }
  if (q.kind) filters.push(eq(ce.kind, q.kind));
  return and(...filters)!;
}

const selection = {
  id: ce.id,
  kind: ce.kind,
  status: ce.status,
  amountMinor: ce.amountMinor,
  currency: ce.currency,
  amountUsd: ce.amountUsd,
  rateBps: ce.rateBps,
  payableOn: ce.payableOn,
  paidOn: ce.paidOn,
  reversedAt: ce.reversedAt,
  createdAt: ce.createdAt,
  reference: bookings.reference,
  product: bookings.product,
  agentUserId: ce.agentUserId,
  agentName: sql<
    string | null
  >`(SELECT first_name || ' ' || last_name FROM users WHERE users.id = ${ce.agentUserId})`,
};

type Row = {
  [K in keyof typeof selection]: (typeof selection)[K] extends { _: { data: infer D } } ? D : never;
};

function view(r: Row, today: string): CommissionEntryView {
  return {
    id: String(r.id),
    kind: r.kind,
    status: statusOf(r, today),
    amount: { amountMinor: r.amountMinor, currency: r.currency },
    amountUsd: r.amountUsd,
    rateBps: r.rateBps,
    payableOn: r.payableOn,
    paidOn: r.paidOn,
    reversedAt: r.reversedAt ? r.reversedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    reference: r.reference,
    product: r.product,
    agent: r.agentUserId ? { id: r.agentUserId, name: r.agentName ?? "" } : null,
  };
}

/** The entries the viewer may see, newest first, with what is pending, payable and paid. */
export async function listCommissions(
  agency: AgencyRow,
  viewer: UserRow,
  q: z.output<typeof commissionListQuery>,
  now = new Date(),
): Promise<CommissionListResponse> {
  const db = await getDb();
  const today = todayUtc(now);
  const where = whereOf(agency, viewer, q, today);
  const rows = await db
    .select(selection)
    .from(ce)
    .innerJoin(bookings, eq(bookings.id, ce.bookingId))
    .where(where)
    .orderBy(desc(ce.createdAt), desc(ce.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const totals = await db
    .select({
      status: sql<string>`CASE WHEN ${ce.status} = 'pending' AND ${ce.payableOn} <= ${today} THEN 'payable' ELSE ${ce.status} END`,
      currency: ce.currency,
      amountMinor: sql<number>`sum(${ce.amountMinor})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(ce)
    .where(whereOf(agency, viewer, { ...q, status: undefined }, today))
    .groupBy(sql`1`, ce.currency);
  const count = totals
    .filter((t) => !q.status || t.status === q.status)
    .reduce((n, t) => n + t.count, 0);
  return {
    entries: rows.map((r) => view(r as Row, today)),
    totals: totals
      .filter((t) => t.status !== "reversed")
      .map((t) => ({
        status: t.status as "pending" | "payable" | "paid",
        amount: { amountMinor: t.amountMinor, currency: t.currency },
      })),
    page: q.page,
    pageSize: q.pageSize,
    total: count,
  };
}

/**
 * Records a payout to an agent: every commission of theirs in `currency` payable on `paidOn` is
 * marked paid with it, in one transaction. Two owners paying at once pay each entry once: the
 * entries move by a guarded update, and a payout of nothing is refused.
 */
export async function recordPayout(
  agency: AgencyRow,
  actor: UserRow,
  input: z.output<typeof newPayout>,
  now = new Date(),
): Promise<PayoutView> {
  if (input.paidOn > todayUtc(now)) {
    throw new ApiError("badRequest", "paidOn: a payout cannot be dated in the future");
  }
  const db = await getDb();
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.agentId), eq(users.agencyId, agency.id)));
  if (!agent) throw new ApiError("notFound", "No such agent.");
  return db.transaction(async (tx) => {
    // The entries are locked first: a payout recorded at the same moment waits, then finds them
    // paid and pays nothing.
    const due = await tx
      .select({ id: ce.id, amountMinor: ce.amountMinor })
      .from(ce)
      .where(
        and(
          eq(ce.agencyId, agency.id),
          eq(ce.kind, "agent"),
          eq(ce.agentUserId, agent.id),
          eq(ce.currency, input.currency),
          eq(ce.status, "pending"),
          lte(ce.payableOn, input.paidOn),
          input.entryIds?.length ? inArray(ce.id, input.entryIds.map(Number)) : undefined,
        ),
      )
      .for("update");
    const amountMinor = due.reduce((sum, e) => sum + e.amountMinor, 0);
    if (amountMinor <= 0) {
      throw new ApiError("conflict", "Nothing is payable to this agent in that currency.");
    }
    const [payout] = await tx
      .insert(commissionPayouts)
      .values({
        agencyId: agency.id,
        agentUserId: agent.id,
        currency: input.currency,
        amountMinor,
        paidOn: input.paidOn,
        reference: input.reference ?? null,
        recordedBy: actor.id,
      })
      .returning();
    await tx
      .update(ce)
      .set({ status: "paid", payoutId: payout!.id, paidOn: input.paidOn })
      .where(
        inArray(
          ce.id,
          due.map((e) => e.id),
        ),
      );
    return {
      id: payout!.id,
      agentId: agent.id,
      amount: { amountMinor, currency: input.currency },
      paidOn: input.paidOn,
      reference: payout!.reference,
      entries: due.length,
    };
  });
}

/** The statement's rows for a CSV export: every entry the viewer may see, oldest first. */
export async function commissionStatement(
  agency: AgencyRow,
  viewer: UserRow,
  q: z.output<typeof commissionListQuery>,
  now = new Date(),
): Promise<CommissionEntryView[]> {
  const db = await getDb();
  const today = todayUtc(now);
  const rows = await db
    .select(selection)
    .from(ce)
    .innerJoin(bookings, eq(bookings.id, ce.bookingId))
    .where(whereOf(agency, viewer, q, today))
    .orderBy(ce.createdAt, ce.id)
    .limit(50_000);
  return rows.map((r) => view(r as Row, today));
}
