import "server-only";
import { asc, eq } from "drizzle-orm";
import type { WebsiteContent, WebsiteUpdate } from "@/lib/contract/website";
import { sanitizeAgencyHtml } from "../content/html";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { agencyChanged } from "./changes";

/** What Website Settings edits, as stored (SPEC §2.4, §5). */
export async function websiteContent(agencyId: string): Promise<WebsiteContent> {
  const db = await getDb();
  const [[agency], [about], [faqPage], questions] = await Promise.all([
    db.select().from(t.agencies).where(eq(t.agencies.id, agencyId)),
    db.select().from(t.agencyAboutUs).where(eq(t.agencyAboutUs.agencyId, agencyId)),
    db.select().from(t.agencyFaqPages).where(eq(t.agencyFaqPages.agencyId, agencyId)),
    db
      .select({ question: t.agencyFaqs.question, answer: t.agencyFaqs.answer })
      .from(t.agencyFaqs)
      .where(eq(t.agencyFaqs.agencyId, agencyId))
      .orderBy(asc(t.agencyFaqs.sortOrder)),
  ]);
  if (!agency) throw new Error(`No agency ${agencyId}`);
  return {
    about: {
      isEnabled: agency.isAboutUsEnabled && (about?.isEnabled ?? false),
      linkTitle: agency.aboutUsTitle,
      title: about?.title ?? null,
      content: about?.content ?? null,
      image: about?.image ?? null,
    },
    faq: {
      isEnabled: agency.isFaqEnabled && (faqPage?.isEnabled ?? false),
      linkTitle: agency.faqTitle,
      headerMessage: faqPage?.headerMessage ?? null,
      questions,
    },
    policies: {
      privacyPolicy: agency.privacyPolicy,
      cookiesPolicy: agency.cookiesPolicy,
      disclaimer: agency.disclaimer,
      termsAndConditions: agency.termsAndConditions,
    },
    site: { bookingOnlyRoot: agency.bookingOnlyRoot },
  };
}

const clean = (html: string | null) => (html === null ? null : sanitizeAgencyHtml(html) || null);

/**
 * Replaces the sections given, in one transaction, with agency HTML sanitised before it is
 * stored; then the agency's cached pages expire so the next visit shows the change.
 */
export async function updateWebsiteContent(
  agencyId: string,
  update: WebsiteUpdate,
): Promise<WebsiteContent> {
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    const { about, faq, policies, site } = update;
    if (about) {
      const row = {
        isEnabled: about.isEnabled,
        title: about.title,
        content: clean(about.content),
        image: about.image,
        updatedAt: now,
      };
      await tx
        .insert(t.agencyAboutUs)
        .values({ agencyId, ...row })
        .onConflictDoUpdate({ target: t.agencyAboutUs.agencyId, set: row });
    }
    if (faq) {
      const row = { isEnabled: faq.isEnabled, headerMessage: faq.headerMessage, updatedAt: now };
      await tx
        .insert(t.agencyFaqPages)
        .values({ agencyId, ...row })
        .onConflictDoUpdate({ target: t.agencyFaqPages.agencyId, set: row });
      await tx.delete(t.agencyFaqs).where(eq(t.agencyFaqs.agencyId, agencyId));
      if (faq.questions.length)
        await tx.insert(t.agencyFaqs).values(
          faq.questions.map((q, i) => ({
            agencyId,
            sortOrder: i,
            question: q.question,
            answer: sanitizeAgencyHtml(q.answer),
          })),
        );
    }
    await tx
      .update(t.agencies)
      .set({
        ...(about && { isAboutUsEnabled: about.isEnabled, aboutUsTitle: about.linkTitle }),
        ...(faq && { isFaqEnabled: faq.isEnabled, faqTitle: faq.linkTitle }),
        ...(policies && {
          privacyPolicy: clean(policies.privacyPolicy),
          cookiesPolicy: clean(policies.cookiesPolicy),
          disclaimer: clean(policies.disclaimer),
          termsAndConditions: clean(policies.termsAndConditions),
        }),
        ...(site && { bookingOnlyRoot: site.bookingOnlyRoot }),
        updatedAt: now,
      })
      .where(eq(t.agencies.id, agencyId));
  });
  await agencyChanged(agencyId);
  return websiteContent(agencyId);
}
