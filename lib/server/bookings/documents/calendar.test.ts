import { describe, expect, it } from "vitest";
import {
  bookingFixture,
  brandFixture,
  flightBookingFixture,
} from "@/tests/support/booking-fixture";
import { bookingCalendar } from "./calendar";
import { activityBookingFixture, carBookingFixture } from "./test-fixtures";

/** RFC 5545 content lines, unfolded, as `NAME` → value (the first of each, parameters dropped). */
function parseIcs(ics: string, events = 1): { props: Map<string, string>; lines: string[] } {
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
  expect(count("BEGIN:VEVENT")).toBe(events);
  expect(count("END:VEVENT")).toBe(events);
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

/** Each VEVENT's properties, unfolded, in order. */
function icsEvents(ics: string): Array<Map<string, string>> {
  const { lines } = parseIcs(ics, ics.match(/^BEGIN:VEVENT/gm)?.length ?? 0);
  const events: Array<Map<string, string>> = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0]!;
      if (!current.has(name)) current.set(name, line.slice(colon + 1));
    }
  }
  return events;
}

describe("bookingCalendar for flights", () => {
  it("has one event per flight, departure to arrival in UTC, at the departure airport", async () => {
    const ics = await bookingCalendar(flightBookingFixture(), brandFixture());
    const { props } = parseIcs(ics, 3);
    expect(props.get("METHOD")).toBe("PUBLISH");
    const events = icsEvents(ics);
    expect(events.map((e) => [e.get("DTSTART"), e.get("DTEND")])).toEqual([
      ["20261201T082500Z", "20261201T162000Z"],
      ["20261208T200000Z", "20261208T211500Z"],
      ["20261208T231500Z", "20261209T060000Z"],
    ]);
    expect(events.map((e) => e.get("SUMMARY"))).toEqual([
      "BA 117 LHR → JFK",
      "B6 1 JFK → BOS",
      "BA 238 BOS → LHR",
    ]);
    expect(events[0]!.get("LOCATION")).toBe("London Heathrow (LHR)");
    expect(events[0]!.get("STATUS")).toBe("CONFIRMED");
    // The departure on the airport's clock, the PNR and the tickets in the description.
    const description = events[1]!.get("DESCRIPTION")!;
    expect(description).toContain("Departs 3:00 PM from John F. Kennedy International (JFK)");
    expect(description).toContain("QXJ4TB");
    expect(description).toContain("1252345678902");
    const uids = events.map((e) => e.get("UID"));
    expect(new Set(uids).size).toBe(3);
    expect(uids[0]).toBe("F3XR8KQP-1@demo.localhost");
  });

  it("cancels every flight's event with its UID and a higher sequence", async () => {
    const brand = brandFixture();
    const confirmed = icsEvents(await bookingCalendar(flightBookingFixture(), brand));
    const ics = await bookingCalendar(flightBookingFixture({ status: "cancelled" }), brand);
    expect(parseIcs(ics, 3).props.get("METHOD")).toBe("CANCEL");
    const cancelled = icsEvents(ics);
    expect(cancelled.map((e) => e.get("UID"))).toEqual(confirmed.map((e) => e.get("UID")));
    for (const [i, event] of cancelled.entries()) {
      expect(event.get("STATUS")).toBe("CANCELLED");
      expect(Number(event.get("SEQUENCE"))).toBeGreaterThan(Number(confirmed[i]!.get("SEQUENCE")));
    }
  });
});

/** Each VEVENT's content lines as written (parameters kept), unfolded, in order. */
function eventLines(ics: string): string[][] {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

describe("bookingCalendar for car rentals", () => {
  it("has the pick-up and the drop-off, each at its desk's wall-clock time, in UTC", async () => {
    const ics = await bookingCalendar(carBookingFixture(), brandFixture());
    const { props } = parseIcs(ics, 2);
    expect(props.get("METHOD")).toBe("PUBLISH");
    const [pickUp, dropOff] = eventLines(ics) as [string[], string[]];
    // 10:00 in Lisbon (UTC+1 in June) and 18:00 in Seville (UTC+2), as the voucher says them.
    expect(pickUp).toContain("DTSTART:20270601T090000Z");
    expect(pickUp).toContain("DTEND:20270601T093000Z");
    expect(dropOff).toContain("DTSTART:20270605T160000Z");
    expect(dropOff).toContain("DTEND:20270605T163000Z");
    expect(pickUp).toContain("UID:C4RL1SBN-pickup@demo.localhost");
    expect(dropOff).toContain("UID:C4RL1SBN-dropoff@demo.localhost");
    expect(pickUp).toContain("SUMMARY:Car pick-up: Avis\\, Lisbon Airport (LIS)");
    expect(dropOff).toContain("SUMMARY:Car drop-off: Avis\\, Seville Airport (SVQ)");
    expect(pickUp).toContain("LOCATION:Lisbon Airport (LIS)\\, Arrivals hall\\, Lisbon Airport");
    expect(dropOff).toContain("LOCATION:Avis\\, Seville Airport (SVQ)");
    const description = pickUp.find((l) => l.startsWith("DESCRIPTION:"))!;
    expect(description).toContain("Go to the rental desks in the arrivals hall");
    expect(description).toContain("CR-558120");
    expect(description).toContain("C4RL1SBN");
  });

  it("cancels both events with their UIDs and a higher sequence", async () => {
    const brand = brandFixture();
    const confirmed = icsEvents(await bookingCalendar(carBookingFixture(), brand));
    const ics = await bookingCalendar(carBookingFixture({ status: "cancelled" }), brand);
    expect(parseIcs(ics, 2).props.get("METHOD")).toBe("CANCEL");
    const cancelled = icsEvents(ics);
    expect(cancelled.map((e) => e.get("UID"))).toEqual(confirmed.map((e) => e.get("UID")));
    for (const [i, event] of cancelled.entries()) {
      expect(event.get("STATUS")).toBe("CANCELLED");
      expect(Number(event.get("SEQUENCE"))).toBeGreaterThan(Number(confirmed[i]!.get("SEQUENCE")));
    }
  });

  it("is written in the booking's language", async () => {
    const ics = await bookingCalendar(carBookingFixture({ language: "de" }), brandFixture());
    expect(icsEvents(ics)[0]!.get("SUMMARY")).toBe(
      "Mietwagen abholen: Avis\\, Lisbon Airport (LIS)",
    );
  });
});

describe("bookingCalendar for activities", () => {
  it("is one event from the start for its duration, at the meeting point", async () => {
    const ics = await bookingCalendar(activityBookingFixture(), brandFixture());
    const { props } = parseIcs(ics, 1);
    expect(props.get("METHOD")).toBe("PUBLISH");
    const [event] = eventLines(ics) as [string[]];
    // 09:30 in Barcelona (UTC+2 in June) for three hours.
    expect(event).toContain("DTSTART:20270603T073000Z");
    expect(event).toContain("DTEND:20270603T103000Z");
    expect(event).toContain("UID:A7TV3BCN@demo.localhost");
    expect(event).toContain("SUMMARY:Sagrada Família Guided Tour");
    expect(event).toContain(
      "LOCATION:Plaça de Gaudí\\, Plaça de Gaudí\\, 08013 Barcelona\\, Spain",
    );
    expect(event).toContain("STATUS:CONFIRMED");
    const description = event.find((l) => l.startsWith("DESCRIPTION:"))!;
    expect(description).toContain("Guided tour in English");
    for (const ticket of ["TKT-4821337701", "TKT-4821337702", "TKT-4821337703"]) {
      expect(description).toContain(ticket);
    }
  });

  it("cancels the event with its UID and a higher sequence", async () => {
    const brand = brandFixture();
    const confirmed = icsEvents(await bookingCalendar(activityBookingFixture(), brand))[0]!;
    const ics = await bookingCalendar(activityBookingFixture({}, { status: "cancelled" }), brand);
    expect(parseIcs(ics, 1).props.get("METHOD")).toBe("CANCEL");
    const cancelled = icsEvents(ics)[0]!;
    expect(cancelled.get("UID")).toBe(confirmed.get("UID"));
    expect(cancelled.get("STATUS")).toBe("CANCELLED");
    expect(Number(cancelled.get("SEQUENCE"))).toBeGreaterThan(Number(confirmed.get("SEQUENCE")));
  });
});
