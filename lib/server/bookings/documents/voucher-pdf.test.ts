import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bookingFixture, brandFixture } from "@/tests/support/booking-fixture";
import { pdfText, voucherPdf } from "./voucher-pdf";

/** The text drawing operators of every page, decompressed (pdfkit deflates content streams). */
function pageText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n");
}

/** The WinAnsi codes above Latin-1 that the tests meet. */
const WIN_ANSI: Record<string, string> = { "\x80": "€", "\x96": "–", "\x97": "—", "\x92": "’" };

/** pdfkit writes text as hex glyph codes in TJ arrays: read them back as WinAnsi text. */
function drawnText(pdf: Buffer): string {
  return [...pageText(pdf).matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/gi)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n")
    .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c] ?? c);
}

describe("voucherPdf", () => {
  it("is a PDF of some substance with the booking on it", async () => {
    const pdf = await voucherPdf(bookingFixture(), brandFixture(), "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(5_000);
    const text = drawnText(pdf);
    expect(text).toContain("Hotel voucher");
    expect(text).toContain("7KQ2M9XD");
    expect(text).toContain("HC-99812");
    expect(text).toContain("Hôtel Lumière");
    expect(text).toContain("€1,234.56");
    expect(text.replace(/\s+/g, " ")).toContain(
      "July 12, 2025 at 6:00 PM Central European Summer Time",
    );
    expect(text).not.toContain("CANCELLED");
  });

  it("is in the booking's language, with English labels for Arabic", async () => {
    expect(drawnText(await voucherPdf(bookingFixture(), brandFixture(), "de"))).toContain(
      "Hotelgutschein",
    );
    expect(drawnText(await voucherPdf(bookingFixture(), brandFixture(), "ar"))).toContain(
      "Hotel voucher",
    );
  });

  it("stamps a cancelled booking", async () => {
    const pdf = await voucherPdf(bookingFixture({ status: "cancelled" }), brandFixture(), "en");
    expect(drawnText(pdf)).toContain("CANCELLED");
  });

  it("formats currencies with their own decimals", async () => {
    const jpy = bookingFixture({ charged: { amountMinor: 15000, currency: "JPY" } });
    expect(drawnText(await voucherPdf(jpy, brandFixture(), "en"))).toContain("¥15,000");
    const kwd = bookingFixture({ charged: { amountMinor: 12345, currency: "KWD" } });
    expect(drawnText(await voucherPdf(kwd, brandFixture(), "en"))).toMatch(/KWD\s12\.345/);
  });

  it("continues on a second page when many rooms do not fit", async () => {
    const base = bookingFixture();
    const rooms = Array.from({ length: 9 }, () => ({ adults: 4, childAges: [3, 5, 9] }));
    const travellers = rooms.flatMap((_, unit) =>
      ["Ann", "Ben", "Cid", "Dan"].map((firstName) => ({ firstName, lastName: "Lee", unit })),
    );
    const big = bookingFixture({ offer: { ...base.offer, rooms }, travellers });
    const pdf = await voucherPdf(big, brandFixture(), "en");
    expect(pdf.toString("latin1")).toMatch(/\/Count 2\b/);
    const text = drawnText(pdf);
    expect(text).toContain("Room 9: Deluxe Double");
    expect(text).toContain("Issued by Fjord & Sun Travel");
  });

  it("keeps to what the built-in font can draw", () => {
    expect(pdfText("1\u202f234,56\u00a0€")).toBe("1 234,56\u00a0€");
    expect(pdfText("Łódź — 東京")).toBe("?ódz — ??");
  });
});
