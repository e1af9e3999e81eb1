/**
 * Proposals (issue 28): options an agent sends a client to compare and book without an account,
 * their append-only events, the deal links agents share (an offer or a saved search), and the
 * short links (`/url/:id`) that open either.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEAL_LINK_KINDS, DEAL_LINK_STATUSES } from "../../../contract/deal-links";
import { PROPOSAL_STATUSES } from "../../../contract/proposals";
import { PRODUCT_IDS } from "../../../contract/products";
import { agencyId } from "./agency";
import { users } from "./auth";
import { clients } from "./bookings";
import { timestamps } from "./columns";

export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    title: text("title").notNull().default(""),
    message: text("message").notNull().default(""),
    /** What its options are priced in for the client. */
    currency: text("currency").notNull(),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("draft"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** The option the client chose, and whether they asked the agent to book it for them. */
    approvedOptionId: uuid("approved_option_id"),
    agentAsked: boolean("agent_asked").notNull().default(false),
    declineReason: text("decline_reason"),
    bookingId: uuid("booking_id"),
    ...timestamps,
  },
  (t) => [index("proposals_agency_created").on(t.agencyId, t.createdAt, t.id)],
);

export const proposalOptions = pgTable(
  "proposal_options",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    offerId: text("offer_id").notNull(),
    query: jsonb("query").notNull(),
    /** The offer as priced when added: its product's snapshot. */
    offer: jsonb("offer").notNull(),
    title: text("title").notNull(),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    /** The total then, with the agency's markup, in USD cents and in the proposal's currency. */
    totalUsd: integer("total_usd").notNull(),
    totalMinor: integer("total_minor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("proposal_options_position").on(t.proposalId, t.position)],
);

export const proposalEvents = pgTable(
  "proposal_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proposal_events_proposal").on(t.proposalId, t.at)],
);

/** A deal link (issue 28): an offer as priced when shared, or a saved search's results page. */
export const dealLinks = pgTable(
  "deal_links",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: DEAL_LINK_KINDS }).notNull(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    title: text("title").notNull(),
    status: text("status", { enum: DEAL_LINK_STATUSES }).notNull().default("active"),
    /** An offer's: as its search named it, its snapshot and its total then. */
    offerId: text("offer_id"),
    query: jsonb("query"),
    offer: jsonb("offer"),
    currency: text("currency"),
    totalMinor: integer("total_minor"),
    /** A search's: its results page's address. */
    path: text("path"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("deal_links_agency_created").on(t.agencyId, t.createdAt, t.id),
    check(
      "deal_links_kind_fields",
      sql`(${t.kind} = 'offer' AND ${t.offerId} IS NOT NULL AND ${t.offer} IS NOT NULL AND ${t.currency} IS NOT NULL AND ${t.totalMinor} IS NOT NULL) OR (${t.kind} = 'search' AND ${t.path} IS NOT NULL)`,
    ),
  ],
);

/** `/url/:id`: a short, random id on the agency's host for a proposal or a deal link, opens counted. */
export const shortLinks = pgTable(
  "short_links",
  {
    id: text("id").primaryKey(),
    agencyId: agencyId(),
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "cascade" }),
    dealLinkId: uuid("deal_link_id").references(() => dealLinks.id, { onDelete: "cascade" }),
    opens: integer("opens").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("short_links_proposal").on(t.proposalId),
    uniqueIndex("short_links_deal_link").on(t.dealLinkId),
    check("short_links_one_target", sql`num_nonnulls(${t.proposalId}, ${t.dealLinkId}) = 1`),
  ],
);
