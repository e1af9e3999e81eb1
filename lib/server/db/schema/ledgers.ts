/**
 * Money the agency keeps account of beside its bookings (DESIGN §9), all append-only:
 * - `wallet_entries`: the agency's prepaid wallet and each traveller's reward credits. Every line
 *   carries the account's running balance, which a CHECK keeps at or above zero and a unique
 *   position per account keeps in one order: the latest line is the balance, there is no other.
 * - `commission_entries`: what each confirmed booking earned the agency (its markup) and its
 *   booking agent (commission), pending until the trip ends, then payable, then paid by a payout;
 *   reversed when the booking is cancelled.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyId } from "./agency";
import { users } from "./auth";
import { bookings } from "./bookings";

export const WALLET_KINDS = ["agency", "credits"] as const;
export const WALLET_REASONS = [
  /** The agency wallet topped up through the gateway. */
  "topup",
  /** A booking paid from the wallet, or with credits. */
  "booking",
  /** A booking's payment given back: voided before it was confirmed, or refunded on cancel. */
  "void",
  "refund",
  /** Credits earned by a paid booking, and those that lapsed unspent. */
  "earn",
  "expire",
  /** Credits a cancelled booking had earned, taken back (as far as they are not spent). */
  "forfeit",
  /** The balance an account had before the ledger kept it, and staff corrections. */
  "opening",
  "adjustment",
] as const;

export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: agencyId(),
    kind: text("kind", { enum: WALLET_KINDS }).notNull(),
    /** `agency` for the agency wallet; the traveller's user id for credits. */
    account: text("account").notNull(),
    currency: text("currency").notNull(),
    /** 1, 2, 3… within (agency, kind, account, currency). */
    seq: integer("seq").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** The account's balance after this line. */
    balanceMinor: integer("balance_minor").notNull(),
    reason: text("reason", { enum: WALLET_REASONS }).notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The gateway's payment id of a top-up. */
    paymentRef: text("payment_ref"),
    /** An earned line's credits lapse then, those not spent before. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A credits line: the lots making up its balance, soonest to lapse first (lapse.ts), so a
     * balance is read from the latest line alone. Null on agency lines (and on credits lines
     * written before it existed: those accounts are replayed once, until their next line).
     */
    lots: jsonb("lots").$type<{ minor: number; expiresAt: number | null }[]>(),
  },
  (t) => [
    uniqueIndex("wallet_entries_position").on(t.agencyId, t.kind, t.account, t.currency, t.seq),
    // A booking spends, is given back and earns at most once per account, whatever retries happen.
    uniqueIndex("wallet_entries_booking")
      .on(t.bookingId, t.kind, t.reason)
      .where(sql`${t.bookingId} IS NOT NULL`),
    uniqueIndex("wallet_entries_payment")
      .on(t.agencyId, t.paymentRef)
      .where(sql`${t.paymentRef} IS NOT NULL`),
    check(
      "wallet_entries_balance",
      sql`${t.balanceMinor} >= 0 AND ${t.amountMinor} <> 0 AND ${t.seq} >= 1`,
    ),
  ],
);

export const COMMISSION_KINDS = ["markup", "agent"] as const;
export const COMMISSION_STATUSES = ["pending", "paid", "reversed"] as const;

export const commissionPayouts = pgTable(
  "commission_payouts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    agentUserId: uuid("agent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    paidOn: date("paid_on").notNull(),
    /** The bank transfer's or cheque's reference, as the owner wrote it. */
    reference: text("reference"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_payouts_agent").on(t.agencyId, t.agentUserId, t.paidOn),
    check("commission_payouts_amount", sql`${t.amountMinor} > 0`),
  ],
);

export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: agencyId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: COMMISSION_KINDS }).notNull(),
    /** The booking agent, for `agent`; null for the agency's markup. */
    agentUserId: uuid("agent_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The rate the commission was figured at, in basis points of the sale before tax. */
    rateBps: integer("rate_bps"),
    /** In the booking's currency. */
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    amountUsd: integer("amount_usd").notNull(),
    /** Pending until the trip ends: payable from this day (the day after it ends). */
    payableOn: date("payable_on").notNull(),
    status: text("status", { enum: COMMISSION_STATUSES }).notNull().default("pending"),
    payoutId: uuid("payout_id").references(() => commissionPayouts.id),
    paidOn: date("paid_on"),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commission_entries_booking_kind").on(t.bookingId, t.kind),
    index("commission_entries_agent").on(t.agencyId, t.agentUserId, t.status, t.payableOn),
    index("commission_entries_agency_created").on(t.agencyId, t.createdAt),
    check("commission_entries_amount", sql`${t.amountMinor} >= 0 AND ${t.amountUsd} >= 0`),
  ],
);
