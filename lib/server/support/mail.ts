import "server-only";
import { and, eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import * as z from "zod";
import { isAgentRole } from "@/lib/auth/permissions";
import { loadMessages } from "@/lib/i18n/load-messages";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import type SupportMessages from "@/messages/parts/support/en.json";
import type { Mail } from "../mail/transport";
import { brandOf } from "../agency/brand";
import { fromAddress } from "../mail/brand";
import { getDb } from "../db/client";
import { agencies, supportMessages, supportThreads, users } from "../db/schema";
import { brandedHtml } from "../mail/branded";
import { registerMailKind } from "../mail/outbox";
import { SUPPORT_MAIL_KINDS, type SupportMailKind } from "./mail-kinds";

/**
 * The support notices, rendered when they go out from the message as it is then: to the agency's
 * contact email in the agency's language (a new request, a requester's reply), or to the
 * requester in theirs (a staff reply), each with the message and a link to the thread's page.
 */

const payloadSchema = z.object({ messageId: z.uuid() });

const localeOf = (candidate: string | null | undefined): Locale =>
  isLocale(candidate) ? candidate : FALLBACK_LOCALE;

async function renderSupportMail(
  kind: SupportMailKind,
  payload: unknown,
  agencyId: string,
): Promise<Mail> {
  const { messageId } = payloadSchema.parse(payload);
  const db = await getDb();
  const [row] = await db
    .select({
      body: supportMessages.body,
      threadId: supportThreads.id,
      subject: supportThreads.subject,
      user: users,
    })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .where(and(eq(supportMessages.agencyId, agencyId), eq(supportMessages.id, messageId)));
  if (!row) throw new Error(`support message ${messageId} not found`);
  const [agency] = await db
    .select({ defaultLanguage: agencies.defaultLanguage })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const brand = await brandOf(agencyId);
  const toAgency = kind !== "answered";
  const to = toAgency ? brand.contactEmail : row.user.email;
  if (!to) throw new Error(`the agency ${agencyId} has no contact email for support notices`);
  const locale = localeOf(
    toAgency ? agency?.defaultLanguage : (row.user.language ?? agency?.defaultLanguage),
  );
  // Staff answer on the back office's page; a requester reads on their own area's page.
  const page = toAgency || isAgentRole(row.user) ? "/settings/support" : "/mytrip/support";
  const link = `${brand.siteUrl}${page}?thread=${row.threadId}`;
  const messages = (await loadMessages(locale)) as typeof SupportMessages;
  const t = createTranslator({ locale, messages, namespace: "SupportMail" });
  const values = {
    agency: brand.name,
    name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    firstName: row.user.firstName,
    email: row.user.email,
    subject: row.subject,
  };
  const subject =
    kind === "opened"
      ? t("openedSubject", values)
      : kind === "followUp"
        ? t("followUpSubject", values)
        : t("answeredSubject", values);
  const lead = toAgency ? t("requesterWrote", values) : t("agencyWrote", values);
  const greeting = toAgency ? null : t("greeting", values);
  const action = toAgency ? t("answerAction", values) : t("replyAction", values);
  const quote = row.body;
  const text =
    (greeting ? `${greeting}\n\n` : "") +
    `${lead}\n\n${quote
      .split("\n")
      .map((l) => `> ${l}`)
      .join("\n")}\n\n${action}: ${link}\n`;
  return {
    to,
    from: fromAddress(brand),
    subject,
    text,
    html: brandedHtml({
      brand,
      locale,
      paragraphs: [greeting, lead],
      quote,
      action: { label: action, link },
    }),
  };
}

/** Registers the support notices with the outbox; call at start-up, before it drains. */
export function registerSupportMails(): void {
  for (const [kind, name] of Object.entries(SUPPORT_MAIL_KINDS) as Array<
    [SupportMailKind, string]
  >) {
    registerMailKind(name, (payload, agencyId) => renderSupportMail(kind, payload, agencyId));
  }
}
