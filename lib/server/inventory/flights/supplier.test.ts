import { describe, expect, it } from "vitest";
import { flightOfferQuery, type FlightQueryInput } from "@/lib/contract/flights";
import { percentOf } from "../money";
import { SupplierError } from "../supplier";
import { MAX_CONNECTION_MINUTES, MIN_CONNECTION_MINUTES } from "./itineraries";
import {
  flightCandidates,
  INFANT_FARE_BASIS_POINTS,
  seatClaims,
  type FlightOffer,
} from "./supplier";

const trip = (over: Partial<FlightQueryInput> = {}) =>
  flightOfferQuery.parse({
    trip: "oneway",
    legs: [{ from: ["LIS"], to: ["MAD"], date: "2027-05-03" }],
    adults: 2,
    children: 1,
    infants: 1,
    ...over,
  });

describe("flight candidates", () => {
  it("are the same every time, best first, then the five test itineraries", async () => {
    const found = await flightCandidates(trip());
    expect(await flightCandidates(trip())).toEqual(found);
    const tests = found.filter((i) => i.test);
    expect(tests.map((i) => i.test!.label)).toEqual([
      "soldOut",
      "priceChange",
      "failsAtBook",
      "failsAtCancel",
      "lastSeats",
    ]);
    expect(found.slice(-5)).toEqual(tests);
    expect(found.length).toBeGreaterThan(5);
  });

  it("price a seat for each adult and child and a tenth for the infant on a lap", async () => {
    const [first] = await flightCandidates(trip());
    for (const offer of first!.offers) {
      const fare = offer.fare.perSeat;
      const baseRate = fare * 3 + percentOf(fare, INFANT_FARE_BASIS_POINTS);
      expect(offer.rates).toMatchObject({ baseRate, markup: 0 });
      expect(offer.rates.totalRate).toBe(
        baseRate + percentOf(baseRate, offer.terms!.taxAndFeeBasisPoints),
      );
    }
    // Basic, Standard, Flex: dearer for more.
    const totals = first!.offers.map((o) => o.rates.totalRate);
    expect(first!.offers.map((o) => o.fare.brand.code)).toEqual(["basic", "standard", "flex"]);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it("connect through a hub an hour to six hours after landing, with local times", async () => {
    const found = await flightCandidates(
      trip({ legs: [{ from: ["LIS"], to: ["SYD"], date: "2027-05-03" }] }),
    );
    const connections = found.filter((i) => !i.test && i.journeys[0]!.segments.length === 2);
    expect(connections.length).toBeGreaterThan(0);
    for (const { journeys } of connections) {
      const [a, b] = journeys[0]!.segments;
      expect(a!.to.id).toBe(b!.from.id);
      const wait = (b!.departsAt.getTime() - a!.arrivesAt.getTime()) / 60_000;
      expect(wait).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES);
      expect(wait).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
      expect(journeys[0]!.layovers).toEqual([wait]);
      // Sydney's local arrival is its own zone's clock, not Lisbon's.
      expect(b!.toZone).toBe("Australia/Sydney");
    }
  });

  it("combine one journey a leg for a round trip, each leg on its own day", async () => {
    const found = await flightCandidates(
      trip({
        trip: "round",
        legs: [
          { from: ["LIS"], to: ["MAD"], date: "2027-05-03" },
          { from: ["MAD"], to: ["LIS"], date: "2027-05-10" },
        ],
      }),
    );
    for (const i of found) {
      expect(i.journeys).toHaveLength(2);
      expect(i.journeys[0]!.segments[0]!.day).toBe("2027-05-03");
      expect(i.journeys[1]!.segments[0]!.day).toBe("2027-05-10");
      // A cell a segment: its flight's cabin on its day.
      expect(i.offers[0]!.cells.map((c) => c.day)).toEqual(
        i.journeys.flatMap((j) => j.segments.map((s) => s.day)),
      );
    }
  });

  it("offer a cabin only where every segment has it", async () => {
    const first = await flightCandidates(
      trip({ cabin: "first", legs: [{ from: ["LHR"], to: ["JFK"], date: "2027-05-03" }] }),
    );
    expect(first.filter((i) => !i.test).length).toBeGreaterThan(0);
    for (const i of first) {
      expect(i.offers.map((o) => o.fare.brand.code)).toEqual(["standard", "flex"]);
      for (const s of i.journeys.flatMap((j) => j.segments)) {
        expect(s.flight.aircraft).toMatch(/787|A350|777/);
      }
    }
  });

  it("refuse an unknown airport", async () => {
    await expect(
      flightCandidates(trip({ legs: [{ from: ["LIS"], to: ["QQQ"], date: "2027-05-03" }] })),
    ).rejects.toMatchObject({ name: "SupplierError", code: "notFound" });
  });
});

describe("seat claims", () => {
  it("take free seats of the offer's segments, for seated passengers, once", async () => {
    const q = trip();
    const [itinerary] = await flightCandidates(q);
    const offer = itinerary!.offers[0]! as FlightOffer;
    const free = offer.plans[0]!.rows.flatMap((r) => r.seats).filter((s) => s && !s.occupied);
    const taken = offer.plans[0]!.rows.flatMap((r) => r.seats).find((s) => s?.occupied);
    const [a, b] = free;
    const ok = { ...q, seats: [{ segment: 0, passenger: 0, seat: a!.code }] };
    expect(seatClaims(ok, offer)).toEqual([
      { itemId: offer.cells[0]!.itemId, day: offer.cells[0]!.day, claim: a!.code },
    ]);
    for (const seats of [
      [{ segment: 0, passenger: 3, seat: a!.code }], // the infant has no seat
      [{ segment: 5, passenger: 0, seat: a!.code }], // no such segment
      [{ segment: 0, passenger: 0, seat: taken!.code }], // taken before
      [{ segment: 0, passenger: 0, seat: "99K" }], // not on the aircraft
      [
        { segment: 0, passenger: 0, seat: a!.code },
        { segment: 0, passenger: 1, seat: a!.code }, // one seat for two
      ],
      [
        { segment: 0, passenger: 0, seat: a!.code },
        { segment: 0, passenger: 0, seat: b!.code }, // two seats for one
      ],
    ]) {
      expect(() => seatClaims({ ...q, seats }, offer), JSON.stringify(seats)).toThrow(
        SupplierError,
      );
    }
  });

  it("give exit-row seats to adults without an infant on their lap only", async () => {
    // Two adults (the first carries the infant), then a child.
    const q = trip();
    const [itinerary] = await flightCandidates(q);
    const offer = itinerary!.offers[0]! as FlightOffer;
    const exit = offer.plans[0]!.rows.flatMap((r) => r.seats).find((s) => s?.exit && !s.occupied);
    expect(exit).toBeDefined();
    const seatFor = (passenger: number) => ({
      ...q,
      seats: [{ segment: 0, passenger, seat: exit!.code }],
    });
    expect(seatClaims(seatFor(1), offer)).toHaveLength(1);
    for (const passenger of [0, 2]) {
      expect(() => seatClaims(seatFor(passenger), offer), `passenger ${passenger}`).toThrow(
        /exit-row seats are for adults/,
      );
    }
  });
});
