import "server-only";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { BookingView } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/locales";
import { formatLocaleOf } from "@/lib/i18n/format-locale";
import { productDocuments } from "../../products/registry";
import type { PrintedTicket, TicketSheet } from "../../products/kit/types";
import { detailGroups } from "./details";
import { type AgencyBrand, safeColour } from "../../mail/brand";
import { type BookingT, bookingTranslator, resolveLocale } from "../../products/kit/document-kit";

export type { AgencyBrand } from "../../mail/brand";

/**
 * pdfkit's built-in Helvetica is WinAnsi (Latin-1 and a few more): it cannot draw Arabic, nor
 * shape or order right-to-left text, and no font that can is bundled in node_modules. So an
 * Arabic booking gets an English voucher; the email around it is Arabic.
 */
const PDF_FALLBACK_LOCALE: Locale = "en";
const PDF_LOCALES: ReadonlySet<string> = new Set(["en", "pt", "es", "da", "no", "de", "fr", "sv"]);

/** Characters WinAnsi has beyond Latin-1 (pdfkit maps these itself). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard font can draw: Intl's narrow and thin spaces become spaces, bidi marks go,
 * letters outside Latin-1 lose their accents when that helps (ő → o), a route's arrow is a dash,
 * anything else is `?`.
 */
export function pdfText(s: string): string {
  return s
    .replace(/\u2192/g, "–")
    .replace(/[\u202f\u2009\u2007\u2002-\u2006]/g, " ")
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/[^\n\u0020-\u00ff]/g, (c) => {
      if (WIN_ANSI_EXTRA.has(c)) return c;
      const base = c.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\u0020-\u00ff]+$/.test(base) ? base : "?";
    });
}

/** PNG or JPEG given inline; a logo behind a URL is skipped (no network while rendering). */
function inlineLogo(url: string | null): Buffer | null {
  const m = url && /^data:image\/(png|jpe?g);base64,([a-z0-9+/=\s]+)$/i.exec(url);
  return m ? Buffer.from(m[2]!, "base64") : null;
}

/**
 * Draws the QR code of `text` (a reference or a ticket number) as vector squares, `size` points
 * wide with a module of quiet zone: sharp at any zoom, and cheap, where a PNG was encoded here
 * and decoded again by pdfkit for every voucher (most of the cost of a confirmation mail). Each
 * row's run of dark modules is one rectangle, in a unit grid scaled to size.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { size: n, data } = QRCode.create(text).modules;
  const unit = size / (n + 2);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  doc.translate(x + unit, y + unit).scale(unit);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!data[row * n + col]) continue;
      let end = col;
      while (end + 1 < n && data[row * n + end + 1]) end++;
      doc.rect(col, row, end - col + 1, 1);
      col = end;
    }
  }
  doc.fill("#000000");
  doc.restore();
}

/**
 * The voucher a traveller shows at the hotel or the rental desk (a car's with the desks on their
 * own clocks, how to find the counter and what to bring), the e-ticket itinerary of a flight
 * booking (passengers with their tickets and seats, each flight on its airports' clocks, the
 * fare), or an activity's tickets (the activity, then one ticket a participant, each with the QR
 * code of its number): A4, in the booking's language.
 */
export async function voucherPdf(
  booking: BookingView,
  brand: AgencyBrand,
  locale: string,
): Promise<Buffer> {
  const l = PDF_LOCALES.has(locale) ? resolveLocale(locale) : PDF_FALLBACK_LOCALE;
  const t = await bookingTranslator(l);
  // Words in the language, figures the agency's region's way (es at a Mexican agency: es-MX).
  const f = formatLocaleOf(l, brand.country);
  const documents = productDocuments(booking.offer.product);
  const sheet = documents.ticketSheet?.(booking, f, t) ?? null;
  const doc = new PDFDocument({
    size: "A4",
    bufferPages: true,
    margin: 50,
    info: {
      Title: pdfText(`${documents.title(t)} ${booking.reference}`),
      Author: pdfText(brand.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc, booking, brand, f, t, sheet);
  doc.end();
  return done;
}

function draw(
  doc: PDFKit.PDFDocument,
  booking: BookingView,
  brand: AgencyBrand,
  locale: string,
  t: BookingT,
  sheet: TicketSheet | null,
) {
  const colour = safeColour(brand.primaryColor);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = pdfText;

  doc.rect(0, 0, doc.page.width, 12).fill(colour);

  // The header: logo (when inline) or the agency's name, its contact on the right.
  let y = 36;
  const logo = inlineLogo(brand.logoUrl);
  let drewLogo = false;
  if (logo) {
    try {
      doc.image(logo, left, y, { fit: [160, 44] });
      drewLogo = true;
    } catch {
      // A broken image is not worth losing the voucher over: the name is shown instead.
    }
  }
  if (!drewLogo)
    doc
      .font("Helvetica-Bold")
      .fontSize(18)
      .fillColor(colour)
      .text(text(brand.name), left, y + 8, { width: width - 200 });
  const contact = [brand.contactPhone, brand.contactEmail, brand.siteUrl]
    .filter(Boolean)
    .join("\n");
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#475569")
    .text(text(contact), left + width - 200, y, { width: 200, align: "right" });

  y = 110;
  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .fillColor("#0f172a")
    .text(text(productDocuments(booking.offer.product).title(t)), left, y);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#475569")
    .text(text(t("reference")), left, y + 36);
  doc
    .font("Helvetica-Bold")
    .fontSize(30)
    .fillColor(colour)
    .text(text(booking.reference), left, y + 50, { characterSpacing: 2 });
  drawQr(doc, booking.reference, left + width - 100, y - 4, 100);

  y = 230;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor("#e2e8f0")
    .stroke();
  y += 12;

  const bottom = doc.page.height - doc.page.margins.bottom - 40;
  const row = (label: string, value: string) => {
    doc.font("Helvetica").fontSize(9);
    const labelHeight = doc.heightOfString(text(label), { width: 150 });
    doc.font("Helvetica").fontSize(11);
    // A long label (a flight's "Airline booking reference") may take two lines.
    const h = Math.max(doc.heightOfString(text(value), { width: width - 160 }), labelHeight);
    // Many rooms can run past the page: the rest continues on the next one.
    if (y + h > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#64748b")
      .text(text(label), left, y, { width: 150 });
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor("#0f172a")
      .text(text(value), left + 160, y - 1, { width: width - 160 });
    y += Math.max(h, 12) + 8;
  };
  const section = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor("#e2e8f0")
      .stroke();
    y += 12;
  };

  detailGroups(booking, locale, t).forEach((group, i) => {
    if (i > 0) section();
    for (const [label, value] of group) row(label, value);
  });

  // The product's tickets (an activity's, one a participant), each whole on its page.
  if (sheet) {
    y += 8;
    if (y + TICKETS_HEADING + TICKET_HEIGHT > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.font("Helvetica-Bold").fontSize(14).fillColor("#0f172a").text(text(sheet.title), left, y);
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#475569")
      .text(text(sheet.note), left, y + 18, { width });
    y += TICKETS_HEADING;
    for (const ticket of sheet.tickets) {
      if (y + TICKET_HEIGHT > bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      drawTicket(doc, { ticket, sheet, colour, left, width, y });
      y += TICKET_HEIGHT + 12;
    }
  }

  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#64748b")
    .text(
      text(`${t("help", { agency: brand.name })}\n${t("issuedBy", { agency: brand.name })}`),
      left,
      doc.page.height - doc.page.margins.bottom - 26,
      // Clipped to two lines: a third would spill onto a page of its own.
      { width, align: "center", height: 24, ellipsis: true },
    );
  // Last, so that it lies over the details and the tickets it voids, on every page.
  if (booking.status === "cancelled") {
    const pages = doc.bufferedPageRange();
    for (let page = pages.start; page < pages.start + pages.count; page++) {
      doc.switchToPage(page);
      stamp(doc, text(t("cancelledStamp")));
    }
  }
}

const TICKETS_HEADING = 36;
const TICKET_HEIGHT = 130;
const TICKET_QR = 108;

/**
 * A ticket: which of how many, the traveller and their type, the ticket's number and its QR
 * code, and the activity with its start, in a box of the agency's colour.
 */
function drawTicket(
  doc: PDFKit.PDFDocument,
  p: {
    ticket: PrintedTicket;
    sheet: TicketSheet;
    colour: string;
    left: number;
    width: number;
    y: number;
  },
) {
  const { ticket, sheet, colour, left, width, y } = p;
  const text = pdfText;
  const inner = width - TICKET_QR - 48;
  doc.roundedRect(left, y, width, TICKET_HEIGHT, 8).lineWidth(1.5).strokeColor(colour).stroke();
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#64748b")
    .text(text(ticket.heading), left + 16, y + 14, { width: inner });
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor("#0f172a")
    .text(text(ticket.name), left + 16, y + 28, { width: inner, height: 20, ellipsis: true });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#475569")
    .text(text(ticket.kind), left + 16, y + 48, { width: inner });
  if (ticket.number) {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#64748b")
      .text(text(sheet.numberLabel), left + 16, y + 68, { width: inner });
    doc
      .font("Helvetica-Bold")
      .fontSize(14)
      .fillColor(colour)
      .text(text(ticket.number), left + 16, y + 80, { width: inner, characterSpacing: 1 });
  } else {
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor("#64748b")
      .text(text(sheet.pendingLabel), left + 16, y + 76, { width: inner });
  }
  sheet.lines.forEach((line, i) => {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#475569")
      .text(text(line), left + 16, y + 100 + i * 13, { width: inner, height: 12, ellipsis: true });
  });
  if (ticket.number) {
    drawQr(
      doc,
      ticket.number,
      left + width - TICKET_QR - 12,
      y + (TICKET_HEIGHT - TICKET_QR) / 2,
      TICKET_QR,
    );
  }
}

function stamp(doc: PDFKit.PDFDocument, label: string) {
  const cx = doc.page.width / 2;
  const cy = 330;
  doc.save();
  doc.rotate(-18, { origin: [cx, cy] });
  doc.opacity(0.75);
  doc
    .roundedRect(cx - 170, cy - 36, 340, 72, 8)
    .lineWidth(4)
    .strokeColor("#dc2626")
    .stroke();
  doc
    .font("Helvetica-Bold")
    .fontSize(40)
    .fillColor("#dc2626")
    .text(label, cx - 170, cy - 20, { width: 340, align: "center", lineBreak: false });
  doc.restore();
}
