import { describe, expect, it } from "vitest";
import {
  CABINS,
  MAX_LEGS,
  MAX_SEATS,
  TRIP_TYPES,
  type FlightItinerary,
  type FlightJourney,
  type FlightSegment,
} from "@/lib/contract/flights";
import {
  applyFlightView,
  bestScores,
  DEFAULT_VIEW,
  flightFacets,
  flightViewParams,
  hasFlightFilters,
  readFlightView,
  sortItineraries,
  type FlightView,
} from "./flight-filters";
import { FLIGHT_CABINS, FLIGHT_TRIPS, LEG_LIMIT, SEAT_LIMIT } from "./flight-search-params";

it("mirrors the contract's limits for the browser", () => {
  expect([SEAT_LIMIT, LEG_LIMIT]).toEqual([MAX_SEATS, MAX_LEGS]);
  expect([FLIGHT_CABINS, FLIGHT_TRIPS]).toEqual([CABINS, TRIP_TYPES]);
});

const airport = (iata: string) => ({
  iata,
  name: `${iata} airport`,
  city: null,
  countryCode: "GB",
  timeZone: "UTC",
});

/** A flight on 2026-12-01 from `dep` to `arr` local ("HH:MM"), by `carrier`. */
function segment(carrier: string, dep: string, arr: string): FlightSegment {
  return {
    flightId: `${carrier}-${dep}`,
    carrier: { code: carrier, name: `${carrier} Airways` },
    flightNumber: `${carrier}100`,
    aircraft: "A320",
    from: airport("AAA"),
    to: airport("BBB"),
    departsAt: `2026-12-01T${dep}:00Z`,
    arrivesAt: `2026-12-01T${arr}:00Z`,
    departureLocal: `2026-12-01T${dep}`,
    arrivalLocal: `2026-12-01T${arr}`,
    durationMinutes: 60,
  };
}

function journey(segments: FlightSegment[], durationMinutes: number): FlightJourney {
  return {
    segments,
    layoverMinutes: segments.slice(1).map(() => 45),
    stops: segments.length - 1,
    durationMinutes,
  };
}

function itinerary(id: string, price: number, journeys: FlightJourney[]): FlightItinerary {
  return {
    id,
    journeys,
    testBehaviour: null,
    cheapest: {
      offerId: `${id}-basic`,
      brand: {
        code: "basic",
        cabin: "economy",
        checkedBags: 0,
        cabinBag: true,
        freeSeats: false,
        changeable: false,
        changeFeeUsd: 0,
        refundable: false,
      },
      rates: {
        currency: "USD",
        discountPercentage: 0,
        publishedRate: price,
        totalRate: price,
        taxAndFee: 0,
      },
      policy: {
        refundable: false,
        freeUntil: null,
        timeZone: "UTC",
        penaltyMinor: price,
        freeHoursAfterBooking: 24,
      },
      seatsLeft: 9,
      available: true,
    },
  };
}

// cheap: one stop, slow, BA, leaves 06:30, arrives 13:00.
const cheap = itinerary("cheap", 20_000, [
  journey([segment("BA", "06:30", "08:00"), segment("BA", "09:00", "13:00")], 390),
]);
// fast: nonstop, dear, AF, leaves 14:00, arrives 16:00.
const fast = itinerary("fast", 50_000, [journey([segment("AF", "14:00", "16:00")], 120)]);
// mixed: two stops, BA and AF, leaves 19:00, arrives 23:50, middling.
const mixed = itinerary("mixed", 30_000, [
  journey(
    [
      segment("BA", "19:00", "20:00"),
      segment("AF", "20:45", "22:00"),
      segment("AF", "22:30", "23:50"),
    ],
    290,
  ),
]);
const all = [cheap, fast, mixed];
const ids = (list: FlightItinerary[]) => list.map((it) => it.id);
const view = (v: Partial<FlightView>): FlightView => ({ ...DEFAULT_VIEW, ...v });

describe("flight filters", () => {
  it("keeps everything without filters", () => {
    expect(ids(applyFlightView(all, view({ sort: "cheapest" })))).toEqual([
      "cheap",
      "mixed",
      "fast",
    ]);
  });

  it("filters by the most stops of any journey", () => {
    expect(ids(applyFlightView(all, view({ maxStops: 0 })))).toEqual(["fast"]);
    expect(ids(applyFlightView(all, view({ maxStops: 1, sort: "cheapest" })))).toEqual([
      "cheap",
      "fast",
    ]);
  });

  it("keeps an itinerary only when every flight is by a chosen airline", () => {
    expect(ids(applyFlightView(all, view({ airlines: ["BA"] })))).toEqual(["cheap"]);
    expect(ids(applyFlightView(all, view({ airlines: ["AF"] })))).toEqual(["fast"]);
    expect(ids(applyFlightView(all, view({ airlines: ["AF", "BA"], sort: "cheapest" })))).toEqual([
      "cheap",
      "mixed",
      "fast",
    ]);
  });

  it("filters by the first journey's local departure and arrival hours, end excluded", () => {
    expect(ids(applyFlightView(all, view({ departure: { from: 6, to: 12 } })))).toEqual(["cheap"]);
    expect(ids(applyFlightView(all, view({ departure: { from: 12, to: 19 } })))).toEqual(["fast"]);
    expect(ids(applyFlightView(all, view({ arrival: { from: 18, to: 24 } })))).toEqual(["mixed"]);
    expect(ids(applyFlightView(all, view({ arrival: { from: 12, to: 13 } })))).toEqual([]);
  });

  it("filters by the total duration and the total price, limits included", () => {
    expect(ids(applyFlightView(all, view({ maxDuration: 290, sort: "cheapest" })))).toEqual([
      "mixed",
      "fast",
    ]);
    expect(ids(applyFlightView(all, view({ maxPrice: 30_000, sort: "cheapest" })))).toEqual([
      "cheap",
      "mixed",
    ]);
  });

  it("adds up the journeys of a round trip for its duration", () => {
    const round = itinerary("round", 10_000, [
      journey([segment("BA", "08:00", "10:00")], 120),
      journey([segment("BA", "18:00", "20:00")], 120),
    ]);
    expect(ids(applyFlightView([round], view({ maxDuration: 239 })))).toEqual([]);
    expect(ids(applyFlightView([round], view({ maxDuration: 240 })))).toEqual(["round"]);
  });
});

describe("flight order", () => {
  it("sorts cheapest and fastest", () => {
    expect(ids(sortItineraries(all, "cheapest"))).toEqual(["cheap", "mixed", "fast"]);
    expect(ids(sortItineraries(all, "fastest"))).toEqual(["fast", "mixed", "cheap"]);
  });

  it("scores best as price over the cheapest plus duration over the fastest", () => {
    const scores = bestScores(all);
    expect(scores.get("cheap")).toBeCloseTo(1 + 390 / 120);
    expect(scores.get("fast")).toBeCloseTo(2.5 + 1);
    expect(scores.get("mixed")).toBeCloseTo(1.5 + 290 / 120);
    expect(ids(sortItineraries(all, "best"))).toEqual(["fast", "mixed", "cheap"]);
  });

  it("breaks ties by price, then duration", () => {
    const a = itinerary("a", 100, [journey([segment("BA", "08:00", "09:00")], 200)]);
    const b = itinerary("b", 100, [journey([segment("BA", "08:00", "09:00")], 100)]);
    expect(ids(sortItineraries([a, b], "cheapest"))).toEqual(["b", "a"]);
  });

  it("does not change the list it is given", () => {
    const list = [...all];
    sortItineraries(list, "fastest");
    expect(ids(list)).toEqual(["cheap", "fast", "mixed"]);
  });
});

describe("flight facets", () => {
  it("lists the airlines with their lowest price, and the ranges", () => {
    const facets = flightFacets(all);
    expect(facets.airlines).toEqual([
      { code: "AF", name: "AF Airways", from: 30_000 },
      { code: "BA", name: "BA Airways", from: 20_000 },
    ]);
    expect(facets.duration).toEqual({ min: 120, max: 390 });
    expect(facets.price).toEqual({ min: 20_000, max: 50_000 });
    expect(flightFacets([]).price).toBeNull();
  });
});

describe("flight view in the address", () => {
  it("round-trips every filter and the order", () => {
    const v: FlightView = {
      maxStops: 1,
      airlines: ["BA", "AF"],
      departure: { from: 6, to: 12 },
      arrival: { from: 18, to: 24 },
      maxDuration: 600,
      maxPrice: 45_000,
      sort: "fastest",
    };
    const params = flightViewParams(v);
    expect(params.toString()).toBe(
      "stops=1&airlines=AF.BA&dep=6-12&arr=18-24&maxDuration=600&maxPrice=45000&sort=fastest",
    );
    expect(readFlightView(params)).toEqual({ ...v, airlines: ["AF", "BA"] });
  });

  it("writes nothing for the defaults, and reads them back", () => {
    expect(flightViewParams(DEFAULT_VIEW).toString()).toBe("");
    expect(readFlightView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(hasFlightFilters(DEFAULT_VIEW)).toBe(false);
    expect(hasFlightFilters(view({ maxPrice: 0 }))).toBe(true);
  });

  it("ignores what it cannot read", () => {
    const params = new URLSearchParams(
      "stops=3&airlines=b!.TOOLONG.AF&dep=12-6&arr=0-25&maxDuration=-5&maxPrice=1e5&sort=random",
    );
    expect(readFlightView(params)).toEqual({ ...DEFAULT_VIEW, airlines: ["AF"] });
  });
});
