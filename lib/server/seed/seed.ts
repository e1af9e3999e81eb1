/**
 * Fills an empty database with reference data and the demo agencies. Idempotent: it only adds what
 * is missing, so running it again changes nothing and never overwrites an agency's own edits.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { and, eq } from "drizzle-orm";
import { BOOK_NOW } from "../../booking/book-now";
import { hashPassword } from "../auth/password";
import type { Countries } from "world-countries";
import { parseEcbXml, usdRatesFromEcb } from "../currency/ecb";
import { storeEcbRates } from "../currency/refresh";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { DEMO_PASSWORD, SEED_AGENCIES, type SeedAgency, type SeedUser } from "./seed-agencies";
import { PRODUCTS } from "@/lib/contract/products";

export const LANGUAGES = [
  { code: "en", name: "English", englishName: "English", direction: "ltr" },
  { code: "pt", name: "Português", englishName: "Portuguese", direction: "ltr" },
  { code: "es", name: "Español", englishName: "Spanish", direction: "ltr" },
  { code: "da", name: "Dansk", englishName: "Danish", direction: "ltr" },
  { code: "no", name: "Norsk", englishName: "Norwegian", direction: "ltr" },
  { code: "de", name: "Deutsch", englishName: "German", direction: "ltr" },
  { code: "ar", name: "العربية", englishName: "Arabic", direction: "rtl" },
  { code: "fr", name: "Français", englishName: "French", direction: "ltr" },
  { code: "sv", name: "Svenska", englishName: "Swedish", direction: "ltr" },
] as const;

// Read as plain JSON: the package's ES entry imports JSON without an import attribute.
const worldCountries = createRequire(path.join(process.cwd(), "package.json"))(
  "world-countries/countries.json",
) as Countries;

export const RATES_SNAPSHOT = path.join(
  process.cwd(),
  "data",
  "ecb-eurofxref-daily-2025-10-09.xml",
);

function flagUnicode(emojiFlag: string): string {
  return [...emojiFlag].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`).join(" ");
}

function dialCode(idd: { root?: string; suffixes?: string[] }): string | null {
  if (!idd.root) return null;
  // Countries sharing a root (+1, +7) list many area codes; the country code is the root alone.
  return idd.suffixes?.length === 1 ? `${idd.root}${idd.suffixes[0]}` : idd.root;
}

/**
 * Every country of ISO 3166 (a person can be from, live in or travel to any of them), with the
 * first of its currencies that has an exchange rate, else its first: the currency menu lists only
 * priced currencies (enabledCountries), the other lists every country.
 */
export function countryRows(priced: ReadonlySet<string>) {
  return worldCountries.map((c) => {
    const currencies = Object.entries(c.currencies ?? {});
    const [currency, info] = currencies.find(([code]) => priced.has(code)) ??
      currencies[0] ?? [null, null];
    return {
      code: c.cca2,
      name: c.name.common,
      currency,
      currencyName: info?.name ?? null,
      symbol: info ? (info.symbol ?? currency) : null,
      emoji: c.flag,
      unicode: flagUnicode(c.flag),
      dialCode: dialCode(c.idd),
      region: c.region,
    };
  });
}

async function seedReferenceData(db: Db) {
  await db
    .insert(t.languages)
    .values([...LANGUAGES])
    .onConflictDoNothing();
  await db
    .insert(t.productCategories)
    .values(PRODUCTS.map((p) => ({ id: p.categoryId, slug: p.slug, name: p.categoryName })))
    .onConflictDoNothing();

  const snapshot = parseEcbXml(readFileSync(RATES_SNAPSHOT, "utf8"));
  await storeEcbRates(db, snapshot);
  const rates = usdRatesFromEcb(snapshot);
  const rows = countryRows(new Set(rates.map((r) => r.currency)));
  await db
    .insert(t.countries)
    .values(rows.map(({ region, ...row }) => row))
    .onConflictDoNothing();
  return rows;
}

function brandAsset(a: SeedAgency, file: string) {
  return `/assets/agencies/${a.subdomain}/${file}`;
}

async function seedAgency(db: Db, a: SeedAgency, countries: ReturnType<typeof countryRows>) {
  const created = await db
    .insert(t.agencies)
    .values({
      subdomain: a.subdomain,
      agencyName: a.agencyName,
      status: a.status,
      logo: a.brand.logo ? brandAsset(a, "logo.svg") : null,
      logoMobile: a.brand.logo ? brandAsset(a, "logo-mobile.svg") : null,
      favicon: a.brand.logo ? brandAsset(a, "favicon.svg") : null,
      primaryColor: a.brand.primaryColor,
      metaTitle: a.meta.title,
      metaDescription: a.meta.description,
      metaKeywords: a.meta.keywords,
      analyticsEnabled: a.analytics.enabled,
      googleAnalyticsId: a.analytics.googleAnalyticsId ?? null,
      facebookAnalyticsId: a.analytics.facebookAnalyticsId ?? null,
      defaultLanguage: a.defaultLanguage,
      defaultCurrency: a.defaultCurrency,
      ...a.settings,
      ...a.contact,
      ...a.policies,
      socialLinks: a.socialLinks,
      isAboutUsEnabled: a.about.isEnabled,
      aboutUsTitle: a.about.linkTitle ?? null,
      isFaqEnabled: a.faq.isEnabled,
      faqTitle: a.faq.linkTitle ?? null,
      internalNotes: a.internalNotes,
    })
    .onConflictDoNothing({ target: t.agencies.subdomain })
    .returning({ id: t.agencies.id });
  const [agency] = await db
    .select({ id: t.agencies.id })
    .from(t.agencies)
    .where(eq(t.agencies.subdomain, a.subdomain));
  const agencyId = agency!.id;

  if (a.domains.length) {
    await db
      .insert(t.agencyDomains)
      .values(a.domains.map((domain) => ({ domain, agencyId })))
      .onConflictDoNothing();
  }
  await db
    .insert(t.agencyBookingMenuItems)
    .values(
      a.bookingMenu.map(([categoryId, title, active], i) => ({
        agencyId,
        categoryId,
        title,
        active,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.agencyLanguages)
    .values(a.languages.map((languageCode, i) => ({ agencyId, languageCode, sortOrder: i })))
    .onConflictDoNothing();

  const scope = a.countries === "all" ? null : a.countries;
  const wanted = scope
    ? countries.filter((c) => scope.regions?.includes(c.region) || scope.codes?.includes(c.code))
    : countries;
  await db
    .insert(t.agencyCountries)
    .values(wanted.map((c) => ({ agencyId, countryCode: c.code })))
    .onConflictDoNothing();

  await db
    .insert(t.agencyAboutUs)
    .values({
      agencyId,
      isEnabled: a.about.isEnabled,
      title: a.about.title ?? null,
      content: a.about.content ?? null,
      image: a.about.image ?? null,
    })
    .onConflictDoNothing();
  const faqPageCreated = await db
    .insert(t.agencyFaqPages)
    .values({ agencyId, isEnabled: a.faq.isEnabled, headerMessage: a.faq.headerMessage ?? null })
    .onConflictDoNothing()
    .returning({ agencyId: t.agencyFaqPages.agencyId });
  // Questions come with a new FAQ page only: an agency that removed them keeps them removed.
  if (faqPageCreated.length && a.faq.questions.length) {
    await db
      .insert(t.agencyFaqs)
      .values(
        a.faq.questions.map(([question, answer], i) => ({
          agencyId,
          question,
          answer,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
  }

  if (a.posts?.length) {
    await db
      .insert(t.agencyPosts)
      .values(a.posts.map((p) => ({ agencyId, ...p, tags: p.tags ?? [] })))
      .onConflictDoNothing();
  }

  const pages = Object.entries(a.pages ?? {});
  if (pages.length) {
    await db
      .insert(t.agencyPages)
      .values(pages.map(([slug, [title, content]]) => ({ agencyId, slug, title, content })))
      .onConflictDoNothing();
  }

  const nav = [
    { label: "Home", path: "/" },
    { label: a.about.linkTitle ?? "About", path: "/about" },
    { label: a.faq.linkTitle ?? "FAQ", path: "/faqs" },
    { label: "Top destinations", path: "/top-destination" },
    { label: "Blog", path: "/blog" },
  ];
  await db
    .insert(t.agencyNavigation)
    .values(nav.map((n, i) => ({ agencyId, audience: "public" as const, ...n, sortOrder: i })))
    .onConflictDoNothing();

  await db
    .insert(t.agencyNavigation)
    .values(
      [
        ...SIDEBAR.traveller.map((n) => ({ ...n, audience: "traveller" as const })),
        ...SIDEBAR.agent.map((n) => ({ ...n, audience: "agent" as const })),
      ].map((n, i) => ({ agencyId, ...n, sortOrder: i })),
    )
    .onConflictDoNothing();

  await seedUsers(db, agencyId, a.users);

  // Markups come with a new agency only: one the agency removed stays removed.
  if (created.length && a.markups?.length) {
    await db
      .insert(t.agencyMarkups)
      .values(a.markups.map((m) => ({ agencyId, ...m })))
      .onConflictDoNothing();
  }

  const [gateway] = await db
    .select({ agencyId: t.agencyPaymentGateways.agencyId })
    .from(t.agencyPaymentGateways)
    .where(eq(t.agencyPaymentGateways.agencyId, agencyId));
  if (!gateway) {
    // The sandbox's publishable key is generated per database; it needs no secret.
    await db.insert(t.agencyPaymentGateways).values({
      agencyId,
      provider: a.paymentProvider,
      mode: "test",
      publishableKey: `pk_test_${randomBytes(12).toString("hex")}`,
      secretKey: "",
    });
  }
}

/** The signed-in sidebars of SPEC §1, each entry behind its read permission. */
const SIDEBAR = {
  traveller: [
    { label: "Dashboard", path: "/mytrip/dashboard", permission: "dashboard.read" },
    { label: "Book Now", path: BOOK_NOW, permission: "booknow.read" },
    { label: "My Trips", path: "/mytrip/mytrips", permission: "trips.read" },
    { label: "Profile", path: "/mytrip/profile", permission: "profile.read" },
    { label: "Wallet", path: "/mytrip/wallet/", permission: "wallet.read" },
    { label: "Support", path: "/mytrip/support", permission: "support.read" },
  ],
  agent: [
    { label: "Command Center", path: "/dashboard", permission: "dashboard.read" },
    { label: "Book Now", path: BOOK_NOW, permission: "booknow.read" },
    { label: "Clients", path: "/users/clients", permission: "clients.read" },
    { label: "Agents", path: "/users/agents/view/{id}", permission: "agents.read" },
    { label: "Bookings", path: "/bookings", permission: "bookings.read" },
    { label: "Proposals", path: "/proposals", permission: "proposals.read" },
    { label: "Settings", path: "/settings/profile", permission: "settings.read" },
    { label: "Wallet", path: "/wallet/details/", permission: "wallet.read" },
    { label: "Academy", path: "/academy", permission: "academy.read" },
    { label: "Deal Link", path: "/deal-link", permission: "dealLink.read" },
    { label: "Applications", path: "/applications", permission: "applications.read" },
    { label: "Customize Theme", path: "/settings/website/", permission: "theme.read" },
    { label: "Pay", path: "/pay", permission: "pay.read" },
    { label: "Support", path: "/settings/support", permission: "support.read" },
    { label: "Searches", path: "/searches", permission: "searches.read" },
  ],
};

/** Demo accounts are created once; a password changed afterwards is the user's own. */
async function seedUsers(db: Db, agencyId: string, users: SeedUser[]) {
  for (const u of users) {
    const [existing] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.agencyId, agencyId), eq(t.users.email, u.email)));
    if (existing) continue;
    const [user] = await db
      .insert(t.users)
      .values({
        agencyId,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
        isTravelAgent: u.isTravelAgent ?? false,
        isRestrictedAgent: u.isRestrictedAgent ?? false,
        isRewardWalletEnable: u.isRewardWalletEnable ?? false,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    // A demo traveller's reward credits: the opening line of their ledger.
    if (user && u.credits) {
      await db.insert(t.walletEntries).values({
        agencyId,
        kind: "credits",
        account: user.id,
        currency: "USD",
        seq: 1,
        amountMinor: u.credits,
        balanceMinor: u.credits,
        reason: "opening",
      });
    }
  }
}

export async function seed(db: Db): Promise<void> {
  const countries = await seedReferenceData(db);
  for (const agency of SEED_AGENCIES) await seedAgency(db, agency, countries);
}
