import "server-only";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import {
  PROPOSAL_CLOSED,
  type ProposalGrant,
  type PublicProposal,
  type PublicProposalOption,
} from "@/lib/contract/proposals";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import { bookings, clients, proposals, users } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import type { RegisteredQuoteRequest } from "../products/contract";
import { tokenOpens } from "./links";
import { PROPOSAL_ANSWERED_MAIL } from "./mail-kinds";
import { isSentOffer, livePrice } from "./pricing";
import {
  isUuid,
  moveProposal,
  OPEN_STATUSES,
  optionsOf,
  optionView,
  proposalNotFound,
  stateOf,
  type ProposalRow,
} from "./store";

/**
 * The client's side of a proposal (issue 28), signed out or not: the link's token opens that
 * proposal alone (another proposal's token, a guessed one or another agency's id are the same
 * 404), every option priced again when it is opened, then one option approved and booked
 * through the checkout, the proposal declined with a reason, or the agent asked to book.
 */

export type Answer = "approved" | "declined" | "asked";

const CLOSED = {
  booked: "This proposal has been booked already.",
  declined: "This proposal was declined.",
} as const;

/** The agency's proposal the token opens, or a 404. Drafts are the agent's alone. */
export async function openedProposal(
  agency: AgencyRow,
  id: string,
  token: string | undefined,
): Promise<ProposalRow> {
  if (!isUuid(id) || !tokenOpens(agency.id, id, token)) throw proposalNotFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.agencyId, agency.id), eq(proposals.id, id)));
  if (!row || row.status === "draft") throw proposalNotFound();
  return row;
}

/** 410 once withdrawn or out of date; what the client can still read otherwise. */
function refuseClosed(row: ProposalRow) {
  if (row.status === "withdrawn") throw new ApiError("expired", PROPOSAL_CLOSED.withdrawn);
  if (stateOf(row) === "expired") throw new ApiError("expired", PROPOSAL_CLOSED.expired);
}

/** Where the client may act: an open proposal, not past its expiry. */
function refuseUnless(row: ProposalRow) {
  refuseClosed(row);
  if (row.status === "booked" || row.status === "declined") {
    throw new ApiError("conflict", CLOSED[row.status]);
  }
}

const stillOpen = (now: Date) => or(isNull(proposals.expiresAt), gt(proposals.expiresAt, now));

/** GET /api/proposals/{id}?token=: the proposal, each option priced now; first opening → viewed. */
export async function publicProposalOf(
  agency: AgencyRow,
  id: string,
  token: string | undefined,
): Promise<PublicProposal> {
  let row = await openedProposal(agency, id, token);
  refuseClosed(row);
  const db = await getDb();
  if (row.status === "sent") {
    const now = new Date();
    row =
      (await db.transaction((tx) =>
        moveProposal(tx, row, {
          from: ["sent"],
          to: "viewed",
          actor: "client",
          set: { viewedAt: now },
        }),
      )) ?? row;
  }
  const [options, [client], [agent], [booking]] = await Promise.all([
    optionsOf(row.id),
    row.clientId
      ? db
          .select({ firstName: clients.firstName, lastName: clients.lastName })
          .from(clients)
          .where(eq(clients.id, row.clientId))
      : Promise.resolve([]),
    row.createdBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.createdBy))
      : Promise.resolve([]),
    row.bookingId
      ? db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, row.bookingId))
      : Promise.resolve([]),
  ]);
  const open = row.status !== "booked" && row.status !== "declined";
  const live = await Promise.all(
    options.map(async (o): Promise<PublicProposalOption> => {
      const base = optionView(row.currency)(o);
      if (!open) {
        const checkedAt = new Date().toISOString();
        return { ...base, live: { state: "unavailable", price: null, checkedAt } };
      }
      return {
        ...base,
        live: await livePrice(agency.id, o.product, o.offerId, o.query, row.currency),
      };
    }),
  );
  return {
    id: row.id,
    status: stateOf(row),
    agency: agency.agencyName,
    title: row.title,
    message: row.message,
    clientName: client ? `${client.firstName} ${client.lastName}`.trim() : "",
    agent: agent ? `${agent.firstName} ${agent.lastName ?? ""}`.trim() : null,
    currency: row.currency,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    approvedOptionId: row.approvedOptionId,
    agentAsked: row.agentAsked,
    bookingReference: booking?.reference ?? null,
    options: live,
  };
}

async function answer(
  agency: AgencyRow,
  row: ProposalRow,
  kind: Answer,
  move: Parameters<typeof moveProposal>[2],
): Promise<void> {
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const done = await moveProposal(tx, row, { ...move, guard: stillOpen(new Date()) });
    if (done) {
      await enqueueMail(tx, {
        agencyId: agency.id,
        kind: PROPOSAL_ANSWERED_MAIL,
        payload: { proposalId: row.id, answer: kind },
      });
    }
    return done;
  });
  if (!moved) {
    // Another answer came first, or it expired meanwhile: said as the proposal now stands.
    const [now] = await db.select().from(proposals).where(eq(proposals.id, row.id));
    refuseUnless(now!);
    throw new ApiError("conflict", "This proposal has changed. Please open it again.");
  }
}

export async function declineProposal(
  agency: AgencyRow,
  id: string,
  token: string,
  reason: string,
): Promise<void> {
  const row = await openedProposal(agency, id, token);
  refuseUnless(row);
  await answer(agency, row, "declined", {
    from: OPEN_STATUSES,
    to: "declined",
    actor: "client",
    reason,
    set: { declineReason: reason },
  });
}

function requireOption(row: ProposalRow, optionId: string, ids: readonly string[]) {
  if (!ids.includes(optionId)) throw new ApiError("notFound", "This option was not found.");
  return row;
}

/** The client asks the agent to book `optionId` for them: the agent is mailed. */
export async function askAgentToBook(
  agency: AgencyRow,
  id: string,
  token: string,
  optionId: string,
  note: string | undefined,
): Promise<void> {
  const row = await openedProposal(agency, id, token);
  refuseUnless(row);
  requireOption(
    row,
    optionId,
    (await optionsOf(row.id)).map((o) => o.id),
  );
  await answer(agency, row, "asked", {
    from: OPEN_STATUSES,
    to: "approved",
    actor: "client",
    reason: note || null,
    set: { approvedOptionId: optionId, agentAsked: true },
  });
}

/**
 * A quote of a proposal's option (POST /api/checkout/quotes with `proposal`): the grant's token
 * must open the proposal, the request must be that option as it was proposed (nothing else can
 * be quoted with it: 403), and the proposal must be open. The option is approved (the agent
 * mailed the first time); the proposal's id is what the quote and its booking carry.
 */
export async function approveForQuote(
  agency: AgencyRow,
  grant: ProposalGrant,
  request: RegisteredQuoteRequest,
): Promise<string> {
  const row = await openedProposal(agency, grant.id, grant.token);
  refuseUnless(row);
  const option = (await optionsOf(row.id)).find((o) => o.id === grant.optionId);
  if (!option) throw new ApiError("notFound", "This option was not found.");
  if (!isSentOffer(option, request)) {
    throw new ApiError("forbidden", "This link lets you book the proposal's options only.");
  }
  if (row.status === "approved" && row.approvedOptionId === option.id) return row.id;
  await answer(agency, row, "approved", {
    from: OPEN_STATUSES,
    to: "approved",
    actor: "client",
    set: { approvedOptionId: option.id, agentAsked: false },
  });
  return row.id;
}
