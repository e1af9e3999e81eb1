import "server-only";
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import {
  MAX_PROPOSAL_OPTIONS,
  PROPOSAL_DEFAULT_DAYS,
  PROPOSAL_ERRORS,
  PROPOSAL_MAX_DAYS,
  PROPOSALS_PAGE_SIZE,
  type newProposal,
  type NewProposalOption,
  type proposalPatch,
  type ProposalState,
  type ProposalView,
  type proposalsQuery,
} from "@/lib/contract/proposals";
import { isProductId } from "@/lib/contract/products";
import type { AgencyRow } from "../agency/agency";
import { requireOfferedProduct } from "../agency/products";
import type { UserRow } from "../auth/session";
import { requireClient } from "../clients/scope";
import { getDb, type Tx } from "../db/client";
import { proposalOptions, proposals } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { lockedRate } from "../money/rates";
import { shortLinkOf, shortUrlBase } from "./links";
import { PROPOSAL_SENT_MAIL } from "./mail-kinds";
import { parsedQuery, priceOffer } from "./pricing";
import {
  logProposal,
  moveProposal,
  OPEN_STATUSES,
  optionsOf,
  proposalRow,
  proposalView,
  stateOf,
  isUuid,
  type ProposalRow,
} from "./store";

/**
 * The agent's side of proposals (issue 28): a draft gathers options (each priced by the server
 * from the offer as searched), a client, a message and an expiry; sending mails the client its
 * link; a sent proposal can be mailed again, withdrawn (its link then says so) or duplicated
 * into a new draft.
 */

const DAY_MS = 86_400_000;
const actorOf = (user: UserRow) => `user:${user.id}`;

export async function viewOf(agency: AgencyRow, row: ProposalRow): Promise<ProposalView> {
  return proposalView(row, await shortUrlBase(agency));
}

export async function proposalOf(agency: AgencyRow, id: string): Promise<ProposalView> {
  return viewOf(agency, await proposalRow(agency.id, id));
}

export async function createProposal(
  agency: AgencyRow,
  actor: UserRow,
  input: z.output<typeof newProposal>,
): Promise<ProposalView> {
  if (input.clientId) await requireClient(agency.id, input.clientId);
  await lockedRate(input.currency);
  const db = await getDb();
  const [row] = await db
    .insert(proposals)
    .values({
      agencyId: agency.id,
      createdBy: actor.id,
      clientId: input.clientId ?? null,
      title: input.title ?? "",
      currency: input.currency,
    })
    .returning();
  await logProposal(db, row!.id, { from: null, to: "draft", actor: actorOf(actor) });
  if (input.option) return addOption(agency, row!.id, input.option);
  return viewOf(agency, row!);
}

/** The proposal while its options can change: a draft, or sent and not yet booked or closed. */
async function editable(agency: AgencyRow, id: string): Promise<ProposalRow> {
  const row = await proposalRow(agency.id, id);
  const state = stateOf(row);
  if (state !== "draft" && !(OPEN_STATUSES as readonly string[]).includes(state)) {
    throw new ApiError("conflict", `This proposal is ${state}; it can no longer be changed.`);
  }
  return row;
}

/** Adds an offer as its search showed it, priced now by the server with the agency's markup. */
export async function addOption(
  agency: AgencyRow,
  id: string,
  input: NewProposalOption,
): Promise<ProposalView> {
  const row = await editable(agency, id);
  if (isProductId(input.product)) await requireOfferedProduct(agency, input.product);
  const query = parsedQuery(input.product, input.query);
  const priced = await priceOffer(agency.id, input.product, input.offerId, query, row.currency);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The proposal's row locked, so two options added at once take two positions.
    await tx.execute(sql`SELECT 1 FROM ${proposals} WHERE id = ${row.id} FOR UPDATE`);
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number>`coalesce(max(position), -1)` })
      .from(proposalOptions)
      .where(eq(proposalOptions.proposalId, row.id))) as [{ n: number; last: number }];
    if (n >= MAX_PROPOSAL_OPTIONS) throw new ApiError("badRequest", PROPOSAL_ERRORS.options);
    await tx.insert(proposalOptions).values({
      proposalId: row.id,
      position: Number(last) + 1,
      product: input.product as never,
      offerId: input.offerId,
      query,
      offer: priced.offer,
      title: priced.title,
      startsOn: priced.startsOn,
      endsOn: priced.endsOn,
      totalUsd: priced.totalUsd,
      totalMinor: priced.totalMinor,
    });
    await tx.update(proposals).set({ updatedAt: new Date() }).where(eq(proposals.id, row.id));
  });
  return proposalOf(agency, id);
}

export async function removeOption(
  agency: AgencyRow,
  id: string,
  optionId: string,
): Promise<ProposalView> {
  const row = await editable(agency, id);
  if (!isUuid(optionId)) throw new ApiError("notFound", "This option was not found.");
  if (row.approvedOptionId === optionId) {
    throw new ApiError("conflict", "The client chose this option; it cannot be removed.");
  }
  const db = await getDb();
  const removed = await db
    .delete(proposalOptions)
    .where(and(eq(proposalOptions.proposalId, row.id), eq(proposalOptions.id, optionId)))
    .returning({ id: proposalOptions.id });
  if (!removed.length) throw new ApiError("notFound", "This option was not found.");
  return proposalOf(agency, id);
}

/** The end of `day` (UTC), between tomorrow and PROPOSAL_MAX_DAYS ahead; a 400 otherwise. */
function expiryOf(day: string, now = new Date()): Date {
  const end = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.getTime() - now.getTime() < 0) {
    throw new ApiError("badRequest", `expiresOn: ${PROPOSAL_ERRORS.expiry}`);
  }
  if (end.getTime() - now.getTime() > (PROPOSAL_MAX_DAYS + 1) * DAY_MS) {
    throw new ApiError("badRequest", `expiresOn: ${PROPOSAL_ERRORS.expiry}`);
  }
  return end;
}

export async function updateProposal(
  agency: AgencyRow,
  id: string,
  patch: z.output<typeof proposalPatch>,
): Promise<ProposalView> {
  const row = await editable(agency, id);
  if (patch.clientId) await requireClient(agency.id, patch.clientId);
  if (patch.clientId !== undefined && row.status !== "draft") {
    throw new ApiError("conflict", "A sent proposal keeps its client; duplicate it for another.");
  }
  const db = await getDb();
  await db
    .update(proposals)
    .set({
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.message !== undefined && { message: patch.message }),
      ...(patch.clientId !== undefined && { clientId: patch.clientId }),
      ...(patch.expiresOn !== undefined && { expiresAt: expiryOf(patch.expiresOn) }),
      updatedAt: new Date(),
    })
    .where(eq(proposals.id, row.id));
  return proposalOf(agency, id);
}

/** Queues the client's mail with a move's transaction. */
async function queueSent(tx: Tx, agency: AgencyRow, row: ProposalRow) {
  await shortLinkOf(tx, agency.id, { proposalId: row.id });
  await enqueueMail(tx, {
    agencyId: agency.id,
    kind: PROPOSAL_SENT_MAIL,
    payload: { proposalId: row.id },
  });
}

export async function sendProposal(
  agency: AgencyRow,
  actor: UserRow,
  id: string,
): Promise<ProposalView> {
  const row = await proposalRow(agency.id, id);
  if (row.status !== "draft") throw new ApiError("conflict", "This proposal was sent already.");
  if (!row.clientId) throw new ApiError("badRequest", `clientId: ${PROPOSAL_ERRORS.client}`);
  if (!(await optionsOf(row.id)).length) {
    throw new ApiError("badRequest", "options: add at least one option before sending.");
  }
  const now = new Date();
  const expiresAt = row.expiresAt ?? new Date(now.getTime() + PROPOSAL_DEFAULT_DAYS * DAY_MS);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const moved = await moveProposal(tx, row, {
      from: ["draft"],
      to: "sent",
      actor: actorOf(actor),
      set: { sentAt: now, expiresAt },
    });
    if (!moved) throw new ApiError("conflict", "This proposal was sent already.");
    await queueSent(tx, agency, moved);
  });
  return proposalOf(agency, id);
}

export async function resendProposal(agency: AgencyRow, id: string): Promise<ProposalView> {
  const row = await proposalRow(agency.id, id);
  const state = stateOf(row);
  if (!["sent", "viewed", "approved"].includes(state)) {
    throw new ApiError("conflict", `This proposal is ${state}; it cannot be sent again.`);
  }
  const db = await getDb();
  await db.transaction(async (tx) => queueSent(tx, agency, row));
  return proposalOf(agency, id);
}

export async function withdrawProposal(
  agency: AgencyRow,
  actor: UserRow,
  id: string,
): Promise<ProposalView> {
  const row = await proposalRow(agency.id, id);
  const db = await getDb();
  const moved = await db.transaction((tx) =>
    moveProposal(tx, row, {
      from: ["draft", ...OPEN_STATUSES],
      to: "withdrawn",
      actor: actorOf(actor),
    }),
  );
  if (!moved) {
    throw new ApiError("conflict", `This proposal is ${stateOf(row)}; it cannot be withdrawn.`);
  }
  return proposalOf(agency, id);
}

/** A new draft with the same client, words and options (priced as they were added). */
export async function duplicateProposal(
  agency: AgencyRow,
  actor: UserRow,
  id: string,
): Promise<ProposalView> {
  const row = await proposalRow(agency.id, id);
  const options = await optionsOf(row.id);
  const db = await getDb();
  const copy = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(proposals)
      .values({
        agencyId: agency.id,
        createdBy: actor.id,
        clientId: row.clientId,
        title: row.title,
        message: row.message,
        currency: row.currency,
      })
      .returning();
    await logProposal(tx, made!.id, {
      from: null,
      to: "draft",
      actor: actorOf(actor),
      reason: `duplicate of ${row.id}`,
    });
    if (options.length) {
      await tx
        .insert(proposalOptions)
        .values(
          options.map(({ id: _id, createdAt: _at, ...o }) => ({ ...o, proposalId: made!.id })),
        );
    }
    return made!;
  });
  return viewOf(agency, copy);
}

export async function listProposals(agency: AgencyRow, query: z.output<typeof proposalsQuery>) {
  const now = new Date();
  const open = inArray(proposals.status, [...OPEN_STATUSES]);
  const byState: Partial<Record<ProposalState, SQL | undefined>> = {
    expired: and(open, lte(proposals.expiresAt, now)),
  };
  for (const s of OPEN_STATUSES) {
    byState[s] = and(
      eq(proposals.status, s),
      or(isNull(proposals.expiresAt), gt(proposals.expiresAt, now)),
    );
  }
  const status = query.status;
  const where = and(
    eq(proposals.agencyId, agency.id),
    status ? (byState[status] ?? eq(proposals.status, status as never)) : undefined,
  );
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(proposals)
      .where(where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(PROPOSALS_PAGE_SIZE)
      .offset((query.page - 1) * PROPOSALS_PAGE_SIZE),
    db.select({ n: count() }).from(proposals).where(where),
  ]);
  const shortUrlOf = await shortUrlBase(agency);
  const views = await Promise.all(rows.map((r) => proposalView(r, shortUrlOf)));
  return {
    rows: views.map(({ options, events: _e, message: _m, ...v }) => ({
      ...v,
      optionCount: options.length,
    })),
    page: query.page,
    pageSize: PROPOSALS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
