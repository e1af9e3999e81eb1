/** Agencies and their settings: domains, booking menu, languages, navigation, payments. */
import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/** SPEC §3 Agency data. Nested groups of the API (metaData, analytics, sso) are flat columns here. */
export const agencies = pgTable("agencies", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  subdomain: text("subdomain").notNull().unique(),
  agencyName: text("agency_name").notNull(),
  status: text("status", { enum: ["Active", "Inactive"] })
    .notNull()
    .default("Active"),
  logo: text("logo"),
  logoMobile: text("logo_mobile"),
  favicon: text("favicon"),
  primaryColor: text("primary_color"),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  analyticsEnabled: boolean("analytics_enabled").notNull().default(false),
  googleAnalyticsId: text("google_analytics_id"),
  facebookAnalyticsId: text("facebook_analytics_id"),
  defaultLanguage: text("default_language").notNull().default("en"),
  /** Null: the visitor's geolocated country decides (SPEC §9), US dollars when unknown. */
  defaultCurrency: text("default_currency"),
  returnUrl: text("return_url"),
  termsAndConditions: text("terms_and_conditions"),
  privacyPolicy: text("privacy_policy"),
  cookiesPolicy: text("cookies_policy"),
  disclaimer: text("disclaimer"),
  contactPhoneNumber: text("contact_phone_number"),
  contactEmailId: text("contact_email_id"),
  displaySupportPhoneFooter: boolean("display_support_phone_footer").notNull().default(false),
  displayAddressFooter: boolean("display_address_footer").notNull().default(false),
  addressLine1: text("address_line1"),
  city: text("city"),
  state: text("state"),
  country: text("country"),
  zipCode: text("zip_code"),
  socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
  displayTopDestinations: boolean("display_top_destinations").notNull().default(false),
  isAboutUsEnabled: boolean("is_about_us_enabled").notNull().default(false),
  aboutUsTitle: text("about_us_title"),
  isFaqEnabled: boolean("is_faq_enabled").notNull().default(false),
  faqTitle: text("faq_title"),
  allowNonLoginFlow: boolean("allow_non_login_flow").notNull().default(false),
  isSubscribed: boolean("is_subscribed").notNull().default(true),
  /** The end of the period last paid on /subscription; null for an agency the platform subscribed. */
  subscribedUntil: timestamp("subscribed_until", { withTimezone: true }),
  hideHeaderForDealProposal: boolean("hide_header_for_deal_proposal").notNull().default(false),
  isHideLoginOption: boolean("is_hide_login_option").notNull().default(false),
  isHideSignupOption: boolean("is_hide_signup_option").notNull().default(false),
  isSsoEnabled: boolean("is_sso_enabled").notNull().default(false),
  isDirectLoginAllowedForSsoUsers: boolean("is_direct_login_allowed_for_sso_users")
    .notNull()
    .default(true),
  /** SPEC §2.5: Support is labelled Help and opens a help widget for the agency configured for it. */
  isHelpWidgetEnabled: boolean("is_help_widget_enabled").notNull().default(false),
  /**
   * SPEC §4 white-label root, for an agency that embeds only the booking flow: its home page
   * sends a signed-in user to /booknow/hotels and anyone else to log in on the way there.
   */
  bookingOnlyRoot: boolean("booking_only_root").notNull().default(false),
  /**
   * Reward credits (SPEC §3): a traveller with the reward wallet earns this share of what a
   * confirmed booking's card paid, in basis points (250 = 2.5%), valid for `rewardExpiryDays`.
   */
  rewardBps: integer("reward_bps").notNull().default(0),
  rewardExpiryDays: integer("reward_expiry_days").notNull().default(365),
  /** An agent's commission on what they sell, in basis points, unless the agent has their own. */
  agentCommissionBps: integer("agent_commission_bps").notNull().default(1000),
  /** Staff-only notes about the account; never sent to a browser. */
  internalNotes: text("internal_notes"),
  ...timestamps,
});

/** Every agency-owned row carries the agency; deleting an agency deletes what it owns. */
export function agencyId() {
  return uuid("agency_id")
    .notNull()
    .references(() => agencies.id, { onDelete: "cascade" });
}

export const agencyDomains = pgTable("agency_domains", {
  domain: text("domain").primaryKey(),
  agencyId: agencyId(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §1: Hotels 1, Cars 2, Activities 3, Cruise 4, Flights 5, Resort 6. */
export const productCategories = pgTable("product_categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

export const agencyBookingMenuItems = pgTable(
  "agency_booking_menu_items",
  {
    agencyId: agencyId(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategories.id),
    title: text("title").notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.categoryId] })],
);

/** The nine interface languages of SPEC §1. */
export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  englishName: text("english_name").notNull(),
  direction: text("direction", { enum: ["ltr", "rtl"] })
    .notNull()
    .default("ltr"),
});

export const agencyLanguages = pgTable(
  "agency_languages",
  {
    agencyId: agencyId(),
    languageCode: text("language_code")
      .notNull()
      .references(() => languages.code),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.languageCode] })],
);

/** SPEC §3 navigation items, per agency and audience; the server picks the list per user. */
export const agencyNavigation = pgTable(
  "agency_navigation",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    audience: text("audience", { enum: ["public", "traveller", "agent"] }).notNull(),
    label: text("label").notNull(),
    path: text("path").notNull(),
    /** The read permission a user needs for the entry; entries without it are shown greyed. */
    permission: text("permission"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [uniqueIndex("agency_navigation_unique").on(t.agencyId, t.audience, t.path)],
);

export const agencyPaymentGateways = pgTable("agency_payment_gateways", {
  agencyId: agencyId().primaryKey(),
  provider: text("provider").notNull(),
  mode: text("mode", { enum: ["test", "live"] })
    .notNull()
    .default("test"),
  publishableKey: text("publishable_key").notNull(),
  /**
   * Server-side credential, sealed with AES-256-GCM (lib/server/crypto/seal.ts); never leaves the
   * server and is never shown again once saved.
   */
  secretKey: text("secret_key").notNull(),
  /**
   * The signing secret (`whsec_…`) of the agency's own Stripe webhook endpoint, sealed as the
   * secret key is; null when none is saved (deliveries then fall back to STRIPE_WEBHOOK_SECRET).
   */
  webhookSecret: text("webhook_secret"),
  /** The card brands accepted (Payment settings; CARD_BRANDS in lib/contract/payment-settings). */
  methods: text("methods")
    .array()
    .notNull()
    .default(sql`'{visa,mastercard,amex,discover,diners,jcb,unionpay,maestro}'::text[]`),
  /** When the connection test last ran, and whether the gateway accepted the keys. */
  testedAt: timestamp("tested_at", { withTimezone: true }),
  testOk: boolean("test_ok"),
  ...timestamps,
});
