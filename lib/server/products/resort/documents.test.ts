import { describe, expect, it } from "vitest";
import { brandFixture } from "@/tests/support/booking-fixture";
import { drawnText } from "@/tests/support/pdf-text";
import { bookingCalendar } from "../../bookings/documents/calendar";
import { resortBookingFixture } from "../../bookings/documents/test-fixtures";
import { voucherPdf } from "../../bookings/documents/voucher-pdf";
import { bookingTranslator } from "../kit/document-kit";
import { resortDocuments } from "./documents";

/**
 * A resort stay's voucher, calendar file and emails (documents.ts), on the fixture's two suites
 * at a Lisbon resort for three nights, for three adults and a child (test-fixtures.ts).
 */

const flat = (text: string) => text.replace(/\s+/g, " ");
const voucherText = async (locale: string, booking = resortBookingFixture()) =>
  flat(drawnText(await voucherPdf(booking, brandFixture(), locale)));

/** The calendar file's content lines, unfolded, as `NAME` → value (the first of each). */
async function calendarOf(booking = resortBookingFixture()) {
  const ics = await bookingCalendar(booking, brandFixture());
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const props = new Map<string, string>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf(":")).split(";")[0]!;
    if (!props.has(name)) props.set(name, line.slice(line.indexOf(":") + 1));
  }
  return { props, events: lines.filter((l) => l === "BEGIN:VEVENT").length };
}

describe("a resort stay's voucher", () => {
  it("says the property, its stars, the units, the dates on its clock and the party", async () => {
    const text = await voucherText("en");
    for (const shown of [
      "Resort voucher",
      "RS7TQ2MX",
      "305118942",
      "Resort Lisbon Mango Golf Resort",
      "Category 4 stars",
      "Destination Lisbon, Portugal",
      "From Sat, July 10, 2027 at 4:00 PM Western European Summer Time",
      "By Tue, July 13, 2027 at 10:00 AM Western European Summer Time",
      "3 nights",
      "2 × One-Bedroom Suite",
      "Each unit sleeps up to 4 guests",
      "3 adults, 1 child",
      "Unit 1: Alice Martin",
      "Unit 2: Bruno Costa",
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("gives the deadline on the property's clock, then the whole stay in the currency paid", async () => {
    const text = await voucherText("en");
    expect(text).toContain(
      "Free cancellation until Sat, June 26, 2027 at 4:00 PM Western European Summer Time",
    );
    // USD 447.74 at 0.9213 is the whole EUR 412.50 paid.
    expect(text).toContain("After that, cancelling costs the whole stay: €412.50.");
  });

  it("says a stay sold without free cancellation is non-refundable, with no deadline", async () => {
    const booking = resortBookingFixture();
    const policy = { ...booking.offer.policy, refundable: false, freeUntil: null };
    const text = await voucherText(
      "en",
      resortBookingFixture({ offer: { ...booking.offer, policy } }),
    );
    expect(text).toContain("Non-refundable");
    expect(text).not.toContain("After that");
  });

  it("is written in the booking's language", async () => {
    const cases: [string, string[]][] = [
      ["es", ["Bono del resort", "4 estrellas", "Alojamiento 2: Bruno Costa"]],
      ["fr", ["Bon de séjour en résidence", "4 étoiles", "Logement 1 : Alice Martin"]],
      ["de", ["Resort-Voucher", "4 Sterne", "Unterkunft 2: Bruno Costa"]],
      ["pt", ["Voucher do resort", "4 estrelas"]],
      ["da", ["Resortvoucher", "4 stjerner", "Bolig 1: Alice Martin"]],
      ["no", ["Resortvoucher", "4 stjerner", "Enhet 1: Alice Martin"]],
      ["sv", ["Resortvoucher", "4 stjärnor", "Boende 1: Alice Martin"]],
    ];
    for (const [locale, shown] of cases) {
      const text = await voucherText(locale);
      for (const s of shown) expect(text, locale).toContain(s);
    }
  });
});

describe("a resort stay's calendar file", () => {
  it("is the stay from check-in to check-out at the property's hours, at the property", async () => {
    const { props, events } = await calendarOf();
    expect(events).toBe(1);
    // 16:00 and 10:00 in Lisbon's summer time (UTC+1).
    expect(props.get("DTSTART")).toBe("20270710T150000Z");
    expect(props.get("DTEND")).toBe("20270713T090000Z");
    expect(props.get("UID")).toBe("RS7TQ2MX@demo.localhost");
    expect(props.get("SUMMARY")).toBe("Resort stay: Lisbon Mango Golf Resort");
    expect(props.get("LOCATION")).toBe("Lisbon Mango Golf Resort\\, Lisbon\\, Portugal");
    const description = props.get("DESCRIPTION")!.replaceAll("\\n", "\n").replaceAll("\\,", ",");
    expect(description).toContain("Unit: 2 × One-Bedroom Suite");
    expect(description).toContain("Check-in: Sat, July 10, 2027 at 4:00 PM");
    expect(description).toContain("RS7TQ2MX");
    expect(description).toContain("305118942");
  });
});

describe("a resort stay's emails", () => {
  it("name the property, where it stands and the day of check-in", async () => {
    const t = await bookingTranslator("en");
    const values = { agency: "Fjordsun Travel", reference: "RS7TQ2MX", name: "Alice" };
    const booking = resortBookingFixture();
    const confirmed = resortDocuments.emailCopy("confirmed", booking, values, "en", t);
    expect(confirmed.subject).toBe("Resort booking confirmed: Lisbon Mango Golf Resort (RS7TQ2MX)");
    expect(confirmed.intro).toBe(
      "Hello Alice, thank you for booking with Fjordsun Travel. Your stay at Lisbon Mango Golf Resort, Lisbon, Portugal, from Sat, July 10, 2027, is confirmed.",
    );
    const cancelled = resortDocuments.emailCopy("cancelled", booking, values, "en", t);
    expect(cancelled.subject).toBe("Resort booking cancelled: Lisbon Mango Golf Resort (RS7TQ2MX)");
    expect(cancelled.intro).toContain("has been cancelled");
    const arabic = resortDocuments.emailCopy(
      "confirmed",
      booking,
      values,
      "ar",
      await bookingTranslator("ar"),
    );
    expect(arabic.subject).toBe("تم تأكيد حجز المنتجع: Lisbon Mango Golf Resort (RS7TQ2MX)");
  });
});
