import * as z from "zod";
import { currencyCode, money } from "./booking";

/**
 * Proposals (issue 28): an agent sends a client a few options to compare and book without an
 * account. A proposal is a draft until sent; the client's link opens it (viewed), the client
 * approves one option and books it, declines it with a reason, or asks the agent to book it.
 * Every option is priced again when the client opens it.
 */

/** As proposals.status keeps them. */
export const PROPOSAL_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "approved",
  "booked",
  "declined",
  "withdrawn",
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
/** What a list shows: an open proposal past its expiry is expired. */
export const PROPOSAL_STATES = [...PROPOSAL_STATUSES, "expired"] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const MAX_PROPOSAL_OPTIONS = 6;
/** How long a sent proposal can be opened, unless the agent names another day. */
export const PROPOSAL_DEFAULT_DAYS = 7;
export const PROPOSAL_MAX_DAYS = 90;
export const PROPOSALS_PAGE_SIZE = 25;

/** Why a proposal's link no longer opens it (410): the client's page says it in their language. */
export const PROPOSAL_CLOSED = {
  withdrawn: "This proposal has been withdrawn by the agency.",
  expired: "This proposal has expired. Please ask your agent for a new one.",
} as const;

export const PROPOSAL_ERRORS = {
  client: "Choose one of the agency's clients.",
  message: "Keep the message under 2,000 characters.",
  title: "Give the proposal a title of at most 120 characters.",
  expiry: `Choose an expiry between tomorrow and ${PROPOSAL_MAX_DAYS} days from now.`,
  options: `A proposal has at most ${MAX_PROPOSAL_OPTIONS} options.`,
  reason: "Say why in at most 500 characters.",
} as const;

const uuid = z.uuid();

/** POST /api/agency/proposals/{id}/options: an offer as its search showed it; the server prices it. */
export const newProposalOption = z.object({
  product: z.string().min(1).max(40),
  offerId: z.string().min(1).max(200),
  query: z.unknown(),
});
export type NewProposalOption = z.input<typeof newProposalOption>;

/** POST /api/agency/proposals: a draft, with its first option when added from a result. */
export const newProposal = z.strictObject({
  title: z.string().trim().max(120, PROPOSAL_ERRORS.title).optional(),
  clientId: uuid.nullable().optional(),
  currency: currencyCode,
  option: newProposalOption.optional(),
});

/** PATCH /api/agency/proposals/{id}: a draft's (or a sent one's) words, client and expiry. */
export const proposalPatch = z.strictObject({
  title: z.string().trim().max(120, PROPOSAL_ERRORS.title).optional(),
  message: z.string().trim().max(2000, PROPOSAL_ERRORS.message).optional(),
  clientId: z.uuid(PROPOSAL_ERRORS.client).nullable().optional(),
  /** `YYYY-MM-DD`, the last day the client can open it (the end of that day, UTC). */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PROPOSAL_ERRORS.expiry)
    .optional(),
});

/** POST /api/agency/proposals/{id}/actions */
export const proposalAction = z.strictObject({
  action: z.enum(["send", "resend", "withdraw", "duplicate"]),
});

export const proposalsQuery = z.object({
  status: z.enum(PROPOSAL_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const proposalOption = z.strictObject({
  id: z.string(),
  position: z.number().int(),
  product: z.string(),
  offerId: z.string(),
  query: z.unknown(),
  /** The offer as priced when it was added (its product's snapshot). */
  offer: z.looseObject({ product: z.string() }),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The total when the option was added, in the proposal's currency. */
  price: money,
});
export type ProposalOption = z.infer<typeof proposalOption>;

const person = z.strictObject({ id: z.string(), name: z.string(), email: z.string() });

export const proposalEvent = z.strictObject({
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const proposalView = z.strictObject({
  id: z.string(),
  status: z.enum(PROPOSAL_STATES),
  title: z.string(),
  message: z.string(),
  currency: currencyCode,
  client: person.nullable(),
  agent: z.string().nullable(),
  options: z.array(proposalOption),
  expiresAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  approvedOptionId: z.string().nullable(),
  /** The client asked the agent to book the approved option. */
  agentAsked: z.boolean(),
  declineReason: z.string().nullable(),
  bookingReference: z.string().nullable(),
  /** The client's link (the short URL), once sent. */
  shortUrl: z.string().nullable(),
  opens: z.number().int(),
  createdAt: z.string(),
  events: z.array(proposalEvent),
});
export type ProposalView = z.infer<typeof proposalView>;

export const proposalRow = proposalView
  .omit({ options: true, events: true, message: true })
  .extend({
    optionCount: z.number().int(),
  });
export type ProposalRow = z.infer<typeof proposalRow>;

export const proposalsResponse = z.strictObject({
  rows: z.array(proposalRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// ---- the client's page ----

/** Where an option stands when the client opens it: priced again, or gone. */
export const LIVE_STATES = ["available", "soldOut", "unavailable"] as const;

export const publicProposalOption = proposalOption.omit({ query: true }).extend({
  query: z.unknown(),
  live: z.strictObject({
    state: z.enum(LIVE_STATES),
    /** The price now, in the proposal's currency; null when it cannot be priced. */
    price: money.nullable(),
    /** When it was priced; a chosen option's price is held for the hold's minutes. */
    checkedAt: z.string(),
  }),
});
export type PublicProposalOption = z.infer<typeof publicProposalOption>;

export const publicProposal = z.strictObject({
  id: z.string(),
  status: z.enum(PROPOSAL_STATES),
  agency: z.string(),
  title: z.string(),
  message: z.string(),
  clientName: z.string(),
  agent: z.string().nullable(),
  currency: currencyCode,
  expiresAt: z.string().nullable(),
  approvedOptionId: z.string().nullable(),
  agentAsked: z.boolean(),
  bookingReference: z.string().nullable(),
  options: z.array(publicProposalOption),
});
export type PublicProposal = z.infer<typeof publicProposal>;

/** The proposal token every call of the client's page carries (`?token=` of its link). */
export const proposalTokenQuery = z.object({ token: z.string().min(1).max(64) });

/** POST /api/proposals/{id}/decline */
export const proposalDecline = z.strictObject({
  token: z.string().min(1).max(64),
  reason: z.string().trim().min(1, PROPOSAL_ERRORS.reason).max(500, PROPOSAL_ERRORS.reason),
});

/** POST /api/proposals/{id}/ask-agent */
export const proposalAskAgent = z.strictObject({
  token: z.string().min(1).max(64),
  optionId: uuid,
  note: z.string().trim().max(500, PROPOSAL_ERRORS.reason).optional(),
});

/** The grant a quote request carries to quote a proposal's option signed out. */
export const proposalGrant = z.strictObject({
  id: uuid,
  token: z.string().min(1).max(64),
  optionId: uuid,
});
export type ProposalGrant = z.infer<typeof proposalGrant>;
