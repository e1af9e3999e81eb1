import "server-only";
import { and, arrayContains, asc, desc, eq } from "drizzle-orm";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import type { NavigationItem } from "@/lib/contract/agency";
import { permissionsOf, isAgentRole, type Permission } from "@/lib/auth/permissions";
import { BOOK_NOW, bookNowPath } from "@/lib/booking/book-now";
import { bookingMenu, type AgencyRow } from "./agency";

/** The users row, named here from the schema: the agency sits below auth (auth/session.ts). */
type UserRow = typeof t.users.$inferSelect;

/** The academy's address (`ACADEMY_URL`); without it the academy entry is greyed. */
export function academyUrl(): string | null {
  return process.env.ACADEMY_URL || null;
}

export async function aboutUs(agency: { id: string }) {
  const db = await getDb();
  const rows = await db
    .select({
      isEnabled: t.agencyAboutUs.isEnabled,
      title: t.agencyAboutUs.title,
      content: t.agencyAboutUs.content,
      image: t.agencyAboutUs.image,
    })
    .from(t.agencyAboutUs)
    .where(eq(t.agencyAboutUs.agencyId, agency.id));
  return rows;
}

export async function faqs(agency: { id: string }) {
  const db = await getDb();
  const [page, questions] = await Promise.all([
    db.select().from(t.agencyFaqPages).where(eq(t.agencyFaqPages.agencyId, agency.id)),
    db
      .select({ question: t.agencyFaqs.question, answer: t.agencyFaqs.answer })
      .from(t.agencyFaqs)
      .where(eq(t.agencyFaqs.agencyId, agency.id))
      .orderBy(asc(t.agencyFaqs.sortOrder)),
  ]);
  return page.map((p) => ({ isEnabled: p.isEnabled, headerMessage: p.headerMessage, questions }));
}

/** Every page's header lists them; they change as rarely as the agency itself. */
const languagesCache = ttlCache<LanguageRow[]>(10_000);
type LanguageRow = { name: string; code: string; value: string; direction: "ltr" | "rtl" };

export function agencyLanguages(agency: { id: string }): Promise<LanguageRow[]> {
  return languagesCache.get(agency.id, () => loadAgencyLanguages(agency.id));
}

async function loadAgencyLanguages(agencyId: string): Promise<LanguageRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ code: t.languages.code, name: t.languages.name, direction: t.languages.direction })
    .from(t.agencyLanguages)
    .innerJoin(t.languages, eq(t.languages.code, t.agencyLanguages.languageCode))
    .where(eq(t.agencyLanguages.agencyId, agencyId))
    .orderBy(asc(t.agencyLanguages.sortOrder));
  return rows.map((r) => ({ name: r.name, code: r.code, value: r.code, direction: r.direction }));
}

/** Paths whose entries depend on an agency switch; hidden while it is off. */
const GATED: Record<string, (a: AgencyRow) => boolean> = {
  "/about": (a) => a.isAboutUsEnabled,
  "/faqs": (a) => a.isFaqEnabled,
  "/top-destination": (a) => a.displayTopDestinations,
};

/**
 * SPEC §3: navigation per user. Visitors get the public list; signed-in users the sidebar of their
 * audience, each entry marked with whether they hold its read permission.
 */
export async function navigation(
  agency: AgencyRow,
  user: UserRow | null,
): Promise<NavigationItem[]> {
  const audience = !user ? "public" : isAgentRole(user) ? "agent" : "traveller";
  const db = await getDb();
  const rows = await db
    .select({
      label: t.agencyNavigation.label,
      path: t.agencyNavigation.path,
      permission: t.agencyNavigation.permission,
    })
    .from(t.agencyNavigation)
    .where(
      and(eq(t.agencyNavigation.agencyId, agency.id), eq(t.agencyNavigation.audience, audience)),
    )
    .orderBy(asc(t.agencyNavigation.sortOrder));
  if (!user) {
    return rows
      .filter((r) => GATED[r.path]?.(agency) ?? true)
      .map((r) => ({ label: r.label, path: r.path, read: true }));
  }
  const granted = permissionsOf(user);
  const bookNow = bookNowPath(await bookingMenu(agency.id));
  return rows.map((r) => ({
    label: r.label,
    path: r.path === BOOK_NOW ? bookNow : r.path.replace("{id}", user.id),
    ...(r.permission ? { key: r.permission.replace(/\.read$/, "") } : {}),
    read:
      (r.permission ? granted.has(r.permission as Permission) : true) &&
      (r.permission !== "academy.read" || academyUrl() !== null),
  }));
}

export async function currentPaymentGateway(agency: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      provider: t.agencyPaymentGateways.provider,
      mode: t.agencyPaymentGateways.mode,
      publishableKey: t.agencyPaymentGateways.publishableKey,
    })
    .from(t.agencyPaymentGateways)
    .where(eq(t.agencyPaymentGateways.agencyId, agency.id));
  return row ?? null;
}

/** An agency page by slug, or null. */
export async function agencyPageContent(agency: { id: string }, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({ title: t.agencyPages.title, content: t.agencyPages.content })
    .from(t.agencyPages)
    .where(and(eq(t.agencyPages.agencyId, agency.id), eq(t.agencyPages.slug, slug)));
  return row ?? null;
}

/** The slugs of an agency's pages that exist, for links and the sitemap. */
export async function agencyPageSlugs(agency: { id: string }) {
  const db = await getDb();
  const rows = await db
    .select({ slug: t.agencyPages.slug, content: t.agencyPages.content })
    .from(t.agencyPages)
    .where(eq(t.agencyPages.agencyId, agency.id))
    .orderBy(asc(t.agencyPages.slug));
  return rows;
}

export type PostKind = "blog" | "destination";

const postColumns = {
  slug: t.agencyPosts.slug,
  title: t.agencyPosts.title,
  excerpt: t.agencyPosts.excerpt,
  publishedAt: t.agencyPosts.publishedAt,
  tags: t.agencyPosts.tags,
};

/** An agency's posts of one kind, newest first; optionally only those with a tag. */
export async function agencyPosts(agency: { id: string }, kind: PostKind, tag?: string) {
  const db = await getDb();
  const conditions = [eq(t.agencyPosts.agencyId, agency.id), eq(t.agencyPosts.kind, kind)];
  if (tag) conditions.push(arrayContains(t.agencyPosts.tags, [tag]));
  return db
    .select(postColumns)
    .from(t.agencyPosts)
    .where(and(...conditions))
    .orderBy(desc(t.agencyPosts.publishedAt), asc(t.agencyPosts.slug));
}

export async function agencyPost(agency: { id: string }, kind: PostKind, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...postColumns, content: t.agencyPosts.content })
    .from(t.agencyPosts)
    .where(
      and(
        eq(t.agencyPosts.agencyId, agency.id),
        eq(t.agencyPosts.kind, kind),
        eq(t.agencyPosts.slug, slug),
      ),
    );
  return row ?? null;
}
