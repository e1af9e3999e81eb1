import "server-only";
import { asc, eq } from "drizzle-orm";
import { cache } from "react";
import type { PublicAgency } from "@/lib/contract/agency";
import { agencyRefFromSegment, type AgencyRef } from "@/lib/tenancy/host";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import * as t from "../db/schema";

export const DEFAULT_PRIMARY_COLOR = "#2c7be5";

export type AgencyRow = typeof t.agencies.$inferSelect;

/**
 * Agency data changes rarely and every request needs it. Entries live ten seconds, so a change
 * made through any process is seen by all of them within that time.
 */
const AGENCY_TTL_MS = 10_000;
/**
 * One copy per process: Next bundles route handlers and pages apart, each with its own module
 * state, so a change saved by a route handler must clear the copy the pages read too.
 */
const shared = globalThis as typeof globalThis & {
  agencyCaches?: {
    agencyCache: ReturnType<typeof ttlCache<AgencyRow | null>>;
    publicCache: ReturnType<typeof ttlCache<PublicAgency>>;
  };
};
const { agencyCache, publicCache } = (shared.agencyCaches ??= {
  agencyCache: ttlCache<AgencyRow | null>(AGENCY_TTL_MS),
  publicCache: ttlCache<PublicAgency>(AGENCY_TTL_MS),
});

/** The agency a host or a custom domain names, or null. */
export function findAgency(ref: AgencyRef): Promise<AgencyRow | null> {
  const key = ref.kind === "subdomain" ? `s:${ref.key}` : `d:${ref.domain}`;
  return agencyCache.get(key, () => loadAgency(ref));
}

/** The agency with this id, or null: from the same ten-second copy as `findAgency`. */
export function agencyById(id: string): Promise<AgencyRow | null> {
  return agencyCache.get(`i:${id}`, async () => {
    const db = await getDb();
    const [row] = await db.select().from(t.agencies).where(eq(t.agencies.id, id));
    return row ?? null;
  });
}

async function loadAgency(ref: AgencyRef): Promise<AgencyRow | null> {
  const db = await getDb();
  if (ref.kind === "subdomain") {
    const [row] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, ref.key));
    return row ?? null;
  }
  const [row] = await db
    .select({ agency: t.agencies })
    .from(t.agencyDomains)
    .innerJoin(t.agencies, eq(t.agencies.id, t.agencyDomains.agencyId))
    .where(eq(t.agencyDomains.domain, ref.domain));
  return row?.agency ?? null;
}

/** Drops this process's cached copies of an agency after it changed (see changes.ts). */
export function forgetAgency(agencyId: string) {
  agencyCache.clear();
  publicCache.delete(agencyId);
}

/** For pages: the agency row the `[agency]` path segment names (the server's own fields too). */
export const agencyRowForSegment = cache(async (segment: string) => {
  const ref = agencyRefFromSegment(segment);
  return ref ? findAgency(ref) : null;
});

/** For pages: the agency named by the `[agency]` path segment, deduplicated within one render. */
export const agencyForSegment = cache(async (segment: string) => {
  const agency = await agencyRowForSegment(segment);
  return agency ? toPublicAgency(agency) : null;
});

export async function bookingMenu(agencyId: string) {
  const db = await getDb();
  return db
    .select({
      id: t.agencyBookingMenuItems.categoryId,
      slug: t.productCategories.slug,
      title: t.agencyBookingMenuItems.title,
      active: t.agencyBookingMenuItems.active,
    })
    .from(t.agencyBookingMenuItems)
    .innerJoin(t.productCategories, eq(t.productCategories.id, t.agencyBookingMenuItems.categoryId))
    .where(eq(t.agencyBookingMenuItems.agencyId, agencyId))
    .orderBy(asc(t.agencyBookingMenuItems.sortOrder));
}

async function paymentProvider(agencyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ provider: t.agencyPaymentGateways.provider })
    .from(t.agencyPaymentGateways)
    .where(eq(t.agencyPaymentGateways.agencyId, agencyId));
  return row?.provider ?? null;
}

/** The one place that decides what of an agency may leave the server. */
export function toPublicAgency(a: AgencyRow): Promise<PublicAgency> {
  return publicCache.get(a.id, () => projectAgency(a));
}

async function projectAgency(a: AgencyRow): Promise<PublicAgency> {
  const [menu, provider] = await Promise.all([bookingMenu(a.id), paymentProvider(a.id)]);
  return {
    id: a.id,
    agencyName: a.agencyName,
    subdomain: a.subdomain,
    status: a.status,
    logo: a.logo,
    logoMobile: a.logoMobile,
    favicon: a.favicon,
    primaryColor: a.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    metaData: {
      title: a.metaTitle ?? a.agencyName,
      description: a.metaDescription ?? "",
      keywords: a.metaKeywords,
    },
    analytics: {
      isEnabled: a.analyticsEnabled,
      // Ids of disabled analytics are configuration, not something a page should load.
      googleAnalyticsId: a.analyticsEnabled ? a.googleAnalyticsId : null,
      facebookAnalyticsId: a.analyticsEnabled ? a.facebookAnalyticsId : null,
    },
    bookingMenuItemOptions: menu,
    currentPaymentGateway: provider,
    defaultLanguage: a.defaultLanguage,
    defaultCurrency: a.defaultCurrency,
    returnUrl: a.returnUrl,
    termsAndConditions: a.termsAndConditions,
    privacyPolicy: a.privacyPolicy,
    cookiesPolicy: a.cookiesPolicy,
    disclaimer: a.disclaimer,
    contactPhoneNumber: a.contactPhoneNumber,
    contactEmailId: a.contactEmailId,
    displaySupportPhoneFooter: a.displaySupportPhoneFooter,
    displayAddressFooter: a.displayAddressFooter,
    addressLine1: a.addressLine1,
    city: a.city,
    state: a.state,
    country: a.country,
    zipCode: a.zipCode,
    socialLinks: a.socialLinks,
    displayTopDestinations: a.displayTopDestinations,
    isAbousUsEnable: a.isAboutUsEnabled,
    aboutUsEnableTitle: a.aboutUsTitle,
    isFaqEnable: a.isFaqEnabled,
    faqEnableTitle: a.faqTitle,
    allowNonLoginFlow: a.allowNonLoginFlow,
    isSubscribed: a.isSubscribed,
    hideHeaderforDealProposal: a.hideHeaderForDealProposal,
    isHideLoginOption: a.isHideLoginOption,
    isHideSignupOption: a.isHideSignupOption,
    sso: {
      isSSOEnabled: a.isSsoEnabled,
      isDirectLoginAllowedForSSOUsers: a.isDirectLoginAllowedForSsoUsers,
    },
    isHelpWidgetEnabled: a.isHelpWidgetEnabled,
    bookingOnlyRoot: a.bookingOnlyRoot,
  };
}
