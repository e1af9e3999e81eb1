import "server-only";
import { addDays, format, startOfMonth, subMonths } from "date-fns";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import { permissionsOf } from "@/lib/auth/permissions";
import type { CommandCenter, MonthFigures } from "@/lib/contract/command-center";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import {
  bookingEvents,
  bookings,
  checkoutQuotes,
  commissionEntries,
  users,
  walletEntries,
} from "../db/schema";
import { lapsedBy, lotsAfter } from "../ledger/lapse";

/**
 * The Command Center's figures (issue 16): this month against last, a chart of bookings and
 * sales, upcoming departures, holds and reward credits about to lapse, recent activity. Owners
 * and admins see the agency's, an agent their own bookings; the commission earned is the
 * agency's markup for the first, the agent's own commission for the second (a restricted agent
 * never sees a markup, SPEC §6). Sales are in US dollars, the one currency every booking has.
 */

const LIVE = ["confirmed", "cancelled"] as const;

export async function commandCenter(
  agencyId: string,
  user: UserRow,
  now = new Date(),
): Promise<CommandCenter> {
  const db = await getDb();
  const agencyWide = permissionsOf(user).has("agents.read");
  const mine: SQL = agencyWide
    ? eq(bookings.agencyId, agencyId)
    : and(eq(bookings.agencyId, agencyId), eq(bookings.agentUserId, user.id))!;
  const thisStart = startOfMonth(now);
  const lastStart = subMonths(thisStart, 1);
  const from30 = addDays(now, -29);
  const today = format(now, "yyyy-MM-dd");

  const month = async (start: Date, end: Date): Promise<MonthFigures> => {
    const [sales] = await db
      .select({
        salesUsd: sql<number>`coalesce(sum(${bookings.totalUsd}), 0)::int`,
        bookings: sql<number>`count(*)::int`,
      })
      .from(bookings)
      .where(
        and(
          mine,
          eq(bookings.status, "confirmed"),
          gte(bookings.createdAt, start),
          lt(bookings.createdAt, end),
        ),
      );
    const [earned] = await db
      .select({ usd: sql<number>`coalesce(sum(${commissionEntries.amountUsd}), 0)::int` })
      .from(commissionEntries)
      .where(
        and(
          eq(commissionEntries.agencyId, agencyId),
          agencyWide
            ? eq(commissionEntries.kind, "markup")
            : and(eq(commissionEntries.kind, "agent"), eq(commissionEntries.agentUserId, user.id)),
          ne(commissionEntries.status, "reversed"),
          gte(commissionEntries.createdAt, start),
          lt(commissionEntries.createdAt, end),
        ),
      );
    const count = sales!.bookings;
    return {
      salesUsd: sales!.salesUsd,
      bookings: count,
      commissionUsd: earned!.usd,
      averageUsd: count ? Math.round(sales!.salesUsd / count) : 0,
    };
  };

  const [thisMonth, lastMonth, daily, departures, balances, holds, activity, lapsing] =
    await Promise.all([
      month(thisStart, addDays(now, 1)),
      month(lastStart, thisStart),
      db
        .select({
          day: sql<string>`to_char(${bookings.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
          bookings: sql<number>`count(*)::int`,
          salesUsd: sql<number>`coalesce(sum(${bookings.totalUsd}), 0)::int`,
        })
        .from(bookings)
        .where(and(mine, eq(bookings.status, "confirmed"), gte(bookings.createdAt, from30)))
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db
        .select({
          reference: bookings.reference,
          product: bookings.product,
          startsOn: bookings.startsOn,
          contact: bookings.contact,
        })
        .from(bookings)
        .where(
          and(
            mine,
            eq(bookings.status, "confirmed"),
            gte(bookings.startsOn, today),
            lte(bookings.startsOn, format(addDays(now, 14), "yyyy-MM-dd")),
          ),
        )
        .orderBy(asc(bookings.startsOn), asc(bookings.id))
        .limit(8),
      // Read by the partial index bookings_balance_due (confirmed, balance owed, unpaid).
      db
        .select({
          reference: bookings.reference,
          product: bookings.product,
          dueOn: bookings.balanceDueOn,
          minor: bookings.balanceMinor,
          currency: bookings.currency,
          contact: bookings.contact,
        })
        .from(bookings)
        .where(
          and(
            mine,
            eq(bookings.status, "confirmed"),
            gt(bookings.balanceMinor, 0),
            isNull(bookings.balancePaidAt),
          ),
        )
        .orderBy(asc(bookings.balanceDueOn), asc(bookings.id))
        .limit(8),
      db
        .select({
          id: checkoutQuotes.id,
          product: checkoutQuotes.product,
          expiresAt: checkoutQuotes.expiresAt,
          totalUsd: checkoutQuotes.totalUsd,
        })
        .from(checkoutQuotes)
        .where(
          and(
            eq(checkoutQuotes.agencyId, agencyId),
            eq(checkoutQuotes.status, "open"),
            gt(checkoutQuotes.expiresAt, now),
            agencyWide ? undefined : eq(checkoutQuotes.ownerUserId, user.id),
          ),
        )
        .orderBy(asc(checkoutQuotes.expiresAt))
        .limit(5),
      db
        .select({
          reference: bookings.reference,
          product: bookings.product,
          to: bookingEvents.toStatus,
          at: bookingEvents.at,
        })
        .from(bookingEvents)
        .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
        .where(and(mine, inArray(bookingEvents.toStatus, [...LIVE])))
        .orderBy(desc(bookingEvents.id))
        .limit(8),
      agencyWide ? lapsingCredits(agencyId, now) : Promise.resolve([]),
    ]);

  return {
    scope: agencyWide ? "agency" : "own",
    thisMonth,
    lastMonth,
    daily: fillDays(from30, now, daily),
    departures: departures.map((d) => ({
      reference: d.reference,
      product: d.product,
      startsOn: d.startsOn,
      lead: leadName(d.contact),
    })),
    balancesDue: balances.map((b) => ({
      reference: b.reference,
      product: b.product,
      dueOn: b.dueOn!,
      amount: { amountMinor: b.minor, currency: b.currency },
      lead: leadName(b.contact),
    })),
    holds: holds.map((h) => ({ ...h, expiresAt: h.expiresAt.toISOString() })),
    lapsingCredits: lapsing,
    activity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
  };
}

/** The booking contact's name, as the lists show the lead. */
function leadName(contact: unknown): string {
  const c = contact as { firstName?: string; lastName?: string };
  return `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim();
}

/** Every day from `from` to `to`, with the days nothing was booked as zeros. */
function fillDays(
  from: Date,
  to: Date,
  rows: { day: string; bookings: number; salesUsd: number }[],
): CommandCenter["daily"] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: CommandCenter["daily"] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const day = d.toISOString().slice(0, 10);
    days.push(byDay.get(day) ?? { day, bookings: 0, salesUsd: 0 });
  }
  return days;
}

/** Travellers whose reward credits lapse within 30 days unless spent: who, how much, by when. */
async function lapsingCredits(agencyId: string, now: Date) {
  const db = await getDb();
  const soon = addDays(now, 30);
  const accounts = await db
    .selectDistinct({ account: walletEntries.account, currency: walletEntries.currency })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.agencyId, agencyId),
        eq(walletEntries.kind, "credits"),
        eq(walletEntries.reason, "earn"),
        gt(walletEntries.expiresAt, now),
        lte(walletEntries.expiresAt, soon),
      ),
    )
    .limit(20);
  if (accounts.length === 0) return [];
  // Every line of those accounts, and their travellers' names, in two queries.
  const ids = [...new Set(accounts.map((a) => a.account))];
  const [all, names] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.agencyId, agencyId),
          eq(walletEntries.kind, "credits"),
          inArray(walletEntries.account, ids),
        ),
      )
      .orderBy(asc(walletEntries.seq)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), inArray(users.id, ids))),
  ]);
  const found = accounts.map(({ account, currency }) => {
    const lines = all.filter((l) => l.account === account && l.currency === currency);
    const lots = lines.at(-1)?.lots ?? lotsAfter(lines);
    const minor = lapsedBy(lots, soon) - lapsedBy(lots, now);
    const by = lots.find((l) => l.expiresAt !== null && l.expiresAt > now.getTime())?.expiresAt;
    const u = names.find((n) => n.id === account);
    return {
      name: u ? `${u.firstName} ${u.lastName}` : "",
      currency,
      minor,
      by: new Date(by ?? soon).toISOString(),
    };
  });
  return found
    .filter((f) => f.minor > 0)
    .sort((a, b) => a.by.localeCompare(b.by))
    .slice(0, 5);
}
