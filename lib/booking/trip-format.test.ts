import { describe, expect, it } from "vitest";
import { bookingFixture, flightBookingFixture } from "@/tests/support/booking-fixture";
import {
  dayShift,
  flightCancellationRule,
  flightCarriers,
  flightRoute,
  flightSegments,
  formatDuration,
  formatLocalTime,
  seatsOf,
  travellerCount,
  tripDates,
  formatInstant,
  formatMinor,
  formatStayDate,
  formatTimeOfDay,
  minorToMajorText,
  parseMajorToMinor,
  zoneName,
} from "./trip-format";

describe("money", () => {
  it("formats minor units with the currency's own decimals", () => {
    expect(formatMinor({ amountMinor: 123456, currency: "EUR" }, "en")).toBe("€1,234.56");
    expect(formatMinor({ amountMinor: 1500, currency: "JPY" }, "en")).toBe("¥1,500");
    expect(formatMinor({ amountMinor: 1234, currency: "KWD" }, "en")).toMatch(/^KWD\s1\.234$/);
  });

  it("reads an amount typed in major units", () => {
    expect(parseMajorToMinor("12.5", "EUR")).toBe(1250);
    expect(parseMajorToMinor("12,50", "EUR")).toBe(1250);
    expect(parseMajorToMinor(" 7 ", "EUR")).toBe(700);
    expect(parseMajorToMinor("1500", "JPY")).toBe(1500);
    expect(parseMajorToMinor("15.5", "JPY")).toBeNull();
    expect(parseMajorToMinor("1.234", "EUR")).toBeNull();
    expect(parseMajorToMinor("-1", "EUR")).toBeNull();
    expect(parseMajorToMinor("abc", "EUR")).toBeNull();
    expect(minorToMajorText(1250, "EUR")).toBe("12.50");
  });
});

describe("dates", () => {
  it("shows a stay date as MMM DD, YYYY whatever the zone", () => {
    expect(formatStayDate("2026-03-05", "en")).toBe("Mar 05, 2026");
  });

  it("shows an instant in the hotel's zone, and names the zone", () => {
    const iso = "2026-07-01T22:30:00Z";
    expect(formatInstant(iso, "en", "Asia/Tokyo")).toMatch(/Jul 2, 2026/);
    expect(formatInstant(iso, "en", "Asia/Tokyo")).toMatch(/7:30/);
    expect(zoneName(iso, "en", "Asia/Tokyo")).toBe("GMT+9");
  });

  it("formats a time of day in the page language", () => {
    expect(formatTimeOfDay("15:00", "en")).toBe("3:00 PM");
    expect(formatTimeOfDay("15:00", "de")).toBe("15:00");
  });
});

describe("flights", () => {
  const offer = flightBookingFixture().offer;

  it("says the route: round trip, or via the places of a multi-city", () => {
    const round = flightRoute(offer);
    expect([round.from.iata, round.to.iata, round.round]).toEqual(["LHR", "JFK", true]);
    const jfk = offer.journeys[0]!.segments[0]!.to;
    const onward = {
      ...offer.journeys[1]!.segments[0]!,
      from: jfk,
      to: { ...jfk, iata: "LAX", name: "Los Angeles International", city: "Los Angeles" },
    };
    const multi = flightRoute({
      journeys: [offer.journeys[0]!, { ...offer.journeys[1]!, segments: [onward] }],
    });
    expect([multi.from.iata, multi.to.iata, multi.via.map((a) => a.iata), multi.round]).toEqual([
      "LHR",
      "LAX",
      ["JFK"],
      false,
    ]);
    expect(flightCarriers(offer)).toEqual(["British Airways", "JetBlue"]);
  });

  it("numbers the flights over the trip and gives each seated passenger their seats", () => {
    expect(flightSegments(offer).map((f) => [f.journey, f.index, f.segment.flightNumber])).toEqual([
      [0, 0, "BA 117"],
      [1, 1, "B6 1"],
      [1, 2, "BA 238"],
    ]);
    const [alice, , infant] = flightBookingFixture().travellers;
    expect(seatsOf(offer, alice!).map((s) => `${s.flight?.flightNumber} ${s.seat}`)).toEqual([
      "BA 117 31A",
      "B6 1 12C",
      "BA 238 40H",
    ]);
    expect(seatsOf(offer, infant!)).toEqual([]);
  });

  it("keeps each airport's own clock", () => {
    const back = offer.journeys[1]!.segments[1]!;
    expect(formatLocalTime(back.departureLocal, "en")).toBe("6:15 PM");
    expect(dayShift(back.departureLocal, back.arrivalLocal)).toBe(1);
    expect(formatDuration(405, "en")).toMatch(/^6 hr,? 45 min$/);
    expect(formatDuration(120, "en")).toBe("2 hr");
  });

  it("dates a trip by its first departure and counts its passengers", () => {
    expect(tripDates(offer)).toEqual({ start: "2026-12-01", end: "2026-12-08" });
    expect(tripDates(bookingFixture().offer)).toEqual({ start: "2025-07-15", end: "2025-07-18" });
    expect(travellerCount(offer)).toBe(3);
    expect(travellerCount(bookingFixture().offer)).toBe(4);
  });
});

describe("a flight's cancellation rule", () => {
  const policy = flightBookingFixture().offer.policy;
  const departure = "2026-12-01T08:25:00.000Z";

  it("is free for 24 hours after booking, then by the fare", () => {
    expect(flightCancellationRule(policy, "2026-11-02T10:00:00.000Z")).toEqual({
      freeHours: { hours: 24, until: "2026-11-03T10:00:00.000Z" },
      then: { kind: "fee" },
    });
    const basic = { ...policy, refundable: false };
    expect(flightCancellationRule(basic, "2026-11-02T10:00:00.000Z").then).toEqual({
      kind: "nonRefundable",
    });
    const flex = { ...policy, freeUntil: departure };
    expect(flightCancellationRule(flex, "2026-11-02T10:00:00.000Z").then).toEqual({
      kind: "free",
      until: departure,
    });
  });

  it("ends the free hours at the departure, and says nothing more for a flex fare then", () => {
    const flex = { ...policy, freeUntil: departure };
    expect(flightCancellationRule(flex, "2026-11-30T20:00:00.000Z")).toEqual({
      freeHours: { hours: 24, until: departure },
      then: null,
    });
  });

  it("gives the free hours without a deadline before booking", () => {
    expect(flightCancellationRule(policy, undefined).freeHours).toEqual({ hours: 24, until: null });
  });
});
