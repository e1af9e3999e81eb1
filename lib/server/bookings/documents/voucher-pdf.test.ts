import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bookingFixture,
  brandFixture,
  flightBookingFixture,
} from "@/tests/support/booking-fixture";
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

describe("voucherPdf for flights", () => {
  it("is an e-ticket itinerary with the passengers, their tickets and seats, and each flight", async () => {
    const pdf = await voucherPdf(flightBookingFixture(), brandFixture(), "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("E-ticket itinerary");
    expect(text).toContain("F3XR8KQP");
    expect(text).toContain("Airline booking reference (PNR)");
    expect(text).toContain("QXJ4TB");
    for (const ticket of ["1252345678901", "1252345678902", "1252345678903"]) {
      expect(text).toContain(`E-ticket ${ticket}`);
    }
    expect(text).toContain("Chloé Martin (Infant)");
    expect(text).toContain("BA 117 LHR–JFK: seat 31A");
    expect(text).toContain("BA 238 BOS–LHR: seat 40J");
    expect(text).toContain("BA 117 · British Airways");
    expect(text).toContain("Boeing 777-300ER");
    // Local times at each airport, with the dates: out of London at 08:25, into New York at 11:20.
    expect(text).toContain("Departs Tue, December 1, 2026, 8:25 AM – London Heathrow (LHR)");
    expect(text).toContain("Arrives Tue, December 1, 2026, 11:20 AM – John F. Kennedy");
    expect(text).toContain("Arrives Wed, December 9, 2026, 6:00 AM – London Heathrow (LHR) (+1)");
    expect(text).toContain("Connection in Boston: 2 hr");
    expect(text).toContain("Economy");
    expect(text).toContain("Standard");
    expect(text).toContain("1 checked bag of 23 kg");
    expect(text).toContain("Free cancellation within 24 hours of booking");
    expect(text).toContain("€1,234.56");
  });

  it("stamps a cancelled flight booking", async () => {
    const pdf = await voucherPdf(
      flightBookingFixture({ status: "cancelled" }),
      brandFixture(),
      "de",
    );
    const text = drawnText(pdf);
    expect(text).toContain("E-Ticket-Reiseplan");
    expect(text).toContain("STORNIERT");
  });

  it("says until when a flex fare stays free, on the departure airport's clock", async () => {
    const base = flightBookingFixture();
    const flex = flightBookingFixture({
      offer: {
        ...base.offer,
        brand: { ...base.offer.brand, code: "flex" },
        policy: { ...base.offer.policy, freeUntil: "2026-12-01T08:25:00.000Z" },
      },
    });
    const text = drawnText(await voucherPdf(flex, brandFixture(), "en")).replace(/\s+/g, " ");
    expect(text).toContain("Flex");
    expect(text).toContain(
      "After that, free cancellation until Tue, December 1, 2026 at 8:25 AM Greenwich Mean Time.",
    );
  });
});
