/** Users and how they sign in: sessions, tokens, sign-in failures, identity providers. */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { USER_TYPES } from "../../../contract/user";
import { agencyId } from "./agency";
import { timestamps } from "./columns";

/** SPEC §3 user profile. An email is unique within an agency, not across agencies. */
export const users = pgTable(
  "users",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** scrypt, self-describing (`scrypt$N$r$p$salt$hash`); null for accounts that only use SSO. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImage: text("profile_image"),
    userType: text("user_type", { enum: USER_TYPES }).notNull().default("Traveller"),
    isTravelAgent: boolean("is_travel_agent").notNull().default(false),
    isRestrictedAgent: boolean("is_restricted_agent").notNull().default(false),
    isRewardWalletEnable: boolean("is_reward_wallet_enable").notNull().default(false),
    /**
     * The currency the traveller's reward credits are kept in; their balance is the credit
     * ledger's (`wallet_entries`), never a column here.
     */
    creditsCurrency: text("credits_currency").notNull().default("USD"),
    /** This agent's commission in basis points; null: the agency's `agentCommissionBps`. */
    commissionBps: integer("commission_bps"),
    /** Who invited this agent, and when; the invite is a `user_tokens` row of purpose `invite`. */
    invitedBy: uuid("invited_by"),
    language: text("language"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_agency_email").on(t.agencyId, t.email)],
);

export function userId() {
  return uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}

/**
 * Server-side sessions. The cookie carries a sealed random token; only its SHA-256 is stored, so
 * a copy of this table signs nobody in. Revoking a row ends the session on every process at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    userId: userId(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Single-use, expiring tokens sent by email or handed to another site; stored hashed. */
export const userTokens = pgTable("user_tokens", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  agencyId: agencyId(),
  userId: userId(),
  purpose: text("purpose", { enum: ["verify", "reset", "academy", "invite"] }).notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins, counted per account and per address over a sliding window. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: agencyId(),
    /** `account:<email>` or `address:<ip>`. */
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_time").on(t.agencyId, t.key, t.createdAt)],
);

/** OpenID Connect providers an agency signs users in with: its own SSO and social providers. */
export const agencyIdentityProviders = pgTable(
  "agency_identity_providers",
  {
    agencyId: agencyId(),
    /** `sso` for the agency's single sign-on, otherwise the social provider's name. */
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["sso", "social"] }).notNull(),
    displayName: text("display_name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    /** Server-side credential; never leaves the server. */
    clientSecret: text("client_secret").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.slug] })],
);

/** The provider accounts a user signs in with (issuer + subject), linked to one user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    agencyId: agencyId(),
    userId: userId(),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.issuer, t.subject] })],
);

/** Profile photos, served by /api/user/photo/{id}; the bytes are checked before they are kept. */
export const userPhotos = pgTable("user_photos", {
  userId: userId().primaryKey(),
  agencyId: agencyId(),
  contentType: text("content_type").notNull(),
  /** Base64 of the image bytes (portable across PGlite and PostgreSQL drivers). */
  data: text("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * API keys for the agency's own integrations (Applications): shown once at creation, stored as
 * their SHA-256 only, each limited to its scopes; revoked keys stay listed with when.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    name: text("name").notNull(),
    /** The key's first characters (`wl_live_ab12`), to tell keys apart in the list. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: text("scopes").array().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_agency").on(t.agencyId, t.createdAt)],
);
