/**
 * The rest of the back office (issue 16): the theme's uploaded images, support threads between a
 * traveller and the agency, the recent searches agents run again, payment requests sent to
 * clients, and the subscription payments of an agency.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyId } from "./agency";
import { users } from "./auth";
import { bookings, clients } from "./bookings";

export const ASSET_KINDS = ["logo", "logoMobile", "favicon"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The agency's logo, mobile logo and favicon as uploaded (Customize Theme), served by id. */
export const agencyAssets = pgTable(
  "agency_assets",
  {
    agencyId: agencyId(),
    kind: text("kind", { enum: ASSET_KINDS }).notNull(),
    contentType: text("content_type").notNull(),
    /** Base64 of the bytes; at most a few hundred kB, checked on upload. */
    data: text("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.kind] })],
);

/** A support request: a thread between one traveller (or agent) and the agency's staff. */
export const supportThreads = pgTable(
  "support_threads",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    /** Who opened the request; the traveller side of the thread. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_threads_agency").on(t.agencyId, t.lastMessageAt),
    index("support_threads_user").on(t.userId, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => supportThreads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who wrote it: the agency's staff or the requester. */
    side: text("side", { enum: ["agency", "requester"] }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_thread").on(t.threadId, t.createdAt)],
);

/** A search a signed-in user ran, to list and run again (Searches). */
export const searchHistory = pgTable(
  "search_history",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** hotels, flights, cars, activities, cruise, resort. */
    product: text("product").notNull(),
    /** The search page's path and query string: opening it runs the search again. */
    path: text("path").notNull(),
    /** What the search was for (destination, dates, travellers), as shown in the list. */
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_history_agency").on(t.agencyId, t.at)],
);

export const PAYMENT_REQUEST_STATUSES = ["pending", "paid", "cancelled"] as const;

/** Pay: an amount an agent asks a client to pay through the agency's gateway, by emailed link. */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    /** SHA-256 of the link's token; the token itself is only in the mail. */
    tokenHash: text("token_hash").notNull(),
    status: text("status", { enum: PAYMENT_REQUEST_STATUSES }).notNull().default("pending"),
    gateway: text("gateway"),
    paymentRef: text("payment_ref"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_requests_token").on(t.tokenHash),
    uniqueIndex("payment_requests_payment")
      .on(t.agencyId, t.paymentRef)
      .where(sql`${t.paymentRef} IS NOT NULL`),
    index("payment_requests_agency").on(t.agencyId, t.createdAt),
  ],
);

/** What an agency paid for its plan (SPEC §6 subscription), one line per payment. */
export const agencySubscriptions = pgTable(
  "agency_subscriptions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    plan: text("plan").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    gateway: text("gateway").notNull(),
    paymentRef: text("payment_ref").notNull(),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("agency_subscriptions_payment").on(t.agencyId, t.paymentRef)],
);
