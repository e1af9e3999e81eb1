import "server-only";
import { escapeUTF8 as escapeHtml } from "entities";
import { directionOf, type Locale } from "@/lib/i18n/locales";
import { type AgencyBrand, safeColour } from "./brand";

export { escapeHtml };

/**
 * The HTML of the agency's notices (an invitation, a support answer, a payment request): its
 * logo or name, paragraphs, an optional quoted message, one button in the agency's colour and a
 * grey footnote, laid out in the mail's language and direction. Every text is escaped here.
 */
export function brandedHtml(mail: {
  brand: Pick<AgencyBrand, "name" | "logoUrl" | "primaryColor">;
  locale: Locale;
  paragraphs: (string | null)[];
  quote?: string;
  action: { label: string; link: string };
  after?: (string | null)[];
  footnote?: string;
}): string {
  const { brand } = mail;
  const colour = safeColour(brand.primaryColor);
  const p = (texts: (string | null)[] = []) =>
    texts
      .filter((x): x is string => Boolean(x))
      .map((x) => `<p>${escapeHtml(x)}</p>`)
      .join("");
  const logo = brand.logoUrl
    ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="48"></p>`
    : `<p style="font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</p>`;
  const quote = mail.quote
    ? `<blockquote style="margin:0;padding:8px 12px;border-inline-start:4px solid ${colour};` +
      `background:#f8fafc;white-space:pre-wrap">${escapeHtml(mail.quote)}</blockquote>`
    : "";
  return (
    `<div dir="${directionOf(mail.locale)}" lang="${mail.locale}" style="font-family:sans-serif;max-width:560px">` +
    logo +
    p(mail.paragraphs) +
    quote +
    `<p><a href="${escapeHtml(mail.action.link)}" style="display:inline-block;background:${colour};` +
    `color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">` +
    `${escapeHtml(mail.action.label)}</a></p>` +
    p(mail.after) +
    (mail.footnote ? `<p style="color:#64748b">${escapeHtml(mail.footnote)}</p>` : "") +
    `</div>`
  );
}
