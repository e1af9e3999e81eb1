import "server-only";
import { and, asc, eq } from "drizzle-orm";
import {
  CLIENT_ERRORS,
  type ClientTraveller,
  type ClientTravellerValues,
} from "@/lib/contract/agency-clients";
import { getDb } from "../db/client";
import { clientTravellers as ct } from "../db/schema";
import { ApiError } from "../errors";
import { checkCountry, requireClient } from "./scope";

/**
 * A client's travellers (issue 16, Clients): the people who travel with the client, with the
 * passport data an airline asks for, kept so that an agent booking for the client fills a
 * passenger or a guest from them at checkout. Always read through the client of the agency.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const travellerNotFound = () => new ApiError("notFound", "Traveller not found.");

function toTraveller(row: typeof ct.$inferSelect): ClientTraveller {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
  };
}

/** The client's travellers by name; the client is known to be the agency's. */
export async function travellersOf(agencyId: string, clientId: string): Promise<ClientTraveller[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(ct)
    .where(and(eq(ct.agencyId, agencyId), eq(ct.clientId, clientId)))
    .orderBy(asc(ct.lastName), asc(ct.firstName), asc(ct.id));
  return rows.map(toTraveller);
}

/** The travellers of the agency's client `clientId`; 404 for anyone else's. */
export async function clientTravellersOf(
  agencyId: string,
  clientId: string,
): Promise<ClientTraveller[]> {
  const client = await requireClient(agencyId, clientId);
  return travellersOf(agencyId, client.id);
}

export async function addClientTraveller(
  agencyId: string,
  clientId: string,
  input: ClientTravellerValues,
): Promise<ClientTraveller> {
  const client = await requireClient(agencyId, clientId);
  checkCountry(input.nationality, "nationality", CLIENT_ERRORS.nationality);
  const db = await getDb();
  const [row] = await db
    .insert(ct)
    .values({
      agencyId,
      clientId: client.id,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth ?? null,
      gender: input.gender ?? null,
      nationality: input.nationality ?? null,
      passportNumber: input.passportNumber ?? null,
      passportExpiry: input.passportExpiry ?? null,
    })
    .returning();
  return toTraveller(row!);
}

export async function updateClientTraveller(
  agencyId: string,
  clientId: string,
  travellerId: string,
  patch: Partial<ClientTravellerValues>,
): Promise<ClientTraveller> {
  const client = await requireClient(agencyId, clientId);
  if (!UUID.test(travellerId)) throw travellerNotFound();
  checkCountry(patch.nationality, "nationality", CLIENT_ERRORS.nationality);
  const db = await getDb();
  const [row] = await db
    .update(ct)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(ct.agencyId, agencyId), eq(ct.clientId, client.id), eq(ct.id, travellerId)))
    .returning();
  if (!row) throw travellerNotFound();
  return toTraveller(row);
}

/** Removes the traveller; the client's remaining travellers are the answer. */
export async function removeClientTraveller(
  agencyId: string,
  clientId: string,
  travellerId: string,
): Promise<ClientTraveller[]> {
  const client = await requireClient(agencyId, clientId);
  if (!UUID.test(travellerId)) throw travellerNotFound();
  const db = await getDb();
  const removed = await db
    .delete(ct)
    .where(and(eq(ct.agencyId, agencyId), eq(ct.clientId, client.id), eq(ct.id, travellerId)))
    .returning({ id: ct.id });
  if (removed.length === 0) throw travellerNotFound();
  return travellersOf(agencyId, client.id);
}
