import { describe, expect, it } from "vitest";
import { activityOfferSnapshot, type ActivityOfferSnapshot } from "@/lib/contract/activities";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import { carOfferSnapshot, type CarOfferSnapshot } from "@/lib/contract/cars";
import { bookingFixture, flightBookingFixture } from "@/tests/support/booking-fixture";
import {
  activityPriceLines,
  bookingTitle,
  carModel,
  carRoute,
  countryName,
  deadlineIn,
  formatLocalDateTime,
  formatUsdAt,
  zonedInstant,
  zoneOffsetMs,
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

  it("shows an offer's USD amounts in the currency charged, at the locked rate", () => {
    expect(formatUsdAt(4000, "en", { total: { currency: "EUR" }, exchangeRate: "0.9" })).toBe(
      "€36.00",
    );
    expect(formatUsdAt(4000, "es", { total: { currency: "MXN" }, exchangeRate: "17.5" })).toMatch(
      /^700,00\sMXN$/,
    );
    expect(formatUsdAt(4000, "en")).toBe("$40.00");
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

const LISBON_DESK = {
  locationId: "LIS",
  name: "Lisbon Airport (LIS)",
  kind: "airport",
  countryCode: "PT",
  timeZone: "Europe/Lisbon",
  address: "Alameda das Comunidades Portuguesas, 1700-111 Lisbon",
} as const;

/**
 * A one-way rental Lisbon → Porto for a 23-year-old driver, picked up on the morning Portugal
 * moves to summer time (28 March 2027, 01:00 UTC) and returned on 2 April.
 */
const car: CarOfferSnapshot = carOfferSnapshot.parse({
  product: "cars",
  offerId: "car-lis-economy-1",
  supplierName: "Sandbox Rent",
  supplierLogo: "car-supplier-sbx",
  vehicleClass: "Economy",
  name: "Toyota Yaris or similar",
  acriss: "ECMR",
  image: "car-economy",
  passengers: 5,
  bags: 2,
  doors: 4,
  transmission: "manual",
  airConditioning: true,
  mileage: { unlimited: true, kmPerDay: null },
  fuelPolicy: "fullToFull",
  counter: "terminal",
  pickUp: { ...LISBON_DESK, at: "2027-03-28T10:00" },
  dropOff: {
    ...LISBON_DESK,
    locationId: "OPO",
    name: "Porto Airport (OPO)",
    address: "4470-558 Maia, Porto",
    at: "2027-04-02T09:30",
  },
  rentalDays: 5,
  driverAge: 23,
  residence: "PT",
  youngDriverFeeUsd: 7500,
  oneWayFeeUsd: 5000,
  extras: [{ code: "childSeat", quantity: 1, totalUsd: 4000 }],
  included: {
    insurance: ["collisionDamageWaiver", "thirdPartyLiability"],
    excess: 100000,
    mileage: { unlimited: true, kmPerDay: null },
  },
  pickUpInstructions: "Follow the signs to the rental car hall on level 0.",
  toBring: ["licence", "creditCard"],
  minDriverAge: 21,
  maxDriverAge: 75,
  policy: {
    refundable: true,
    freeUntil: "2027-03-26T10:00:00.000Z",
    timeZone: "Europe/Lisbon",
    penaltyMinor: 0,
  },
});

/** A fado evening in Lisbon on 12 June 2027 at 19:30 (18:30Z) for two adults and a child. */
const activity: ActivityOfferSnapshot = activityOfferSnapshot.parse({
  product: "activities",
  productCode: "LIS-FADO-1",
  title: "Fado night in Alfama",
  image: "activity-culture",
  category: "culture",
  optionId: "dinner",
  optionName: "With dinner",
  date: "2027-06-12",
  time: "19:30",
  startsAt: "2027-06-12T18:30:00.000Z",
  timeZone: "Europe/Lisbon",
  durationMinutes: 150,
  meetingPoint: { name: "Largo do Chafariz de Dentro", address: "1100-139 Lisbon" },
  inclusions: ["Dinner", "Fado show"],
  travellers: { adults: 2, children: 1, seniors: 0 },
  prices: [
    { type: "adult", unitUsd: 6500 },
    { type: "child", unitUsd: 3200 },
    { type: "senior", unitUsd: 5500 },
  ],
  travellerTypes: [
    { type: "adult", minAge: 18, maxAge: 64 },
    { type: "child", minAge: 4, maxAge: 17 },
    { type: "senior", minAge: 65, maxAge: 99 },
  ],
  namesRequired: true,
  questions: [{ id: "dietary", required: false }],
  policy: {
    refundable: true,
    freeUntil: "2027-06-11T18:30:00.000Z",
    timeZone: "Europe/Lisbon",
    penaltyMinor: 0,
  },
});

describe("wall-clock times in a zone", () => {
  it("finds the instant of a desk's local time, across a change to summer time", () => {
    expect(zonedInstant("2027-03-28T00:30", "Europe/Lisbon")).toBe("2027-03-28T00:30:00.000Z");
    expect(zonedInstant("2027-03-28T10:00", "Europe/Lisbon")).toBe("2027-03-28T09:00:00.000Z");
    expect(zonedInstant("2027-07-04T09:00", "America/New_York")).toBe("2027-07-04T13:00:00.000Z");
    expect(zonedInstant("2027-01-01T00:00", "Asia/Tokyo")).toBe("2026-12-31T15:00:00.000Z");
    expect(zoneOffsetMs(Date.parse("2027-07-04T13:00:00Z"), "America/New_York")).toBe(
      -4 * 3_600_000,
    );
  });

  it("reads an unknown zone as UTC rather than failing", () => {
    expect(zonedInstant("2027-03-28T10:00", "Nowhere/Atlantis")).toBe("2027-03-28T10:00:00.000Z");
  });

  it("shows a local date and time as written, in the page language", () => {
    expect(formatLocalDateTime(car.pickUp.at, "en")).toBe("Mar 28, 2027, 10:00 AM");
    expect(formatLocalDateTime(car.pickUp.at, "de")).toBe("28. März 2027, 10:00");
  });

  it("says a deadline on the clock it is on, naming the zone", () => {
    expect(deadlineIn(activity.policy.freeUntil!, "en", "Europe/Lisbon")).toEqual({
      date: "Jun 11, 2027, 7:30 PM",
      zone: "GMT+1",
    });
  });

  it("names a country in the page language", () => {
    expect(countryName("PT", "en")).toBe("Portugal");
    expect(countryName("DE", "es")).toBe("Alemania");
  });
});

describe("cars", () => {
  it("dates a rental by its desks' days and names one driver", () => {
    expect(tripDates(car)).toEqual({ start: "2027-03-28", end: "2027-04-02" });
    expect(travellerCount(car)).toBe(1);
  });

  it("says where a rental goes: one way to another desk, or back to the same", () => {
    expect(carRoute(car)).toEqual({
      from: "Lisbon Airport (LIS)",
      to: "Porto Airport (OPO)",
      oneWay: true,
    });
    expect(
      carRoute({ pickUp: car.pickUp, dropOff: { ...car.pickUp, at: car.dropOff.at } }),
    ).toEqual({ from: "Lisbon Airport (LIS)", to: "Lisbon Airport (LIS)", oneWay: false });
  });

  it('takes the model out of the supplier\'s English "or similar"', () => {
    expect(carModel("Toyota Yaris or similar")).toBe("Toyota Yaris");
    expect(carModel("Fiat 500  OR SIMILAR ")).toBe("Fiat 500");
    expect(carModel("Fiat 500")).toBe("Fiat 500");
  });
});

describe("activities", () => {
  it("dates an activity by its day and counts every traveller", () => {
    expect(tripDates(activity)).toEqual({ start: "2027-06-12", end: "2027-06-12" });
    expect(travellerCount(activity)).toBe(3);
  });

  it("prices the types booked, in the order travellers are named", () => {
    expect(activityPriceLines(activity)).toEqual([
      { type: "adult", count: 2, unitUsd: 6500, totalUsd: 13000 },
      { type: "child", count: 1, unitUsd: 3200, totalUsd: 3200 },
    ]);
  });
});

describe("a booking's title, whatever its product", () => {
  it("is the hotel, the route by airport codes, the car class at its desk, the activity", () => {
    const stay = bookingFixture().offer as HotelOfferSnapshot;
    expect(bookingTitle(stay)).toBe(stay.hotelName);
    expect(bookingTitle(flightBookingFixture().offer)).toBe("LHR ⇄ JFK");
    expect(bookingTitle(car)).toBe(`${car.vehicleClass}, Lisbon Airport (LIS)`);
    expect(bookingTitle(activity)).toBe(activity.title);
  });
});
