import { describe, expect, it } from "vitest";
import { bookingFixture, brandFixture } from "@/tests/support/booking-fixture";
import { bookingCalendar } from "./calendar";

/** RFC 5545 content lines, unfolded, as `NAME` → value (the first of each, parameters dropped). */
function parseIcs(ics: string): { props: Map<string, string>; lines: string[] } {
  expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
  expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  const lines = ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter(Boolean);
  const props = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    expect(colon, line).toBeGreaterThan(0);
    const name = line.slice(0, colon).split(";")[0]!;
    if (!props.has(name)) props.set(name, line.slice(colon + 1));
  }
  const count = (s: string) => lines.filter((l) => l === s).length;
  expect(count("BEGIN:VEVENT")).toBe(1);
  expect(count("END:VEVENT")).toBe(1);
  return { props, lines };
}

describe("bookingCalendar", () => {
  it("puts the stay at the hotel's local times, converted to UTC", async () => {
    const { props } = parseIcs(await bookingCalendar(bookingFixture(), brandFixture()));
    // 15:00 in Paris in July (CEST, UTC+2) is 13:00Z; 11:00 on check-out is 09:00Z.
    expect(props.get("DTSTART")).toBe("20250715T130000Z");
    expect(props.get("DTEND")).toBe("20250718T090000Z");
    expect(props.get("METHOD")).toBe("PUBLISH");
    expect(props.get("STATUS")).toBe("CONFIRMED");
    expect(props.get("UID")).toBe("7KQ2M9XD@demo.localhost");
    expect(props.get("SUMMARY")).toBe("Hôtel Lumière — stay");
    expect(props.get("LOCATION")).toBe("12 Rue de Rivoli\\, 75004 Paris\\, France");
    expect(props.get("DESCRIPTION")).toContain("7KQ2M9XD");
    expect(props.get("DESCRIPTION")).toContain("HC-99812");
    expect(props.get("ORGANIZER")).toContain("help@fjordsun.example");
  });

  it("uses winter time in winter", async () => {
    const booking = bookingFixture();
    const winter = bookingFixture({
      offer: { ...booking.offer, checkIn: "2025-01-10", checkOut: "2025-01-12", nights: 2 },
    });
    const { props } = parseIcs(await bookingCalendar(winter, brandFixture()));
    expect(props.get("DTSTART")).toBe("20250110T140000Z");
  });

  it("cancels the same event with a higher sequence", async () => {
    const brand = brandFixture();
    const confirmed = parseIcs(await bookingCalendar(bookingFixture(), brand)).props;
    const cancelled = parseIcs(
      await bookingCalendar(bookingFixture({ status: "cancelled" }), brand),
    ).props;
    expect(cancelled.get("METHOD")).toBe("CANCEL");
    expect(cancelled.get("STATUS")).toBe("CANCELLED");
    expect(cancelled.get("UID")).toBe(confirmed.get("UID"));
    expect(Number(cancelled.get("SEQUENCE"))).toBeGreaterThan(Number(confirmed.get("SEQUENCE")));
  });

  it("is written in the booking's language", async () => {
    const ics = await bookingCalendar(bookingFixture({ language: "de" }), brandFixture());
    expect(parseIcs(ics).props.get("SUMMARY")).toBe("Hôtel Lumière — Aufenthalt");
  });
});
