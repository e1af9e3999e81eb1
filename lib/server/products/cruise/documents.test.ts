import { describe, expect, it } from "vitest";
import { brandFixture } from "@/tests/support/booking-fixture";
import { drawnText } from "@/tests/support/pdf-text";
import { bookingCalendar } from "../../bookings/documents/calendar";
import { cruiseBookingFixture } from "../../bookings/documents/test-fixtures";
import { voucherPdf } from "../../bookings/documents/voucher-pdf";
import { bookingTranslator } from "../kit/document-kit";
import { cruiseDocuments } from "./documents";

/**
 * A cruise's voucher, calendar file and emails (documents.ts), on the fixture's three nights from
 * Miami to Nassau and back for two adults and a child (test-fixtures.ts).
 */

const flat = (text: string) => text.replace(/\s+/g, " ");
const voucherText = async (locale: string, booking = cruiseBookingFixture()) =>
  flat(drawnText(await voucherPdf(booking, brandFixture(), locale)));

/** The calendar file's content lines, unfolded, as `NAME` → value (the first of each). */
async function calendarOf(booking = cruiseBookingFixture()) {
  const ics = await bookingCalendar(booking, brandFixture());
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const props = new Map<string, string>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf(":")).split(";")[0]!;
    if (!props.has(name)) props.set(name, line.slice(line.indexOf(":") + 1));
  }
  return { props, events: lines.filter((l) => l === "BEGIN:VEVENT").length };
}

describe("a cruise's voucher", () => {
  it("says the sailing, the cabin, the guests with their types and the dining time", async () => {
    const text = await voucherText("en");
    for (const shown of [
      "Cruise voucher",
      "CR8ZE4WS",
      "417392056",
      "Royal Caribbean International",
      "Wonder of the Seas",
      "Caribbean & Bahamas",
      "Sat, June 5, 2027 – Tue, June 8, 2027 3 nights",
      "Embarkation port Miami, United States",
      "Cabin Balcony Stateroom",
      "2 adults, 1 child",
      "Alice Martin (Adult) Bob Martin (Adult) Chloé Martin (Child)",
      "Dining time Late seating",
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("gives the itinerary day by day, each port's times on its own clock", async () => {
    const text = await voucherText("en");
    expect(text).toContain("All times are local to each port.");
    // 20:30Z is 4:30 PM in Miami; Nassau keeps the same clock in June.
    expect(text).toMatch(/Day 1 Sat, June 5, 2027 Miami, United States Departs 4:30 PM/);
    expect(text).toMatch(
      /Day 2 Sun, June 6, 2027 Nassau, Bahamas Arrives 8:00 AM · Departs 5:00 PM/,
    );
    expect(text).toContain("Day 3 Mon, June 7, 2027 At sea");
    expect(text).toMatch(/Day 4 Tue, June 8, 2027 Miami, United States Arrives 7:00 AM/);
  });

  it("says the port's times even when the instants are written in UTC", async () => {
    const booking = cruiseBookingFixture();
    const itinerary = booking.offer.itinerary.map((day) => ({
      ...day,
      arrive: day.arrive && new Date(day.arrive).toISOString(),
      depart: day.depart && new Date(day.depart).toISOString(),
    }));
    const text = await voucherText(
      "en",
      cruiseBookingFixture({ offer: { ...booking.offer, itinerary } }),
    );
    expect(text).toMatch(/Nassau, Bahamas Arrives 8:00 AM · Departs 5:00 PM/);
  });

  it("lists the line's charges step by step, in the currency paid, never above the price", async () => {
    const text = await voucherText("en");
    expect(text).toContain(
      "Free cancellation until Sun, March 7, 2027 at 12:00 AM Eastern Standard Time",
    );
    // USD 111.94, 223.87 and 447.74 at 0.9213: the last is the whole EUR 412.50 paid.
    expect(text).toContain("From Sun, March 7, 2027: cancelling costs €103.13");
    expect(text).toContain("From Thu, May 6, 2027: cancelling costs €206.25");
    expect(text).toContain("From Sat, May 22, 2027: cancelling costs €412.50");
    expect(text).toContain("Each charge applies from midnight, Miami time.");
  });

  it("is written in the booking's language", async () => {
    const text = await voucherText("es");
    for (const shown of [
      "Bono de crucero",
      "Camarote Balcony Stateroom",
      "Chloé Martin (Niño)",
      "Turno de cena Segundo turno",
      "Día 3",
      "En alta mar",
      "Nassau, Bahamas",
      "Todas las horas son locales de cada puerto.",
    ]) {
      expect(text).toContain(shown);
    }
  });
});

describe("a cruise's calendar file", () => {
  it("is the sailing from the ship's departure to its arrival back, at the embarkation port", async () => {
    const { props, events } = await calendarOf();
    expect(events).toBe(1);
    expect(props.get("DTSTART")).toBe("20270605T203000Z");
    expect(props.get("DTEND")).toBe("20270608T110000Z");
    expect(props.get("UID")).toBe("CR8ZE4WS@demo.localhost");
    expect(props.get("SUMMARY")).toBe("Cruise: Wonder of the Seas\\, Caribbean & Bahamas");
    expect(props.get("LOCATION")).toBe("Miami\\, United States");
    const description = props.get("DESCRIPTION")!.replaceAll("\\n", "\n").replaceAll("\\,", ",");
    expect(description).toContain("Cabin: Balcony Stateroom");
    expect(description).toContain("Day 2: Sun, June 6, 2027 – Nassau, Bahamas – Arrives 8:00");
    expect(description).toContain("Day 3: Mon, June 7, 2027 – At sea");
    expect(description).toContain("CR8ZE4WS");
    expect(description).toContain("417392056");
  });
});

describe("a cruise's emails", () => {
  it("name the ship, the port and the day it sails", async () => {
    const t = await bookingTranslator("en");
    const values = { agency: "Fjordsun Travel", reference: "CR8ZE4WS", name: "Alice" };
    const booking = cruiseBookingFixture();
    const confirmed = cruiseDocuments.emailCopy("confirmed", booking, values, "en", t);
    expect(confirmed.subject).toBe(
      "Cruise booking confirmed: Wonder of the Seas, Caribbean & Bahamas (CR8ZE4WS)",
    );
    expect(confirmed.intro).toBe(
      "Hello Alice, thank you for booking with Fjordsun Travel. Your cruise on Wonder of the Seas, sailing from Miami, United States on Sat, June 5, 2027, is confirmed.",
    );
    const cancelled = cruiseDocuments.emailCopy("cancelled", booking, values, "en", t);
    expect(cancelled.subject).toBe(
      "Cruise booking cancelled: Wonder of the Seas, Caribbean & Bahamas (CR8ZE4WS)",
    );
    expect(cancelled.intro).toContain("has been cancelled");
  });
});
