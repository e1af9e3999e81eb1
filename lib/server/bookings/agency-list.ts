import "server-only";
import { stringify } from "csv-stringify/sync";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { minorToMajorText } from "@/lib/booking/trip-format";
import type {
  AgencyBookingFilters,
  AgencyBookingRow,
  AgencyBookingSort,
  AgencyBookingsQuery,
  AgencyBookingsResponse,
} from "@/lib/contract/agency-bookings";
import type { OfferSnapshot } from "@/lib/contract/booking";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { adapterFor } from "../products/registry";
import { chargedOf } from "./charged";
import { csvCell } from "../csv";
import { bookings, clients, users } from "../db/schema";
import { seesWholesale } from "../deals/deals";

/**
 * The agency's bookings for its back office (issue 16, Bookings): every product in one list, the
 * filters, order and page done by the database, and the same filters streamed as CSV in batches
 * so that an export of any size holds one batch in memory. Callers are staff (the routes ask for
 * `bookings.read`); net and markup go only to those who see wholesale rates (SPEC §6).
 */

const agent = alias(users, "agent");

const SORT_COLUMNS: Record<AgencyBookingSort, AnyPgColumn> = {
  createdAt: bookings.createdAt,
  startsOn: bookings.startsOn,
  reference: bookings.reference,
  status: bookings.status,
  product: bookings.product,
  total: bookings.totalUsd,
};

function whereOf(agency: AgencyRow, f: AgencyBookingFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(bookings.agencyId, agency.id)];
  if (f.product) filters.push(eq(bookings.product, f.product));
  if (f.status) filters.push(eq(bookings.status, f.status));
  // Booking days are UTC days: [from 00:00, the day after `to` 00:00).
  if (f.bookedFrom) filters.push(gte(bookings.createdAt, new Date(`${f.bookedFrom}T00:00:00Z`)));
  if (f.bookedTo) {
    const after = new Date(`${f.bookedTo}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    filters.push(lt(bookings.createdAt, after));
  }
  if (f.travelFrom) filters.push(gte(bookings.startsOn, f.travelFrom));
  if (f.travelTo) filters.push(lte(bookings.startsOn, f.travelTo));
  if (f.agentId) filters.push(eq(bookings.agentUserId, f.agentId));
  if (f.clientId) filters.push(eq(bookings.clientId, f.clientId));
  if (f.balance === "due") {
    filters.push(
      eq(bookings.status, "confirmed"),
      gt(bookings.balanceMinor, 0),
      isNull(bookings.balancePaidAt),
    );
  }
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%`;
    // The expressions of the trigram indexes (drizzle/0013_bookings_text_search.sql), as they
    // are written there, and a union rather than an OR, so that the planner reads both indexes.
    filters.push(
      sql`${bookings.id} IN (
        SELECT id FROM bookings WHERE lower(reference || ' ' || lead_last_name || ' ' || coalesce(contact->>'firstName', '') || ' ' || coalesce(contact->>'email', '')) LIKE ${like}
        UNION ALL
        SELECT booking_id FROM booking_travellers WHERE lower(first_name || ' ' || last_name) LIKE ${like})`,
    );
  }
  return and(...filters);
}

const COLUMNS = {
  id: bookings.id,
  /** The booking time as PostgreSQL writes it, to the microsecond (a Date keeps milliseconds). */
  cursor: sql<string>`${bookings.createdAt}::text`,
  reference: bookings.reference,
  product: bookings.product,
  status: bookings.status,
  createdAt: bookings.createdAt,
  startsOn: bookings.startsOn,
  offer: bookings.offer,
  contact: bookings.contact,
  currency: bookings.currency,
  balanceMinor: bookings.balanceMinor,
  balanceDueOn: bookings.balanceDueOn,
  balancePaidAt: bookings.balancePaidAt,
  totalUsd: bookings.totalUsd,
  netUsd: bookings.netUsd,
  markupUsd: bookings.markupUsd,
  agentId: agent.id,
  agentFirst: agent.firstName,
  agentLast: agent.lastName,
  clientId: clients.id,
  clientFirst: clients.firstName,
  clientLast: clients.lastName,
};

async function selectRows(where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const db = await getDb();
  return db
    .select(COLUMNS)
    .from(bookings)
    .leftJoin(agent, eq(agent.id, bookings.agentUserId))
    .leftJoin(clients, eq(clients.id, bookings.clientId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function rowOf(r: Selected, showsNet: boolean, chargedMinor: number): AgencyBookingRow {
  const contact = r.contact as { firstName: string; lastName: string; email: string };
  return {
    reference: r.reference,
    product: r.product,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    startsOn: r.startsOn,
    title: adapterFor(r.product).title(r.offer as OfferSnapshot),
    lead: { name: `${contact.firstName} ${contact.lastName}`, email: contact.email },
    agent: r.agentId ? { id: r.agentId, name: `${r.agentFirst} ${r.agentLast}` } : null,
    client: r.clientId ? { id: r.clientId, name: `${r.clientFirst} ${r.clientLast}` } : null,
    charged: { amountMinor: chargedMinor, currency: r.currency },
    balanceDue:
      r.status === "confirmed" && r.balanceDueOn && !r.balancePaidAt
        ? { amount: { amountMinor: r.balanceMinor, currency: r.currency }, dueOn: r.balanceDueOn }
        : null,
    totalUsd: r.totalUsd,
    ...(showsNet ? { netUsd: r.netUsd, markupUsd: r.markupUsd } : {}),
  };
}

export async function listAgencyBookings(
  agency: AgencyRow,
  user: UserRow,
  query: AgencyBookingsQuery,
): Promise<AgencyBookingsResponse> {
  const where = whereOf(agency, query);
  const column = SORT_COLUMNS[query.sort];
  const by = query.dir === "asc" ? asc : desc;
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    selectRows(
      where,
      [by(column), by(bookings.id)],
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const showsNet = seesWholesale(user);
  const charged = await chargedOf(
    agency.id,
    rows.map((r) => r.id),
    rows.filter((r) => r.balanceMinor > 0).map((r) => r.id),
  );
  return {
    rows: rows.map((r) => rowOf(r, showsNet, charged(r.id))),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
    showsNet,
  };
}

const EXPORT_BATCH = 1000;

/**
 * The filtered bookings as CSV, newest first, read in batches by (created_at, id) so that memory
 * stays flat however many there are. Net and markup columns only for those who see them.
 */
export function agencyBookingsCsv(
  agency: AgencyRow,
  user: UserRow,
  filters: AgencyBookingFilters,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const showsNet = seesWholesale(user);
  const where = whereOf(agency, filters);
  const encoder = new TextEncoder();
  let last: { cursor: string; id: string } | null = null;
  let done = false;
  const header = [
    "Reference",
    "Product",
    "Status",
    "Booked at (UTC)",
    "Travel date",
    "Booking",
    "Lead traveller",
    "Lead email",
    "Agent",
    "Client",
    "Currency",
    "Charged",
    "Total (USD)",
    "Balance due",
    "Balance due on",
    ...(showsNet ? ["Net (USD)", "Markup (USD)"] : []),
  ];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so that spreadsheet programs read the names as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${stringify([header])}`));
    },
    async pull(controller) {
      if (done) return;
      const after: SQL | undefined = last
        ? or(
            sql`${bookings.createdAt} < ${last.cursor}::timestamptz`,
            and(sql`${bookings.createdAt} = ${last.cursor}::timestamptz`, lt(bookings.id, last.id)),
          )
        : undefined;
      const batch = await selectRows(
        and(where, after),
        [desc(bookings.createdAt), desc(bookings.id)],
        batchSize,
      );
      if (batch.length > 0) {
        const tail = batch[batch.length - 1]!;
        last = { cursor: tail.cursor, id: tail.id };
        const charged = await chargedOf(
          agency.id,
          batch.map((r) => r.id),
          batch.filter((r) => r.balanceMinor > 0).map((r) => r.id),
        );
        const lines = batch.map((r) => {
          const row = rowOf(r, showsNet, charged(r.id));
          return [
            row.reference,
            row.product,
            row.status,
            row.createdAt,
            row.startsOn,
            csvCell(row.title),
            csvCell(row.lead.name),
            csvCell(row.lead.email),
            csvCell(row.agent?.name ?? ""),
            csvCell(row.client?.name ?? ""),
            row.charged.currency,
            minorToMajorText(row.charged.amountMinor, row.charged.currency),
            minorToMajorText(row.totalUsd, "USD"),
            row.balanceDue
              ? minorToMajorText(row.balanceDue.amount.amountMinor, row.balanceDue.amount.currency)
              : "",
            row.balanceDue?.dueOn ?? "",
            ...(showsNet
              ? [minorToMajorText(row.netUsd!, "USD"), minorToMajorText(row.markupUsd!, "USD")]
              : []),
          ];
        });
        controller.enqueue(encoder.encode(stringify(lines)));
      }
      if (batch.length < batchSize) {
        done = true;
        controller.close();
      }
    },
  });
}

/** The agency's staff, by name: who may have booked (the table's agent filter). */
export async function bookingAgents(agencyId: string): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      isTravelAgent: users.isTravelAgent,
    })
    .from(users)
    .where(eq(users.agencyId, agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows
    .filter((u) => u.userType !== "Traveller" || u.isTravelAgent)
    .map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` }));
}
