import { describe, expect, it } from "vitest";
import {
  bookingFixture,
  brandFixture,
  flightBookingFixture,
} from "@/tests/support/booking-fixture";
import { bookingEmail } from "./booking-email";
import { activityBookingFixture, carBookingFixture } from "./test-fixtures";

const MANAGE = "http://demo.localhost:3000/hotel-details?reference=7KQ2M9XD&token=t0k";

describe("bookingEmail", () => {
  it("is branded, with the booking, the link and both documents", async () => {
    const brand = brandFixture({ logoUrl: "https://cdn.example.test/logo.png" });
    const mail = await bookingEmail("confirmed", bookingFixture(), brand, "en", MANAGE);
    expect(mail.subject).toBe("Booking confirmed: Hôtel Lumière (7KQ2M9XD)");
    expect(mail.html).toContain("background:#0b7285");
    expect(mail.html).toContain('<img src="https://cdn.example.test/logo.png"');
    expect(mail.html).toContain(
      'href="http://demo.localhost:3000/hotel-details?reference=7KQ2M9XD&#38;token=t0k"',
    );
    expect(mail.html).toContain('dir="ltr"');
    for (const part of ["7KQ2M9XD", "HC-99812", "€1,234.56", "Central European Summer Time"]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain(MANAGE);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["voucher-7KQ2M9XD.pdf", "application/pdf"],
      ["booking-7KQ2M9XD.ics", "text/calendar; charset=utf-8; method=PUBLISH"],
    ]);
    expect(Buffer.from(mail.attachments[0]!.content).subarray(0, 5).toString()).toBe("%PDF-");
    expect(String(mail.attachments[1]!.content)).toContain("METHOD:PUBLISH");
  });

  it("reminds a deposit sale's balance with its amount and due day, in the booking's language", async () => {
    const balance = {
      amount: { amountMinor: 92_600, currency: "EUR" },
      dueOn: "2027-03-03",
      paidAt: null,
    };
    const en = await bookingEmail(
      "balanceDue",
      bookingFixture({ balance }),
      brandFixture(),
      "en",
      MANAGE,
    );
    expect(en.subject).toBe("Balance due by Wed, March 3, 2027: booking 7KQ2M9XD");
    expect(en.text).toContain("the balance of €926.00 for your booking 7KQ2M9XD");
    const es = await bookingEmail(
      "balanceDue",
      bookingFixture({ balance, language: "es" }),
      brandFixture(),
      "es",
      MANAGE,
    );
    expect(es.subject).toMatch(/^Saldo pendiente antes del .*2027: reserva 7KQ2M9XD$/);
  });

  it("escapes every text it shows", async () => {
    const booking = bookingFixture({
      contact: { ...bookingFixture().contact, firstName: "<script>alert(1)</script>" },
    });
    const brand = brandFixture({ name: 'Evil "Agency" <b>', primaryColor: "red;x:url(j)" });
    const mail = await bookingEmail("confirmed", booking, brand, "en", "javascript:alert(1)");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("javascript:");
    // A malformed colour falls back to the default rather than reaching a style attribute.
    expect(mail.html).not.toContain("url(j)");
    expect(mail.html).toContain("#2c7be5");
  });

  it("says what was refunded when cancelled, and cancels the calendar event", async () => {
    const booking = bookingFixture({
      status: "cancelled",
      refunded: { amountMinor: 100000, currency: "EUR" },
    });
    const mail = await bookingEmail("cancelled", booking, brandFixture(), "en", MANAGE);
    expect(mail.subject).toBe("Booking cancelled: Hôtel Lumière (7KQ2M9XD)");
    expect(mail.text).toContain("Amount refunded: €1,000.00");
    expect(mail.attachments[1]!.contentType).toContain("method=CANCEL");
    expect(String(mail.attachments[1]!.content)).toContain("STATUS:CANCELLED");
  });

  it("is in the booking's language, right to left for Arabic", async () => {
    const subjects = new Set<string>();
    for (const locale of ["en", "de", "fr", "ar"]) {
      const mail = await bookingEmail(
        "confirmed",
        bookingFixture(),
        brandFixture(),
        locale,
        MANAGE,
      );
      subjects.add(mail.subject);
      if (locale === "ar") {
        expect(mail.html).toContain('<html lang="ar" dir="rtl">');
        expect(mail.html).toContain("text-align:right");
        expect(mail.subject).toContain("تم تأكيد الحجز");
      }
    }
    expect(subjects.size).toBe(4);
  });

  it("writes figures the agency's region's way: pesos at a Mexican agency, in Spanish", async () => {
    const pesos = bookingFixture({ charged: { amountMinor: 138003, currency: "MXN" } });
    const mail = await bookingEmail(
      "confirmed",
      pesos,
      brandFixture({ country: "MX" }),
      "es",
      MANAGE,
    );
    expect(mail.text).toContain("$1,380.03");
    expect(mail.text).not.toContain("1380,03");
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
  });
});

describe("bookingEmail for flights", () => {
  const manage = "http://demo.localhost:3000/flight-details?reference=F3XR8KQP&token=t0k";

  it("summarises the flights, with the PNR, the tickets and both documents", async () => {
    const mail = await bookingEmail(
      "confirmed",
      flightBookingFixture(),
      brandFixture(),
      "en",
      manage,
    );
    expect(mail.subject).toBe("Flight booking confirmed: LHR → JFK → LHR (F3XR8KQP)");
    for (const part of ["QXJ4TB", "1252345678901", "BA 117", "B6 1", "BA 238", "€1,234.56"]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain("Your flights LHR → JFK → LHR are confirmed");
    expect(mail.text).toContain("calendar file with each flight");
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      "itinerary-F3XR8KQP.pdf",
      "booking-F3XR8KQP.ics",
    ]);
    expect(String(mail.attachments[1]!.content).match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it("says a cancelled flight booking is cancelled, in the booking's language", async () => {
    const booking = flightBookingFixture({
      status: "cancelled",
      refunded: { amountMinor: 100000, currency: "EUR" },
    });
    const mail = await bookingEmail("cancelled", booking, brandFixture(), "ar", manage);
    expect(mail.subject).toContain("تم إلغاء حجز الطيران");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.attachments[1]!.contentType).toContain("method=CANCEL");
  });
});

describe("bookingEmail for car rentals", () => {
  const manage = "http://demo.localhost:3000/mytrip/car-details?reference=C4RL1SBN&token=t0k";

  it("summarises the rental, with both desks, how to pick it up and both documents", async () => {
    const mail = await bookingEmail("confirmed", carBookingFixture(), brandFixture(), "en", manage);
    expect(mail.subject).toBe("Car rental confirmed: Avis, Lisbon Airport (LIS) (C4RL1SBN)");
    expect(mail.text).toContain(
      "Hello Alice, thank you for booking with Fjord & Sun Travel. Your car rental with Avis is confirmed: pick-up at Lisbon Airport (LIS) on Tue, June 1, 2027 at 10:00 AM.",
    );
    expect(mail.html).toContain("background:#0b7285");
    for (const part of [
      "CR-558120",
      "Toyota Corolla or similar",
      "Tue, June 1, 2027 at 10:00 AM Western European Summer Time",
      "Seville Airport (SVQ)",
      "Sat, June 5, 2027 at 6:00 PM Central European Summer Time",
      "Go to the rental desks in the arrivals hall",
      "Young-driver surcharge",
      "1 × Child seat: €41.46",
      "Passport or national identity card",
      "€412.50",
    ]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain("a calendar file with the pick-up and the drop-off");
    expect(mail.text).toContain(manage);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["voucher-C4RL1SBN.pdf", "application/pdf"],
      ["booking-C4RL1SBN.ics", "text/calendar; charset=utf-8; method=PUBLISH"],
    ]);
    expect(Buffer.from(mail.attachments[0]!.content).subarray(0, 5).toString()).toBe("%PDF-");
    expect(String(mail.attachments[1]!.content).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("says a cancelled rental is cancelled, right to left in Arabic, and cancels both events", async () => {
    const booking = carBookingFixture({
      status: "cancelled",
      language: "ar",
      refunded: { amountMinor: 41250, currency: "EUR" },
    });
    const mail = await bookingEmail("cancelled", booking, brandFixture(), "ar", manage);
    expect(mail.subject).toContain("تم إلغاء استئجار السيارة");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toContain("تم إلغاء استئجار سيارتك من Avis");
    expect(mail.text).toContain("المبلغ المسترد");
    expect(mail.attachments[1]!.contentType).toContain("method=CANCEL");
    const ics = String(mail.attachments[1]!.content);
    expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(2);
  });
});

describe("bookingEmail for activities", () => {
  const manage = "http://demo.localhost:3000/mytrip/activity-details?reference=A7TV3BCN&token=t0k";

  it("has the activity, its start on its clock and every ticket, with the tickets attached", async () => {
    const mail = await bookingEmail(
      "confirmed",
      activityBookingFixture(),
      brandFixture(),
      "en",
      manage,
    );
    expect(mail.subject).toBe("Activity booking confirmed: Sagrada Família Guided Tour (A7TV3BCN)");
    expect(mail.text).toContain(
      "Your booking for Sagrada Família Guided Tour on Thu, June 3, 2027 at 9:30 AM Central European Summer Time is confirmed.",
    );
    for (const part of [
      "AC-310775",
      "Guided tour in English",
      "Plaça de Gaudí, 08013 Barcelona, Spain",
      "Hotel Arts Barcelona",
      "Ticket 1 of 3: Alice Martin (Adult)",
      "Ticket 3 of 3: Chloé Martin (Child)",
      "Ticket number: TKT-4821337702",
      "€412.50",
    ]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain("Your tickets (PDF), one for each traveller");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["tickets-A7TV3BCN.pdf", "application/pdf"],
      ["booking-A7TV3BCN.ics", "text/calendar; charset=utf-8; method=PUBLISH"],
    ]);
    expect(String(mail.attachments[1]!.content)).toContain("DTSTART:20270603T073000Z");
  });

  it("says a cancelled activity is cancelled, in the booking's language, and cancels the event", async () => {
    const booking = activityBookingFixture(
      { namesRequired: false },
      { status: "cancelled", language: "de", refunded: { amountMinor: 41250, currency: "EUR" } },
    );
    const mail = await bookingEmail("cancelled", booking, brandFixture(), "de", manage);
    expect(mail.subject).toBe("Aktivität storniert: Sagrada Família Guided Tour (A7TV3BCN)");
    expect(mail.text).toContain(
      "Ihre Buchung für Sagrada Família Guided Tour am Do., 3. Juni 2027 wurde storniert.",
    );
    expect(mail.text).toContain("Ticket 2 von 3: Reisender 2 (Erwachsener)");
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.attachments[1]!.contentType).toContain("method=CANCEL");
    expect(String(mail.attachments[1]!.content)).toContain("STATUS:CANCELLED");
  });
});
