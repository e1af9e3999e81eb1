import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import { detailHref } from "@/lib/booking/product-pages";
import type {
  BookingSummary,
  BookingView,
  bookingListQuery,
  OfferSnapshot,
} from "@/lib/contract/booking";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import {
  bookingEvents,
  bookings,
  bookingTravellers,
  commissionEntries,
  payments,
  users,
  type TravellerPassport,
} from "../db/schema";
import { seesWholesale } from "../deals/deals";
import { ApiError } from "../errors";
import { sessionSecret } from "../secrets";
import { isStaff, type Buyer } from "./buyer";
import type { BookingRow } from "./engine";
import { normaliseReference, REFERENCE_PATTERN } from "./reference";
import { adapterFor } from "../products/registry";
import { priceLines } from "./price-lines";
import { chargedOf } from "./charged";
import { refundNow } from "./refunds";

/**
 * Who may read a booking (DESIGN §9): its traveller, the agency's staff, and a guest holding the
 * signed link from the confirmation email (or the browser that booked it); anyone else gets a
 * 404, as for a reference that does not exist. Every read is scoped to the host's agency.
 */

export const PAGE_SIZE = 20;

/** The signed guest link's token for a booking: an HMAC of the agency and reference. */
export function guestToken(agencyId: string, reference: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`booking:${agencyId}:${reference}`)
    .digest("base64url")
    .slice(0, 32);
}

function tokenMatches(agencyId: string, reference: string, token: string | undefined) {
  if (!token) return false;
  const expected = Buffer.from(guestToken(agencyId, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const notFound = () => new ApiError("notFound", "This booking was not found.");

export function mayRead(booking: BookingRow, buyer: Buyer, token?: string): boolean {
  const user = buyer.user;
  if (user && booking.ownerUserId === user.id) return true;
  if (isStaff(user)) return true;
  if (!user && buyer.guestHash && booking.guestSecretHash === buyer.guestHash) return true;
  return tokenMatches(booking.agencyId, booking.reference, token);
}

/** The agency's booking of a reference as typed (and matching `also`), or a 404. */
export async function byReference(agency: AgencyRow, reference: string, also?: SQL) {
  const ref = normaliseReference(reference);
  if (!REFERENCE_PATTERN.test(ref)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agency.id), eq(bookings.reference, ref), also));
  if (!row) throw notFound();
  return row;
}

/** The booking `reference` of the agency, if this buyer may read it; 404 otherwise. */
export async function readableBooking(
  agency: AgencyRow,
  buyer: Buyer,
  reference: string,
  token?: string,
): Promise<BookingRow> {
  const row = await byReference(agency, reference);
  if (!mayRead(row, buyer, token)) throw notFound();
  return row;
}

/** Names compared as a person types them: accents, case and extra spaces do not matter. */
const sameName = new Intl.Collator("und", { sensitivity: "base", usage: "search" });
const spaced = (name: string) => name.trim().replace(/\s+/g, " ");

/**
 * A guest's lookup by reference and the lead guest's last name ("hernandez" finds Hernández);
 * a wrong name is a 404, as an unknown reference.
 */
export async function lookupBooking(agency: AgencyRow, reference: string, lastName: string) {
  const row = await byReference(agency, reference);
  const booked = (row.contact as { lastName: string }).lastName;
  if (sameName.compare(spaced(booked), spaced(lastName)) !== 0) throw notFound();
  return row;
}

const iso = (d: Date) => d.toISOString();

/**
 * Who an event's actor (`user:<id>`, `guest`, `engine`) is to the booking, as its history shows
 * it: the agent who booked it and other staff are the agency, its owner otherwise the traveller.
 */
function actorOf(
  actor: string,
  row: Pick<BookingRow, "ownerUserId" | "agentUserId">,
): BookingView["events"][number]["actor"] {
  if (actor === "guest") return "guest";
  if (!actor.startsWith("user:")) return "system";
  const id = actor.slice("user:".length);
  return id === row.ownerUserId && id !== row.agentUserId ? "traveller" : "agency";
}

/** A passenger as a booking shows them: the passport number masked but for its last four. */
function passengerView(p: TravellerPassport) {
  return {
    ...p,
    ...(p.passportNumber
      ? {
          passportNumber: `${"•".repeat(Math.max(p.passportNumber.length - 4, 0))}${p.passportNumber.slice(-4)}`,
        }
      : {}),
  };
}
const money = (amountMinor: number, currency: string) => ({ amountMinor, currency });

// A booking's travellers, history and payments, read on every view of it.
const travellersQuery = preparedQuery((db) =>
  db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, sql.placeholder("bookingId")))
    .orderBy(asc(bookingTravellers.position))
    .prepare("booking_travellers"),
);
const eventsQuery = preparedQuery((db) =>
  db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, sql.placeholder("bookingId")))
    .orderBy(asc(bookingEvents.id))
    .prepare("booking_events"),
);
const paymentsQuery = preparedQuery((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, sql.placeholder("bookingId")))
    .orderBy(asc(payments.createdAt))
    .prepare("booking_payments"),
);
/** A deposit sale's balance charges (issue 27), whose subject is the booking. */
const balancePaymentsQuery = preparedQuery((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, "balance"), eq(payments.subject, sql.placeholder("subject"))))
    .orderBy(asc(payments.createdAt))
    .prepare("booking_balance_payments"),
);

export async function bookingView(
  row: BookingRow,
  viewer: UserRow | null,
  siteOrigin: string,
  now = new Date(),
): Promise<BookingView> {
  const db = await getDb();
  const wholesale = seesWholesale(viewer);
  const booking = { bookingId: row.id };
  const [travellers, events, pays, agent, commission] = await Promise.all([
    travellersQuery().then((query) => query.execute(booking)),
    eventsQuery().then((query) => query.execute(booking)),
    paymentsQuery().then(async (query) => [
      ...(await query.execute(booking)),
      ...(row.balanceMinor > 0
        ? await (await balancePaymentsQuery()).execute({ subject: row.id })
        : []),
    ]),
    row.agentUserId
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.agentUserId))
      : Promise.resolve([]),
    // The agent's commission as the ledger recorded it, for those who see net figures.
    wholesale && row.agentUserId
      ? db
          .select({ amountMinor: commissionEntries.amountMinor })
          .from(commissionEntries)
          .where(and(eq(commissionEntries.bookingId, row.id), eq(commissionEntries.kind, "agent")))
      : Promise.resolve([]),
  ]);
  const adapter = adapterFor(row.product);
  const refund = row.status === "confirmed" ? refundNow(row, now) : null;
  const charged = pays
    .filter((p) => p.method !== "credits")
    .reduce((sum, p) => sum + p.capturedMinor, 0);
  return {
    reference: row.reference,
    product: row.product,
    status: row.status,
    createdAt: iso(row.createdAt),
    language: row.language,
    offer: row.offer as BookingView["offer"],
    contact: row.contact as BookingView["contact"],
    travellers: travellers.map((t) => ({
      firstName: t.firstName,
      lastName: t.lastName,
      unit: t.unit,
      ...(t.passport ? passengerView(t.passport) : {}),
      ...(t.details ?? {}),
      // A product that tickets each traveller (a flight's e-tickets) shows the ticket, once issued.
      ...(adapter.ticketsByTraveller
        ? { ticketNumber: row.supplierTickets?.[t.position] ?? null }
        : {}),
    })),
    specialRequests: row.specialRequests,
    answers: row.answers,
    supplierReference: row.supplierReference,
    // The API keeps the name clients know it by, whatever the product.
    hotelConfirmation: row.supplierConfirmation,
    tickets:
      row.supplierTickets && adapter.tickets
        ? adapter.tickets(row.offer as OfferSnapshot, row.supplierTickets, travellers)
        : null,
    price: {
      total: money(row.totalMinor, row.currency),
      totalUsd: row.totalUsd,
      taxAndFeeUsd: row.taxUsd,
      publishedUsd: row.publishedUsd,
      exchangeRate: row.exchangeRate,
      rateQuotedAt: iso(row.rateQuotedAt),
      lines: priceLines(row),
      ...(wholesale ? { netUsd: row.netUsd, markupUsd: row.markupUsd } : {}),
      ...(commission[0] ? { commission: money(commission[0].amountMinor, row.currency) } : {}),
    },
    charged: money(charged, row.currency),
    balance: row.balanceDueOn
      ? {
          amount: money(row.balanceMinor, row.currency),
          dueOn: row.balanceDueOn,
          paidAt: row.balancePaidAt ? iso(row.balancePaidAt) : null,
        }
      : null,
    creditsUsed:
      row.creditsMinor > 0 && row.creditsCurrency
        ? money(row.creditsMinor, row.creditsCurrency)
        : null,
    refunded: money(row.refundedMinor, row.currency),
    payments: pays.map((p) => ({
      method: p.method,
      gateway: p.gateway,
      status: p.status,
      amount: money(p.amountMinor, p.currency),
      captured: money(p.capturedMinor, p.currency),
      refunded: money(p.refundedMinor, p.currency),
      cardLast4: p.cardLast4,
      cardBrand: p.cardBrand,
    })),
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: actorOf(e.actor, row),
      reason: e.reason,
      at: iso(e.at),
    })),
    challengeUrl: null,
    failure:
      row.status === "failed" && row.failureCode
        ? { code: row.failureCode, message: row.failureMessage ?? "" }
        : null,
    cancellation: refund
      ? {
          refund: money(refund.refundMinor, row.currency),
          penalty: money(refund.penaltyMinor, row.currency),
          freeUntil: refund.freeUntil,
        }
      : null,
    agentName: agent[0] ? `${agent[0].firstName} ${agent[0].lastName}` : null,
    clientId: row.clientId,
    guestLink: `${siteOrigin}${detailHref(row.reference, row.product)}&token=${guestToken(row.agencyId, row.reference)}`,
  };
}

/** The caller's bookings, or with `scope=agency` every booking of the agency for its staff. */
export async function listBookings(
  agency: AgencyRow,
  user: UserRow,
  query: z.output<typeof bookingListQuery>,
  now = new Date(),
): Promise<{ bookings: BookingSummary[]; page: number; pageSize: number; total: number }> {
  const today = now.toISOString().slice(0, 10);
  const checkIn = bookings.startsOn;
  const filters: (SQL | undefined)[] = [eq(bookings.agencyId, agency.id)];
  if (query.scope === "agency") {
    if (!isStaff(user))
      throw new ApiError("forbidden", "Your role does not give you access to bookings.");
  } else {
    filters.push(eq(bookings.ownerUserId, user.id));
  }
  if (query.when === "upcoming") {
    filters.push(eq(bookings.status, "confirmed"), gte(checkIn, today));
  } else if (query.when === "past") {
    filters.push(eq(bookings.status, "confirmed"), lt(checkIn, today));
  } else if (query.when === "cancelled") {
    filters.push(eq(bookings.status, "cancelled"));
  } else if (!query.status) {
    // Attempts whose card was refused are not trips, unless asked for by their status.
    filters.push(ne(bookings.status, "failed"));
  }
  if (query.status) filters.push(eq(bookings.status, query.status));
  if (query.product) filters.push(eq(bookings.product, query.product as BookingRow["product"]));
  if (query.travelFrom) filters.push(gte(bookings.startsOn, query.travelFrom));
  if (query.travelTo) filters.push(lte(bookings.startsOn, query.travelTo));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%`;
    // The reference, the lead contact, what was booked (the hotel…), or any traveller's name.
    filters.push(
      sql`(lower(${bookings.reference}) LIKE ${like} OR ${bookings.leadLastName} LIKE ${like}
        OR lower(${bookings.title}) LIKE ${like}
        OR EXISTS (SELECT 1 FROM ${bookingTravellers} WHERE ${bookingTravellers.bookingId} = ${bookings.id}
          AND lower(${bookingTravellers.firstName} || ' ' || ${bookingTravellers.lastName}) LIKE ${like}))`,
    );
  }
  const where = and(...filters);
  const db = await getDb();
  const order = query.when === "upcoming" ? asc(checkIn) : desc(bookings.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        reference: bookings.reference,
        product: bookings.product,
        status: bookings.status,
        createdAt: bookings.createdAt,
        offer: bookings.offer,
        contact: bookings.contact,
        currency: bookings.currency,
        balanceMinor: bookings.balanceMinor,
        id: bookings.id,
      })
      .from(bookings)
      .where(where)
      .orderBy(order, desc(bookings.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const charged = await chargedOf(
    agency.id,
    rows.map((r) => r.id),
    rows.filter((r) => r.balanceMinor > 0).map((r) => r.id),
  );
  return {
    bookings: rows.map((r) => ({
      reference: r.reference,
      product: r.product,
      status: r.status,
      createdAt: iso(r.createdAt),
      offer: r.offer as BookingSummary["offer"],
      charged: money(charged(r.id), r.currency),
      contact: r.contact as BookingSummary["contact"],
    })),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}
