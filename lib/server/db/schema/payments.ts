/**
 * The built-in sandbox gateway's own records, as a real PSP keeps them on its side: one-use card
 * tokens (no card number: only brand, last four, expiry and the behaviour its test number asks
 * for) and its payments with what was authorised, captured and refunded.
 */
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { agencyId } from "./agency";
import { timestamps } from "./columns";

export const SANDBOX_CARD_BEHAVIOURS = [
  "succeeds",
  "declined",
  "insufficientFunds",
  "expiredCard",
  "incorrectCvc",
  "challenge",
] as const;

export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  /** `tok_` and 24 random characters; only its SHA-256 would be safer, but it is one-use. */
  id: text("id").primaryKey(),
  agencyId: agencyId(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  behaviour: text("behaviour", { enum: SANDBOX_CARD_BEHAVIOURS }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    /** `pay_` and 24 random characters. */
    id: text("id").primaryKey(),
    agencyId: agencyId(),
    /** The idempotency key of the authorisation: the same key answers with this payment. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    reference: text("reference").notNull(),
    status: text("status", {
      enum: ["requires_action", "authorised", "captured", "voided", "failed"],
    }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    capturedMinor: integer("captured_minor").notNull().default(0),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    returnUrl: text("return_url").notNull(),
    failureCode: text("failure_code"),
    /** Keys of captures, voids and refunds already done, with their answers. */
    operations: jsonb("operations").notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check(
      "sandbox_payments_money",
      sql`${t.amountMinor} > 0 AND ${t.capturedMinor} >= 0 AND ${t.capturedMinor} <= ${t.amountMinor}
        AND ${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.capturedMinor}`,
    ),
  ],
);
