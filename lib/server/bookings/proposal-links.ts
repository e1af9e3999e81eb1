import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { outbox, proposalEvents, proposals } from "../db/schema";

/**
 * What the engine knows of proposals (issue 28): a quote made from a proposal's option books for
 * the proposal's client, credited to the agent who sent it, and its confirmation marks the
 * proposal booked and tells that agent, in the confirmation's own statement. The proposals folder
 * owns the rest; the engine reads only this table's row.
 */

export const PROPOSAL_BOOKED_MAIL = "proposal.booked";

/** The client and agent a booking of the proposal's option is for; nulls without a proposal. */
export async function proposalParties(
  agencyId: string,
  proposalId: string | null,
): Promise<{ clientId: string | null; agentUserId: string | null }> {
  if (!proposalId) return { clientId: null, agentUserId: null };
  const db = await getDb();
  const [row] = await db
    .select({ clientId: proposals.clientId, agentUserId: proposals.createdBy })
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.agencyId, agencyId)));
  return row ?? { clientId: null, agentUserId: null };
}

/**
 * With a booking's confirmation (`moved`, the booking as confirmed), when its quote was made from
 * a proposal: the proposal moves to booked with its event, and its agent's mail is queued. Each
 * statement sees the proposal as it was before the confirmation (one statement's snapshot), so
 * both test the same state.
 */
export function proposalBookedEffects(
  proposalId: string | null,
  reference: string,
  moved: SQL,
): SQL[] {
  if (!proposalId) return [];
  const open = and(
    eq(proposals.id, proposalId),
    inArray(proposals.status, ["sent", "viewed", "approved"]),
  );
  return [
    sql`UPDATE ${proposals} SET status = 'booked', booking_id = (SELECT id FROM ${moved}),
      updated_at = now() WHERE ${open} AND EXISTS (SELECT 1 FROM ${moved})`,
    sql`INSERT INTO ${proposalEvents} (proposal_id, from_status, to_status, actor)
      SELECT ${proposals.id}, ${proposals.status}, 'booked', 'engine' FROM ${proposals}
      WHERE ${open} AND EXISTS (SELECT 1 FROM ${moved})`,
    sql`INSERT INTO ${outbox} (agency_id, kind, payload)
      SELECT ${proposals.agencyId}, ${PROPOSAL_BOOKED_MAIL},
        jsonb_build_object('proposalId', ${proposals.id}::text, 'reference', ${reference}::text)
      FROM ${proposals} WHERE ${open} AND EXISTS (SELECT 1 FROM ${moved})`,
  ];
}
