import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { USER_TYPES } from "../../contract/user";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

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
  hideHeaderForDealProposal: boolean("hide_header_for_deal_proposal").notNull().default(false),
  isHideLoginOption: boolean("is_hide_login_option").notNull().default(false),
  isHideSignupOption: boolean("is_hide_signup_option").notNull().default(false),
  isSsoEnabled: boolean("is_sso_enabled").notNull().default(false),
  isDirectLoginAllowedForSsoUsers: boolean("is_direct_login_allowed_for_sso_users")
    .notNull()
    .default(true),
  /** SPEC §2.5: Support is labelled Help and opens a help widget for the agency configured for it. */
  isHelpWidgetEnabled: boolean("is_help_widget_enabled").notNull().default(false),
  /** Staff-only notes about the account; never sent to a browser. */
  internalNotes: text("internal_notes"),
  ...timestamps,
});

/** Every agency-owned row carries the agency; deleting an agency deletes what it owns. */
function agencyId() {
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

export const agencyAboutUs = pgTable("agency_about_us", {
  agencyId: agencyId().primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  title: text("title"),
  content: text("content"),
  image: text("image"),
  ...timestamps,
});

export const agencyFaqPages = pgTable("agency_faq_pages", {
  agencyId: agencyId().primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  headerMessage: text("header_message"),
  ...timestamps,
});

export const agencyFaqs = pgTable(
  "agency_faqs",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    sortOrder: integer("sort_order").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [uniqueIndex("agency_faqs_agency_sort").on(t.agencyId, t.sortOrder)],
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

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  currency: text("currency").notNull(),
  currencyName: text("currency_name").notNull(),
  symbol: text("symbol").notNull(),
  emoji: text("emoji").notNull(),
  unicode: text("unicode").notNull(),
  dialCode: text("dial_code"),
});

export const agencyCountries = pgTable(
  "agency_countries",
  {
    agencyId: agencyId(),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.countryCode] })],
);

/** Units of `currency` per one US dollar (SPEC §1: prices are held in USD and converted). */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  ratePerUsd: numeric("rate_per_usd", { precision: 24, scale: 10 }).notNull(),
  source: text("source").notNull(),
  asOf: date("as_of").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const agencyPaymentGateways = pgTable("agency_payment_gateways", {
  agencyId: agencyId().primaryKey(),
  provider: text("provider").notNull(),
  mode: text("mode", { enum: ["test", "live"] })
    .notNull()
    .default("test"),
  publishableKey: text("publishable_key").notNull(),
  /** Server-side credential; never leaves the server. */
  secretKey: text("secret_key").notNull(),
  ...timestamps,
});

/** Agency-written pages beyond the fixed policies (cancellation policy and its cruise-line pages). */
export const agencyPages = pgTable(
  "agency_pages",
  {
    agencyId: agencyId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.slug] })],
);

/** Blog posts and top destinations an agency publishes (SPEC §1 public pages). */
export const agencyPosts = pgTable(
  "agency_posts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    kind: text("kind", { enum: ["blog", "destination"] }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: date("published_at").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("agency_posts_unique").on(t.agencyId, t.kind, t.slug)],
);

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
    /** Minor units of `creditsCurrency`. */
    creditsAmount: integer("credits_amount").notNull().default(0),
    creditsCurrency: text("credits_currency").notNull().default("USD"),
    language: text("language"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_agency_email").on(t.agencyId, t.email)],
);

function userId() {
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
  purpose: text("purpose", { enum: ["verify", "reset", "academy"] }).notNull(),
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
 * An agency's markup per booking product (issue: markups), a share of the wholesale rate in basis
 * points or a fixed amount in USD cents. No row means no markup.
 */
export const agencyMarkups = pgTable(
  "agency_markups",
  {
    agencyId: agencyId(),
    product: text("product", {
      enum: ["hotels", "flights", "resort", "cars", "activities", "cruise"],
    }).notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Basis points for `percent`, USD cents for `fixed`. */
    value: integer("value").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.product] })],
);

/**
 * Sandbox supplier allotments (DESIGN §5): units of one item (a hotel room type, a flight, a car
 * desk's class, an activity) per day. Supplier inventory shared by every agency, so no agency_id.
 * Rows are created lazily on first search; the CHECK keeps holds and sales within capacity even
 * if a caller forgets its guard.
 */
export const supplierAllotments = pgTable(
  "supplier_allotments",
  {
    product: text("product", {
      enum: ["hotels", "flights", "cars", "activities", "cruise", "resort"],
    }).notNull(),
    itemId: text("item_id").notNull(),
    day: date("day").notNull(),
    capacity: integer("capacity").notNull(),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.itemId, t.day] }),
    check(
      "supplier_allotments_within_capacity",
      sql`${t.capacity} >= 0 AND ${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.capacity}`,
    ),
  ],
);

/**
 * The sandbox supplier's holds and bookings (DESIGN §5): `quantity` units of one allotment item on
 * each of `days`, held until `expires_at`, then sold (booked) or given back (released, expired,
 * cancelled). Supplier-side records shared by every agency, like the allotments; an agency's
 * booking keeps the `reference`. Each status change is one guarded UPDATE in the transaction that
 * moves the allotment units, so units are moved exactly once.
 */
export const supplierReservations = pgTable(
  "supplier_reservations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    product: text("product", { enum: supplierAllotments.product.enumValues }).notNull(),
    itemId: text("item_id").notNull(),
    days: date("days").array().notNull(),
    quantity: integer("quantity").notNull(),
    /** The priced total in minor units of `currency`. */
    totalMinor: integer("total_minor").notNull(),
    currency: text("currency", { enum: ["USD"] })
      .notNull()
      .default("USD"),
    status: text("status", { enum: ["held", "booked", "released", "cancelled", "expired"] })
      .notNull()
      .default("held"),
    /** The supplier's booking reference, set when the hold is booked. */
    reference: text("reference").unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    // Finds the holds due to expire without reading bookings.
    index("supplier_reservations_held_expiry")
      .on(t.product, t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check(
      "supplier_reservations_valid",
      sql`${t.quantity} > 0 AND ${t.totalMinor} >= 0 AND cardinality(${t.days}) > 0
        AND (${t.reference} IS NOT NULL) = (${t.status} IN ('booked', 'cancelled'))`,
    ),
  ],
);
