import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { CompanionsResponse } from "@/lib/contract/flights";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { bookings, bookingTravellers, clientTravellers } from "../db/schema";
import { requireClient } from "./scope";

/** How many companions the passenger form offers at most. */
const LIMIT = 20;

/**
 * A traveller's saved companions: the passengers of their own flight bookings with this agency,
 * each person once (by name and date of birth), the latest first.
 */
export async function companionsOf(agency: AgencyRow, user: UserRow): Promise<CompanionsResponse> {
  const db = await getDb();
  const rows = await db
    .select({
      firstName: bookingTravellers.firstName,
      lastName: bookingTravellers.lastName,
      passport: bookingTravellers.passport,
    })
    .from(bookingTravellers)
    .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
    .where(
      and(
        eq(bookings.agencyId, agency.id),
        eq(bookings.ownerUserId, user.id),
        eq(bookings.product, "flights"),
        isNotNull(bookingTravellers.passport),
      ),
    )
    .orderBy(desc(bookings.createdAt), bookingTravellers.position)
    .limit(LIMIT * 9);
  const seen = new Set<string>();
  const companions: CompanionsResponse["companions"] = [];
  for (const { firstName, lastName, passport } of rows) {
    const { type: _type, gender, ...rest } = passport!;
    const key = `${firstName.toLowerCase()}|${lastName.toLowerCase()}|${rest.dateOfBirth}`;
    // A flight's passenger always gave one; a passport kept without it is no companion.
    if (!gender || seen.has(key) || companions.length === LIMIT) continue;
    seen.add(key);
    companions.push({ firstName, lastName, gender, ...rest });
  }
  return { companions };
}

/**
 * The travellers an agent keeps for the agency's client `clientId` (Clients), offered in the same
 * passenger form when the agent books for that client: those with the date of birth, gender and
 * nationality a passenger needs. Another agency's client is a 404.
 */
export async function clientCompanionsOf(
  agency: AgencyRow,
  clientId: string,
): Promise<CompanionsResponse> {
  const client = await requireClient(agency.id, clientId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(clientTravellers)
    .where(
      and(
        eq(clientTravellers.agencyId, agency.id),
        eq(clientTravellers.clientId, client.id),
        isNotNull(clientTravellers.dateOfBirth),
        isNotNull(clientTravellers.gender),
        isNotNull(clientTravellers.nationality),
      ),
    )
    .orderBy(asc(clientTravellers.lastName), asc(clientTravellers.firstName))
    .limit(LIMIT);
  return {
    companions: rows.map((r) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      dateOfBirth: r.dateOfBirth!,
      gender: r.gender!,
      nationality: r.nationality!,
      ...(r.passportNumber ? { passportNumber: r.passportNumber } : {}),
      ...(r.passportExpiry ? { passportExpiry: r.passportExpiry } : {}),
    })),
  };
}
