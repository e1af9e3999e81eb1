import "server-only";
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { effectiveRole } from "@/lib/auth/permissions";
import {
  CLIENT_BOOKINGS_SHOWN,
  CLIENT_ERRORS,
  clientPhone,
  type AgencyClientDetails,
  type AgencyClientPatch,
  type AgencyClientRow,
  type AgencyClientSort,
  type AgencyClientsQuery,
  type AgencyClientsResponse,
  type NewAgencyClient,
} from "@/lib/contract/agency-clients";
import type { OfferSnapshot } from "@/lib/contract/booking";
import { getDb } from "../db/client";
import { adapterFor } from "../products/registry";
import { bookings, clients, users } from "../db/schema";
import { ApiError } from "../errors";
import { checkCountry, requireClient } from "./scope";
import { travellersOf } from "./travellers";

/**
 * The agency's clients for its back office (issue 16, Clients): searched, sorted and paged by the
 * database, each with the number of bookings made for them; one client's page with travellers,
 * bookings and the reward wallet of the traveller account that has the client's email. Every
 * query is scoped to the agency: another agency's client is a 404, as one that does not exist.
 */

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

const duplicateEmail = () => new ApiError("conflict", "A client with this email exists already.");

const SORTS: Record<AgencyClientSort, AnyPgColumn[]> = {
  name: [clients.lastName, clients.firstName],
  createdAt: [clients.createdAt],
  email: [clients.email],
};

function likeOf(q: string): string {
  return `%${q.replace(/[%_\\]/g, "\\$&").toLowerCase()}%`;
}

/**
 * What a client is found by: the names either way round, the email and the phone, written as the
 * trigram index writes it (drizzle/0019_clients_search.sql), so that the search reads the index.
 */
const SEARCH_TEXT = sql`lower(${clients.firstName} || ' ' || ${clients.lastName} || ' ' || ${clients.firstName} || ' ' || ${clients.email} || ' ' || coalesce(${clients.phone}, ''))`;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  // A phone is kept in E.164: "+44 20 7946" finds "+442079460018".
  const digits = q.replace(/[\s().-]/g, "");
  return or(
    sql`${SEARCH_TEXT} LIKE ${likeOf(q)}`,
    /^\+?\d{3,}$/.test(digits) && digits !== q
      ? sql`${SEARCH_TEXT} LIKE ${likeOf(digits)}`
      : undefined,
  );
}

export async function listAgencyClients(
  agencyId: string,
  query: AgencyClientsQuery,
): Promise<AgencyClientsResponse> {
  const db = await getDb();
  const where = and(eq(clients.agencyId, agencyId), searchOf(query.q));
  const by = query.dir === "asc" ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...SORTS[query.sort].map((c) => by(c)), by(clients.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  const booked = rows.length
    ? await db
        .select({ clientId: bookings.clientId, n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.agencyId, agencyId),
            inArray(
              bookings.clientId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(bookings.clientId)
    : [];
  const bookingsOf = new Map(booked.map((b) => [b.clientId, b.n]));
  return {
    rows: rows.map((r): AgencyClientRow => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      country: r.country,
      createdAt: r.createdAt.toISOString(),
      bookings: bookingsOf.get(r.id) ?? 0,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
  };
}

/** The agency's traveller account with this email: whose reward wallet the client's page shows. */
async function travellerAccount(agencyId: string, email: string) {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.email, email.toLowerCase())));
  return user && effectiveRole(user) === "Traveller" ? user : null;
}

export async function agencyClientDetails(
  agencyId: string,
  id: string,
): Promise<AgencyClientDetails> {
  const client = await requireClient(agencyId, id);
  const db = await getDb();
  const byClient = and(eq(bookings.agencyId, agencyId), eq(bookings.clientId, client.id));
  const [travellers, booked, [counted], account] = await Promise.all([
    travellersOf(agencyId, client.id),
    db
      .select({
        reference: bookings.reference,
        product: bookings.product,
        status: bookings.status,
        offer: bookings.offer,
        createdAt: bookings.createdAt,
        startsOn: bookings.startsOn,
        endsOn: bookings.endsOn,
        currency: bookings.currency,
        totalMinor: bookings.totalMinor,
        refundedMinor: bookings.refundedMinor,
      })
      .from(bookings)
      .where(byClient)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(CLIENT_BOOKINGS_SHOWN),
    db.select({ n: count() }).from(bookings).where(byClient),
    travellerAccount(agencyId, client.email),
  ]);
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    country: client.country,
    preferences: client.preferences,
    notes: client.notes,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
    travellers,
    bookings: booked.map((b) => ({
      reference: b.reference,
      product: b.product,
      status: b.status,
      title: adapterFor(b.product).title(b.offer as OfferSnapshot),
      createdAt: b.createdAt.toISOString(),
      startsOn: b.startsOn,
      endsOn: b.endsOn,
      charged: { amountMinor: b.totalMinor - b.refundedMinor, currency: b.currency },
    })),
    bookingsTotal: counted?.n ?? 0,
    account: account
      ? { id: account.id, isRewardWalletEnable: account.isRewardWalletEnable }
      : null,
  };
}

/** A new client of the agency; one per email address (409 otherwise). */
export async function createAgencyClient(
  agencyId: string,
  createdBy: string,
  input: NewAgencyClient,
): Promise<AgencyClientDetails> {
  checkCountry(input.country, "country", CLIENT_ERRORS.country);
  const db = await getDb();
  const [row] = await db
    .insert(clients)
    .values({
      agencyId,
      createdBy,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      country: input.country ?? null,
      preferences: input.preferences ?? null,
      notes: input.notes ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateEmail();
  return agencyClientDetails(agencyId, row.id);
}

/** Changes what the patch names; a new email another client has is a 409. */
export async function updateAgencyClient(
  agencyId: string,
  id: string,
  patch: AgencyClientPatch,
): Promise<AgencyClientDetails> {
  const client = await requireClient(agencyId, id);
  checkCountry(patch.country, "country", CLIENT_ERRORS.country);
  const changes: Partial<typeof clients.$inferInsert> = { ...patch, updatedAt: new Date() };
  // A phone is kept in E.164, read in the (new or kept) country when typed nationally.
  const country = patch.country !== undefined ? patch.country : client.country;
  if (patch.phone) {
    const phone = clientPhone(patch.phone, country);
    if (!phone) throw new ApiError("badRequest", `phone: ${CLIENT_ERRORS.phone}`);
    changes.phone = phone;
  }
  const db = await getDb();
  try {
    await db
      .update(clients)
      .set(changes)
      .where(and(eq(clients.agencyId, agencyId), eq(clients.id, client.id)));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  return agencyClientDetails(agencyId, client.id);
}

/**
 * Switches the reward wallet of the agency's traveller account with the client's email: credits
 * are earned and shown only when it is on. A 404 when the client has no such account.
 */
export async function setClientRewardWallet(
  agencyId: string,
  id: string,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  const client = await requireClient(agencyId, id);
  const account = await travellerAccount(agencyId, client.email);
  if (!account) {
    throw new ApiError("notFound", "This client has no traveller account with the agency.");
  }
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ isRewardWalletEnable: enabled, updatedAt: new Date() })
    .where(and(eq(users.agencyId, agencyId), eq(users.id, account.id)))
    .returning({ enabled: users.isRewardWalletEnable });
  return { enabled: row!.enabled };
}
