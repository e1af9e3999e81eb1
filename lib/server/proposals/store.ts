import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { ProposalState, ProposalStatus, ProposalView } from "@/lib/contract/proposals";
import type { Tx } from "../db/client";
import { getDb } from "../db/client";
import {
  bookings,
  clients,
  proposalEvents,
  proposalOptions,
  proposals,
  shortLinks,
  users,
} from "../db/schema";
import { ApiError } from "../errors";

/**
 * The proposal's row, its one way of moving (a guarded UPDATE from the statuses it may leave,
 * with its event, in one transaction: a move another call made first writes nothing) and its
 * view. Every read is scoped to the agency; another agency's id is a 404 like an unknown one.
 */

export type ProposalRow = typeof proposals.$inferSelect;
export type OptionRow = typeof proposalOptions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export const NOT_FOUND = "This proposal was not found.";
export const proposalNotFound = () => new ApiError("notFound", NOT_FOUND);

/** Statuses from which the client can still act, and the agent still change the options. */
export const OPEN_STATUSES = ["sent", "viewed", "approved"] as const satisfies ProposalStatus[];

/** What a proposal is now: an open one past its expiry is expired. */
export function stateOf(
  row: Pick<ProposalRow, "status" | "expiresAt">,
  now = new Date(),
): ProposalState {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  return open && row.expiresAt && row.expiresAt <= now ? "expired" : row.status;
}

export async function proposalRow(agencyId: string, id: string): Promise<ProposalRow> {
  if (!isUuid(id)) throw proposalNotFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.agencyId, agencyId), eq(proposals.id, id)));
  if (!row) throw proposalNotFound();
  return row;
}

export async function optionsOf(proposalId: string): Promise<OptionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(proposalOptions)
    .where(eq(proposalOptions.proposalId, proposalId))
    .orderBy(asc(proposalOptions.position));
}

export interface Move {
  from: readonly ProposalStatus[];
  to: ProposalStatus;
  actor: string;
  reason?: string | null;
  set?: Partial<typeof proposals.$inferInsert>;
  /** A further condition on the row (not expired, say). */
  guard?: SQL;
}

/** Moves the proposal and logs it; null when it was in none of `from` (or the guard failed). */
export async function moveProposal(
  tx: Tx,
  row: ProposalRow,
  move: Move,
): Promise<ProposalRow | null> {
  const [moved] = await tx
    .update(proposals)
    .set({ ...move.set, status: move.to, updatedAt: new Date() })
    .where(
      and(
        eq(proposals.id, row.id),
        eq(proposals.agencyId, row.agencyId),
        inArray(proposals.status, [...move.from]),
        move.guard,
      ),
    )
    .returning();
  if (!moved) return null;
  await tx.insert(proposalEvents).values({
    proposalId: row.id,
    fromStatus: row.status,
    toStatus: move.to,
    actor: move.actor,
    reason: move.reason ?? null,
  });
  return moved;
}

/** A proposal's event beside a change that is not a move (made, duplicated). */
export async function logProposal(
  tx: Tx,
  proposalId: string,
  event: { from: ProposalStatus | null; to: ProposalStatus; actor: string; reason?: string },
): Promise<void> {
  await tx.insert(proposalEvents).values({
    proposalId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: event.actor,
    reason: event.reason ?? null,
  });
}

/** The proposal as the back office shows it. */
export async function proposalView(
  row: ProposalRow,
  shortUrlOf: (id: string) => string,
): Promise<ProposalView> {
  const db = await getDb();
  const [options, events, [client], [agent], [link], [booking]] = await Promise.all([
    optionsOf(row.id),
    db
      .select()
      .from(proposalEvents)
      .where(eq(proposalEvents.proposalId, row.id))
      .orderBy(asc(proposalEvents.at), asc(proposalEvents.id)),
    row.clientId
      ? db.select().from(clients).where(eq(clients.id, row.clientId))
      : Promise.resolve([]),
    row.createdBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.createdBy))
      : Promise.resolve([]),
    db.select().from(shortLinks).where(eq(shortLinks.proposalId, row.id)),
    row.bookingId
      ? db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, row.bookingId))
      : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    status: stateOf(row),
    title: row.title,
    message: row.message,
    currency: row.currency,
    client: client
      ? {
          id: client.id,
          name: `${client.firstName} ${client.lastName}`.trim(),
          email: client.email,
        }
      : null,
    agent: agent ? `${agent.firstName} ${agent.lastName ?? ""}`.trim() : null,
    options: options.map(optionView(row.currency)),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    approvedOptionId: row.approvedOptionId,
    agentAsked: row.agentAsked,
    declineReason: row.declineReason,
    bookingReference: booking?.reference ?? null,
    shortUrl: link ? shortUrlOf(link.id) : null,
    opens: link?.opens ?? 0,
    createdAt: row.createdAt.toISOString(),
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
  };
}

export const optionView = (currency: string) => (o: OptionRow) => ({
  id: o.id,
  position: o.position,
  product: o.product,
  offerId: o.offerId,
  query: o.query,
  offer: o.offer as { product: string },
  title: o.title,
  startsOn: o.startsOn,
  endsOn: o.endsOn,
  price: { amountMinor: o.totalMinor, currency },
});
