import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { clients } from "../db/schema";
import { ApiError } from "../errors";
import { isCountryCode } from "./countries";

/**
 * Every clients call goes through the agency's client: another agency's, or an id that is not
 * one, is a 404 as a client that does not exist.
 */

export type ClientRow = typeof clients.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clientNotFound = () => new ApiError("notFound", "Client not found.");

/** The agency's client `id`, or a 404 (for an id of another agency or not an id at all). */
export async function requireClient(agencyId: string, id: string): Promise<ClientRow> {
  if (!UUID.test(id)) throw clientNotFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)));
  if (!row) throw clientNotFound();
  return row;
}

/** A country the contract let through (two capitals) that is not a country is a 400 too. */
export function checkCountry(code: string | null | undefined, field: string, message: string) {
  if (code && !isCountryCode(code)) throw new ApiError("badRequest", `${field}: ${message}`);
}
