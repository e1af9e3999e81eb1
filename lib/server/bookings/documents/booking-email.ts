import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import { directionOf, type Locale } from "@/lib/i18n/locales";
import { formatLocaleOf } from "@/lib/i18n/format-locale";
import type { MailAttachment } from "../../mail/transport";
import { bookingCalendar } from "./calendar";
import { productDocuments } from "../../products/registry";
import type { BookingEmailKind } from "../../products/kit/types";
import { detailGroups, documentFileNames } from "./details";
import { type AgencyBrand, safeColour } from "../../mail/brand";
import {
  type BookingT,
  type Detail,
  bookingTranslator,
  formatDate,
  formatMoney,
  resolveLocale,
} from "../../products/kit/document-kit";
import { voucherPdf } from "./voucher-pdf";

/**
 * The product's confirmation and cancellation, and the reminder of a deposit sale's balance,
 * whose words are the same for every product.
 */
export type BookingMailKind = BookingEmailKind | "balanceDue";
export type { BookingEmailKind };

export interface BookingEmail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** Spelled out so that each message key is named in the code; the same for every product. */
const HEADING_KEYS = {
  confirmed: "email.confirmed.heading",
  cancelled: "email.cancelled.heading",
  balanceDue: "email.balanceDue.heading",
} as const;
/** The subject, the introduction and the note on the attachments, in the product's words. */
function copyOf(
  kind: BookingMailKind,
  booking: BookingView,
  brand: AgencyBrand,
  locale: string,
  t: BookingT,
) {
  const common = {
    agency: brand.name,
    reference: booking.reference,
    name: booking.contact.firstName,
  };
  if (kind === "balanceDue") {
    const values = {
      ...common,
      amount: formatMoney(booking.balance!.amount, locale),
      date: formatDate(booking.balance!.dueOn, locale),
    };
    return {
      subject: t("email.balanceDue.subject", values),
      intro: t("email.balanceDue.intro", values),
      attachmentsNote: t("email.attachments"),
    };
  }
  return productDocuments(booking.offer.product).emailCopy(kind, booking, common, locale, t);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped, with the value's line breaks kept. */
const html = (s: string) => escapeHtml(s).replace(/\n/g, "<br>");

/** Only web links become buttons: anything else (javascript:, data:) falls back to the site. */
function safeLink(url: string, fallback: string): string {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The confirmation or cancellation email of a booking, in its language and the agency's colours,
 * with the voucher (a flight's e-ticket itinerary, an activity's tickets) and the calendar file
 * attached. `manageUrl` is the signed guest link to the booking, made by whoever holds the
 * signing key.
 */
export async function bookingEmail(
  kind: BookingMailKind,
  booking: BookingView,
  brand: AgencyBrand,
  locale: string,
  manageUrl: string,
): Promise<BookingEmail> {
  const l = resolveLocale(locale);
  const t = await bookingTranslator(l);
  // Words in the language, figures the agency's region's way (es at a Mexican agency: es-MX).
  const f = formatLocaleOf(l, brand.country);
  const { subject, intro, attachmentsNote } = copyOf(kind, booking, brand, f, t);
  const heading = t(HEADING_KEYS[kind]);
  const details = detailGroups(booking, f, t, { withTickets: true }).flat();
  const link = safeLink(manageUrl, brand.siteUrl);
  const contact = [brand.contactEmail, brand.contactPhone].filter(Boolean).join(" · ");
  const footer = [
    t("help", { agency: brand.name }),
    contact,
    t("email.footer", { agency: brand.name, reference: booking.reference }),
  ];

  const [pdf, ics] = await Promise.all([
    voucherPdf(booking, brand, l),
    bookingCalendar(booking, brand, l),
  ]);
  const method = booking.status === "cancelled" ? "CANCEL" : "PUBLISH";
  const names = documentFileNames(booking);
  const attachments: MailAttachment[] = [
    { filename: names.pdf, content: pdf, contentType: "application/pdf" },
    {
      filename: names.ics,
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  ];

  const text = [
    heading,
    "",
    intro,
    "",
    `${t("reference")}: ${booking.reference}`,
    ...details.map(([label, value]) => {
      const lines = value.replace(/\n/g, "\n  ");
      return label ? `${label}: ${lines}` : `  ${lines}`;
    }),
    "",
    `${t("email.manage")}: ${link}`,
    "",
    attachmentsNote,
    "",
    ...footer.filter(Boolean),
    brand.siteUrl,
    "",
  ].join("\n");

  return {
    subject,
    text,
    attachments,
    html: renderHtml({
      l,
      brand,
      subject,
      reference: booking.reference,
      heading,
      intro,
      details,
      link,
      footer,
      attachmentsNote,
      t,
    }),
  };
}

function renderHtml(p: {
  l: Locale;
  brand: AgencyBrand;
  subject: string;
  reference: string;
  heading: string;
  intro: string;
  details: Detail[];
  link: string;
  footer: string[];
  attachmentsNote: string;
  t: BookingT;
}): string {
  const { brand, t } = p;
  const dir = directionOf(p.l);
  const start = dir === "rtl" ? "right" : "left";
  const colour = safeColour(brand.primaryColor);
  const font = "font-family:Arial,Helvetica,sans-serif;";
  // Mail clients drop <style> and flexbox: nested tables with inline styles are what they all
  // render. `dir` is repeated on the tables because some clients drop the <html> element; values
  // get `dir="auto"` so a phone number or a Latin address keeps its order in an Arabic mail.
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;max-width:240px;border:0;">`
    : `<span style="${font}color:#ffffff;font-size:20px;font-weight:bold;">${html(brand.name)}</span>`;
  const rows = p.details
    .map(
      ([label, value]) =>
        `<tr><td valign="top" style="${font}padding:8px 0;font-size:13px;color:#64748b;width:38%;text-align:${start};">${html(label)}</td>` +
        `<td valign="top" dir="auto" style="${font}padding:8px 0;font-size:14px;color:#0f172a;text-align:${start};">${html(value)}</td></tr>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${p.l}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td align="${start}" bgcolor="${colour}" style="background:${colour};padding:20px 24px;border-radius:8px 8px 0 0;">${logo}</td></tr>
<tr><td align="${start}" style="${font}padding:24px;color:#0f172a;text-align:${start};">
<h1 style="${font}margin:0 0 12px;font-size:22px;">${html(p.heading)}</h1>
<p style="${font}margin:0 0 20px;font-size:15px;line-height:1.5;">${html(p.intro)}</p>
<p style="${font}margin:0;font-size:13px;color:#64748b;">${html(t("reference"))}</p>
<p style="${font}margin:0 0 20px;font-size:26px;font-weight:bold;letter-spacing:2px;color:${colour};">${html(p.reference)}</p>
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e2e8f0;">
${rows}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
<td bgcolor="${colour}" style="background:${colour};border-radius:6px;"><a href="${escapeHtml(p.link)}" style="${font}display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;font-size:15px;">${html(t("email.manage"))}</a></td>
</tr></table>
<p style="${font}margin:0;font-size:13px;color:#475569;">${html(p.attachmentsNote)}</p>
</td></tr>
<tr><td align="${start}" style="${font}padding:16px 24px;background:#f8fafc;font-size:12px;line-height:1.5;color:#64748b;text-align:${start};border-radius:0 0 8px 8px;">
${p.footer.filter(Boolean).map(html).join("<br>")}<br><a href="${escapeHtml(brand.siteUrl)}" style="color:${colour};">${html(brand.siteUrl)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
