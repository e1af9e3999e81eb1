import "server-only";
import PDFDocument from "pdfkit";
import { createTranslator } from "next-intl";
import * as z from "zod";
import { formatMinor } from "@/lib/booking/trip-format";
import { dateTimeFormat } from "@/lib/i18n/intl-format";
import { loadMessages } from "@/lib/i18n/load-messages";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import type ProposalMessages from "@/messages/parts/proposals/en.json";
import { eq } from "drizzle-orm";
import { agencyById } from "../agency/agency";
import { brandOf } from "../agency/brand";
import { pdfText } from "../bookings/documents/voucher-pdf";
import { PROPOSAL_BOOKED_MAIL } from "../bookings/proposal-links";
import { getDb } from "../db/client";
import { clients, shortLinks, users } from "../db/schema";
import { type AgencyBrand, fromAddress, safeColour } from "../mail/brand";
import { brandedHtml } from "../mail/branded";
import { registerMailKind } from "../mail/outbox";
import type { Mail } from "../mail/transport";
import { proposalPath } from "./links";
import { PROPOSAL_ANSWERED_MAIL, PROPOSAL_SENT_MAIL } from "./mail-kinds";
import { optionsOf, proposalRow, stateOf, type OptionRow, type ProposalRow } from "./store";

/**
 * The proposal mails (issue 28), rendered when they go out: the client's (the link, its short
 * URL and the proposal as a branded PDF) and the agent's at each answer (approved, declined,
 * asked to book, booked), in the agency's language.
 */

type T = ReturnType<typeof createTranslator<typeof ProposalMessages, "Proposals">>;

async function translator(agencyId: string): Promise<{ t: T; locale: Locale }> {
  const agency = await agencyById(agencyId);
  const candidate = agency?.defaultLanguage ?? FALLBACK_LOCALE;
  const locale = isLocale(candidate) ? candidate : FALLBACK_LOCALE;
  const messages = (await loadMessages(locale)) as typeof ProposalMessages;
  return { t: createTranslator({ locale, messages, namespace: "Proposals" }), locale };
}

const money = (o: OptionRow, currency: string, locale: Locale) =>
  formatMinor({ amountMinor: o.totalMinor, currency }, locale);

/** The proposal as a PDF: the agency's colour and name, the message, each option with its price. */
export function proposalPdf(
  brand: AgencyBrand,
  row: ProposalRow,
  options: OptionRow[],
  link: string,
  t: T,
  locale: Locale,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: row.title || brand.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  const colour = safeColour(brand.primaryColor);
  doc.rect(0, 0, doc.page.width, 70).fill(colour);
  doc.fillColor("#ffffff").fontSize(20).text(pdfText(brand.name), 50, 25);
  doc.fillColor("#0f172a").moveDown(2).fontSize(16);
  doc.text(pdfText(row.title || t("pdf.title")), 50, 95);
  if (row.message) doc.moveDown(0.5).fontSize(11).text(pdfText(row.message));
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  for (const [i, o] of options.entries()) {
    doc.moveDown(1).fontSize(13).fillColor(colour);
    doc.text(pdfText(t("pdf.option", { n: i + 1, title: o.title })));
    doc.fillColor("#0f172a").fontSize(11);
    doc.text(
      pdfText(
        t("pdf.dates", {
          from: day.format(new Date(`${o.startsOn}T00:00:00Z`)),
          to: day.format(new Date(`${o.endsOn}T00:00:00Z`)),
        }),
      ),
    );
    doc.text(pdfText(t("pdf.price", { price: money(o, row.currency, locale) })));
  }
  doc.moveDown(1.5).fontSize(10).fillColor("#475569");
  doc.text(pdfText(t("pdf.prices")));
  if (row.expiresAt) doc.text(pdfText(t("pdf.until", { date: day.format(row.expiresAt) })));
  doc.moveDown(0.5).fillColor(colour).text(link, { link, underline: true });
  doc.end();
  return done;
}

const sentPayload = z.object({ proposalId: z.uuid() });

async function renderSent(payload: unknown, agencyId: string): Promise<Mail | null> {
  const { proposalId } = sentPayload.parse(payload);
  const row = await proposalRow(agencyId, proposalId);
  // Withdrawn or out of date since it was queued: this mail has no use (and is not retried).
  if (!["sent", "viewed", "approved"].includes(stateOf(row))) return null;
  const db = await getDb();
  const [[client], [short], options, brand, { t, locale }] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, row.clientId!)),
    db.select().from(shortLinks).where(eq(shortLinks.proposalId, row.id)),
    optionsOf(row.id),
    brandOf(agencyId),
    translator(agencyId),
  ]);
  if (!client) throw new Error(`proposal ${proposalId} has no client`);
  const link = `${brand.siteUrl}${proposalPath(agencyId, row.id, options[0]?.product)}`;
  const shortUrl = short ? `${brand.siteUrl}/url/${short.id}` : link;
  const values = { agency: brand.name, name: client.firstName, count: options.length };
  const greeting = t("mail.greeting", values);
  const body = t("mail.body", values);
  const until = row.expiresAt
    ? t("mail.until", {
        date: dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(row.expiresAt),
      })
    : null;
  const action = t("mail.action");
  const lines = options.map((o, i) => `${i + 1}. ${o.title}: ${money(o, row.currency, locale)}`);
  const pdf = await proposalPdf(brand, row, options, shortUrl, t, locale);
  return {
    to: client.email,
    from: fromAddress(brand),
    subject: t("mail.subject", values),
    text:
      `${greeting}\n\n${body}\n\n${row.message ? `${row.message}\n\n` : ""}${lines.join("\n")}\n\n` +
      `${action}: ${shortUrl}\n${until ? `\n${until}\n` : ""}`,
    html: brandedHtml({
      brand,
      locale,
      paragraphs: [greeting, body, ...lines],
      quote: row.message || undefined,
      action: { label: action, link: shortUrl },
      after: [until],
      footnote: t("mail.attached"),
    }),
    attachments: [{ filename: "proposal.pdf", content: pdf, contentType: "application/pdf" }],
  };
}

const answeredPayload = z.object({
  proposalId: z.uuid(),
  answer: z.enum(["approved", "declined", "asked", "booked"]).default("booked"),
  reference: z.string().optional(),
});

/** Each answer's message keys (named, so every key is found in the code). */
const AGENT_MAIL_KEYS = {
  approved: { subject: "agentMail.approved.subject", body: "agentMail.approved.body" },
  declined: { subject: "agentMail.declined.subject", body: "agentMail.declined.body" },
  asked: { subject: "agentMail.asked.subject", body: "agentMail.asked.body" },
  booked: { subject: "agentMail.booked.subject", body: "agentMail.booked.body" },
} as const;

/** The agent's notice: who answered, what, and the proposal's page in the back office. */
async function renderAnswered(payload: unknown, agencyId: string): Promise<Mail> {
  const { proposalId, answer, reference } = answeredPayload.parse(payload);
  const row = await proposalRow(agencyId, proposalId);
  const db = await getDb();
  const [[agent], [client], options, brand, { t, locale }] = await Promise.all([
    row.createdBy ? db.select().from(users).where(eq(users.id, row.createdBy)) : [],
    row.clientId ? db.select().from(clients).where(eq(clients.id, row.clientId)) : [],
    optionsOf(row.id),
    brandOf(agencyId),
    translator(agencyId),
  ]);
  const to = agent?.email ?? brand.contactEmail;
  if (!to) throw new Error(`proposal ${proposalId} has no agent to tell`);
  const chosen = options.find((o) => o.id === row.approvedOptionId);
  const values = {
    client: client ? `${client.firstName} ${client.lastName}`.trim() : t("mail.theClient"),
    title: row.title || t("pdf.title"),
    option: chosen ? `${chosen.title} (${money(chosen, row.currency, locale)})` : "",
    reason: row.declineReason ?? "",
    reference: reference ?? "",
  };
  const keys = AGENT_MAIL_KEYS[answer];
  const subject = t(keys.subject, values);
  const body = t(keys.body, values);
  const link = `${brand.siteUrl}/proposals?id=${row.id}`;
  const action = t("agentMail.action");
  return {
    to,
    from: fromAddress(brand),
    subject,
    text: `${body}\n\n${action}: ${link}\n`,
    html: brandedHtml({
      brand,
      locale,
      paragraphs: [body],
      quote: answer === "declined" ? (row.declineReason ?? undefined) : undefined,
      action: { label: action, link },
    }),
  };
}

/** Registers the proposal mails with the outbox; call at start-up, before it drains. */
export function registerProposalMails(): void {
  registerMailKind(PROPOSAL_SENT_MAIL, renderSent);
  registerMailKind(PROPOSAL_ANSWERED_MAIL, renderAnswered);
  registerMailKind(PROPOSAL_BOOKED_MAIL, renderAnswered);
}
