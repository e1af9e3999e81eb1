import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import {
  bookingFixture,
  brandFixture,
  flightBookingFixture,
} from "@/tests/support/booking-fixture";
import { drawnText, pageText } from "@/tests/support/pdf-text";
import { activityBookingFixture, carBookingFixture } from "./test-fixtures";
import { pdfText, voucherPdf } from "./voucher-pdf";

describe("voucherPdf", () => {
  it("is a PDF of some substance with the booking on it", async () => {
    const pdf = await voucherPdf(bookingFixture(), brandFixture(), "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Text and vector drawing only (the QR code is squares, not a PNG): a few kilobytes.
    expect(pdf.length).toBeGreaterThan(2_500);
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
    // The reference's QR code, drawn as the code of exactly that reference.
    expect(drawnQrCodes(pdf)).toEqual([qrOf("7KQ2M9XD")]);
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

  it("writes figures and dates the agency's region's way: Spanish at a Mexican agency", async () => {
    const pesos = bookingFixture({ charged: { amountMinor: 138003, currency: "MXN" } });
    const mexican = brandFixture({ country: "Mexico" });
    const text = drawnText(await voucherPdf(pesos, mexican, "es")).replace(/\s+/g, " ");
    expect(text).toContain("$1,380.03");
    expect(text).toContain("Bono de hotel");
    // The same booking at an agency with no country: Spain's way, the words unchanged.
    expect(drawnText(await voucherPdf(pesos, brandFixture(), "es"))).toMatch(/1380,03\sMXN/);
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

/** The images drawn on the pages, by their XObject names, in order. */
/**
 * The QR codes drawn, in order, each as its grid of dark modules read back from the page: the
 * unit-grid rectangles (column, row, run length) after a code's scale, up to its fill.
 */
function drawnQrCodes(pdf: Buffer): boolean[][] {
  const blocks = pageText(pdf)
    .split(/\n[\d.]+ 0 0 [\d.]+ 0 0 cm\n/)
    .slice(1);
  return blocks.map((block) => {
    const runs = [...block.slice(0, block.indexOf("\nf")).matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)];
    const n = Math.max(...runs.map((r) => Number(r[1]) + Number(r[3])));
    const grid: boolean[] = Array.from({ length: n * n }, () => false);
    for (const [, col, row, length] of runs) {
      for (let i = 0; i < Number(length); i++) grid[Number(row) * n + Number(col) + i] = true;
    }
    return grid;
  });
}

/** What a QR code of `text` must show, module by module. */
function qrOf(text: string): boolean[] {
  return [...QRCode.create(text).modules.data].map(Boolean);
}

describe("voucherPdf for car rentals", () => {
  it("is a rental voucher: the car, the driver, both desks on their clocks, how to pick it up", async () => {
    const booking = carBookingFixture();
    const pdf = await voucherPdf(booking, brandFixture(), "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Car rental voucher");
    expect(text).toContain("C4RL1SBN");
    expect(text).toContain("Rental confirmation number CR-558120");
    expect(text).toContain("Rental company Avis");
    expect(text).toContain("Compact (CDAR) Toyota Corolla or similar");
    expect(text).toContain("Automatic transmission, 5 seats, 3 bags, 5 doors, Air conditioning");
    expect(text).toContain(
      "Alice Martin Age 23 Driving licence issued in Portugal Arriving on flight TP1351",
    );
    // Both desks with their addresses, each time on the desk's own clock with the zone named.
    expect(text).toContain(
      "Lisbon Airport (LIS) Arrivals hall, Lisbon Airport Tue, June 1, 2027 at 10:00 AM Western European Summer Time Rental desk in the terminal",
    );
    expect(text).toContain(
      "Seville Airport (SVQ) Avis, Seville Airport (SVQ) Sat, June 5, 2027 at 6:00 PM Central European Summer Time",
    );
    expect(text).toContain("Rental period 5 days");
    expect(text).toContain(`Pick-up instructions ${booking.offer.pickUpInstructions}`);
    expect(text).toContain(
      "The driver's driving licence A credit card in the driver's name Passport or national identity card This voucher, printed or on your phone",
    );
    expect(text).toContain(
      "Collision damage waiver Theft protection Third-party liability insurance Excess (what you pay in case of damage or theft): €1,105.56 Unlimited mileage Fuel: full to full",
    );
    // The snapshot's USD at the booking's rate (0.9213): the extras, the surcharges.
    expect(text).toContain("1 × Child seat: €41.46 1 × GPS navigation: €55.28");
    expect(text).toContain("Young-driver surcharge €57.58, included in the amount charged");
    expect(text).toContain("One-way fee €69.10");
    expect(text).toContain("Amount charged €412.50");
    expect(text).toContain(
      "Free cancellation until Sun, May 30, 2027 at 10:00 AM Western European Summer Time",
    );
    expect(text).not.toContain("CANCELLED");
    // The booking reference's QR code, as a hotel voucher has.
    expect(drawnQrCodes(pdf)).toEqual([qrOf("C4RL1SBN")]);
  });

  it("says a driver of 25 or more pays no surcharge, and a rental with no extras has none", async () => {
    const base = carBookingFixture();
    const booking = carBookingFixture({
      offer: { ...base.offer, driverAge: 30, youngDriverFeeUsd: 0, oneWayFeeUsd: 0, extras: [] },
      travellers: [
        { firstName: "Bob", lastName: "Martin", unit: 0, age: 30, licenceCountry: "NO" },
      ],
    });
    const text = drawnText(await voucherPdf(booking, brandFixture(), "en")).replace(/\s+/g, " ");
    expect(text).not.toContain("Young-driver surcharge");
    expect(text).not.toContain("One-way fee");
    expect(text).toContain("Extras None");
    expect(text).toContain("Bob Martin Age 30 Driving licence issued in Norway");
    expect(text).not.toContain("Arriving on flight");
  });

  it("is in the booking's language, and stamps a cancelled rental", async () => {
    const pdf = await voucherPdf(carBookingFixture({ status: "cancelled" }), brandFixture(), "de");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Mietwagen-Voucher");
    expect(text).toContain("Toyota Corolla oder ähnlich");
    expect(text).toContain("Hinweise zur Abholung");
    expect(text).toContain("STORNIERT");
    expect(text).not.toContain("Kostenlose Stornierung");
  });
});

describe("voucherPdf for activities", () => {
  const numbers = ["TKT-4821337701", "TKT-4821337702", "TKT-4821337703"];

  it("has the activity, then one ticket a traveller, each with its number and its QR code", async () => {
    const pdf = await voucherPdf(activityBookingFixture(), brandFixture(), "en");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Activity tickets");
    expect(text).toContain("Activity confirmation number AC-310775");
    expect(text).toContain("Activity Sagrada Família Guided Tour");
    expect(text).toContain("Option Guided tour in English");
    // The start on the activity's clock, the zone named.
    expect(text).toContain("Starts Thu, June 3, 2027 at 9:30 AM Central European Summer Time");
    expect(text).toContain("Duration 3 hr");
    expect(text).toContain("Meeting point Plaça de Gaudí Plaça de Gaudí, 08013 Barcelona, Spain");
    expect(text).toContain("What is included Skip-the-line entry Licensed guide");
    expect(text).toContain("Travellers 2 adults, 1 child");
    expect(text).toContain("Hotel for pick-up Hotel Arts Barcelona");
    expect(text).toContain(
      "Free cancellation until Wed, June 2, 2027 at 9:30 AM Central European Summer Time",
    );
    // Three tickets, three numbers, three codes of those numbers (and the reference's).
    expect(text).toContain("Ticket 1 of 3 Alice Martin Adult Ticket number TKT-4821337701");
    expect(text).toContain("Ticket 2 of 3 Bob Martin Adult Ticket number TKT-4821337702");
    expect(text).toContain("Ticket 3 of 3 Chloé Martin Child Ticket number TKT-4821337703");
    expect(new Set(numbers).size).toBe(3);
    expect(drawnQrCodes(pdf)).toEqual(["A7TV3BCN", ...numbers].map(qrOf));
  });

  it("numbers every participant's ticket when only the lead was named", async () => {
    const booking = activityBookingFixture({ namesRequired: false });
    expect(booking.travellers).toHaveLength(1);
    const pdf = await voucherPdf(booking, brandFixture(), "en");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Ticket 1 of 3 Traveller 1 Adult Ticket number TKT-4821337701");
    expect(text).toContain("Ticket 2 of 3 Traveller 2 Adult Ticket number TKT-4821337702");
    expect(text).toContain("Ticket 3 of 3 Traveller 3 Child Ticket number TKT-4821337703");
    expect(drawnQrCodes(pdf)).toEqual(["A7TV3BCN", ...numbers].map(qrOf));
  });

  it("says a ticket is not yet issued before the supplier confirms, with no code", async () => {
    const booking = activityBookingFixture(
      {},
      { status: "pending", supplierReference: null, hotelConfirmation: null, tickets: null },
    );
    const pdf = await voucherPdf(booking, brandFixture(), "en");
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Ticket 3 of 3 Chloé Martin Child Ticket number not yet issued");
    expect(text.match(/Ticket number not yet issued/g)).toHaveLength(3);
    expect(drawnQrCodes(pdf)).toEqual([qrOf("A7TV3BCN")]);
  });

  it("is in the booking's language, and stamps every page of cancelled tickets", async () => {
    const pdf = await voucherPdf(
      activityBookingFixture({}, { status: "cancelled" }),
      brandFixture(),
      "es",
    );
    expect(pdf.toString("latin1")).toMatch(/\/Count 2\b/);
    const text = drawnText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Entradas de la actividad");
    expect(text).toContain("Entrada 3 de 3 Chloé Martin Niño");
    expect(text.match(/CANCELADA/g)).toHaveLength(2);
  });
});
