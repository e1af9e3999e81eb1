import "server-only";
import { eTicketNumber, recordLocator } from "../confirmations";
import type * as z from "zod";
import {
  flightOfferQuery,
  type Cabin,
  type FlightOfferQuery,
  type SeatChoice,
} from "@/lib/contract/flights";
import { percentOf, ratesOn, timesMinor, type PriceTerms, type Rates } from "../money";
import { mayTakeExitRow } from "@/lib/contract/exit-rows";
import { airportByIata } from "../places";
import type { Claim } from "../reservations";
import { sandboxSupplier, type Cell, type Listed, type SandboxOffer } from "../sandbox";
import { SupplierError, type Clock, type Supplier, type TestBehaviour } from "../supplier";
import { CABIN_LETTER, cabinsOf, faresFor, type Fare } from "./fares";
import {
  journeysBetween,
  TEST_FLIGHTS,
  testJourneys,
  type Journey,
  type Segment,
  type TestFlight,
} from "./itineraries";
import { cabinPlan, seatOf, type CabinPlan } from "./seatmap";

/**
 * The sandbox flight supplier (SPEC §2.1 Flights, §3 guest groups): itineraries of one to five
 * legs, each leg a journey of nonstop or one-stop flights between any of its airports, in the
 * searched cabin, with its fare brands. A fare takes a seat for every adult and child on each
 * segment's cabin on its day (an allotment cell each); infants fly on a lap for a tenth of the
 * fare. Chosen seats are priced into the offer (unless the fare includes them) and claimed with
 * the hold. Fares are held 20 minutes.
 */

const HOLD_FARE_MINUTES = 20;
/** What an infant on a lap pays, as a share of the adult fare. */
export const INFANT_FARE_BASIS_POINTS = 1000;
/** Itineraries a search returns at most, and how many journeys of each leg combine into them. */
const ITINERARY_LIMIT = 95;
const JOURNEYS_PER_LEG = [100, 10, 5, 3, 3];
/** What an hour of travel weighs against the fare when ranking journeys, USD cents. */
const HOUR_WEIGHT = 3600;

export type FlightQuery = FlightOfferQuery;
export type FlightQueryInput = z.input<typeof flightOfferQuery>;

export interface FlightOffer extends SandboxOffer {
  cells: readonly Cell[];
  /** Each cell's seat plan (its cabin on its day). */
  plans: readonly (CabinPlan | null)[];
  fare: Fare;
  /** What each of the query's chosen seats adds to the wholesale price, USD cents. */
  seatPrices: number[];
}

export interface Itinerary {
  /** The journeys' ids apart by "_". */
  id: string;
  journeys: Journey[];
  cabin: Cabin;
  test?: TestFlight;
  offers: FlightOffer[];
}
export type FlightResult = Listed<Itinerary>;

/** Adults and children take a seat; infants fly on a lap. */
export const seatedOf = (q: Pick<FlightQuery, "adults" | "children">) => q.adults + q.children;

/** An offer id is the itinerary's id and the fare brand: `<itinerary>~<brand>`. */
const offerIdOf = (itineraryId: string, brand: string) => `${itineraryId}~${brand}`;
export function itineraryIdOf(offerId: string): string {
  const at = offerId.lastIndexOf("~");
  return at > 0 ? offerId.slice(0, at) : offerId;
}

export const segmentsOf = (itinerary: Pick<Itinerary, "journeys">): Segment[] =>
  itinerary.journeys.flatMap((j) => j.segments);

/** The cabin's allotment item of a segment: the flight's id and the cabin's letter. */
const cellItemOf = (segment: Segment, cabin: Cabin) =>
  `${segment.flight.id}-${CABIN_LETTER[cabin]}`;

function journeyScore(j: Journey): number {
  const fare = j.segments.reduce((sum, s) => sum + s.flight.economyBaseRate, 0);
  return fare + Math.round((j.durationMinutes / 60) * HOUR_WEIGHT);
}

/** The itinerary's taxes: those of its dearest carrier; the uplift of its first. */
function termsOf(segments: readonly Segment[]): PriceTerms {
  return {
    taxAndFeeBasisPoints: Math.max(...segments.map((s) => s.flight.taxAndFeeBasisPoints)),
    publishedUpliftBasisPoints: segments[0]!.flight.publishedUpliftBasisPoints,
  };
}

/** Seat plans met while pricing one query, by flight, cabin, day and test seats. */
type Plans = Map<string, CabinPlan | null>;
function planOf(plans: Plans, segment: Segment, cabin: Cabin, freeSeats?: number) {
  const key = `${segment.flight.id}:${cabin}:${segment.day}:${freeSeats ?? ""}`;
  if (!plans.has(key)) plans.set(key, cabinPlan(segment.flight, cabin, segment.day, freeSeats));
  return plans.get(key)!;
}

/** What each chosen seat costs on this fare: 0 when it includes seat selection or for unknown seats. */
function seatPrices(
  seats: readonly SeatChoice[],
  cabinPlans: readonly (CabinPlan | null)[],
  fare: Fare,
): number[] {
  return seats.map((choice) => {
    const plan = cabinPlans[choice.segment];
    return fare.brand.freeSeats || !plan ? 0 : (seatOf(plan, choice.seat)?.priceUsd ?? 0);
  });
}

function fareRates(
  fare: Fare,
  q: Pick<FlightQuery, "adults" | "children" | "infants">,
  seatsUsd: number,
  terms: PriceTerms,
): Rates {
  const base =
    timesMinor(fare.perSeat, seatedOf(q)) +
    (q.infants ? timesMinor(percentOf(fare.perSeat, INFANT_FARE_BASIS_POINTS), q.infants) : 0) +
    seatsUsd;
  return ratesOn(base, terms);
}

function itineraryOf(journeys: Journey[], q: FlightQuery, plans: Plans): Itinerary | null {
  const segments = journeys.flatMap((j) => j.segments);
  if (!segments.every((s) => cabinsOf(s.flight).includes(q.cabin))) return null;
  const test = journeys[0]!.test;
  const cabinPlans = segments.map((s) => planOf(plans, s, q.cabin, test?.freeSeats));
  const cells = segments.map((s, i) => ({
    itemId: cellItemOf(s, q.cabin),
    day: s.day,
    capacity: cabinPlans[i]?.free ?? 0,
  }));
  const terms = termsOf(segments);
  const id = journeys.map((j) => j.id).join("_");
  const offers = faresFor(
    q.cabin,
    segments.map((s) => s.flight.economyBaseRate),
  ).map((fare): FlightOffer => {
    const prices = seatPrices(q.seats, cabinPlans, fare);
    const seatsUsd = prices.reduce((sum, price) => sum + price, 0);
    return {
      offerId: offerIdOf(id, fare.brand.code),
      capacity: Math.min(...cells.map((c) => c.capacity)),
      cells,
      plans: cabinPlans,
      rates: fareRates(fare, q, seatsUsd, terms),
      terms,
      behaviour: test?.behaviour,
      fare,
      seatPrices: prices,
    };
  });
  return { id, journeys, cabin: q.cabin, test, offers };
}

/** Every combination of one journey a leg, best first (by the sum of the journeys' scores). */
function combine(perLeg: Journey[][]): Journey[][] {
  let combos: { journeys: Journey[]; score: number }[] = [{ journeys: [], score: 0 }];
  for (const journeys of perLeg) {
    combos = combos.flatMap((c) =>
      journeys.map((j) => ({ journeys: [...c.journeys, j], score: c.score + journeyScore(j) })),
    );
  }
  return combos.sort((a, b) => a.score - b.score).map((c) => c.journeys);
}

/** The query's itineraries, best first, then its test itineraries (one a test flight). */
export async function flightCandidates(q: FlightQuery): Promise<Itinerary[]> {
  const legs = await Promise.all(
    q.legs.map(async (leg) => ({
      from: await Promise.all(leg.from.map(airportByIata)),
      to: await Promise.all(leg.to.map(airportByIata)),
      date: leg.date,
    })),
  );
  const plans: Plans = new Map();
  const keep = JOURNEYS_PER_LEG[legs.length - 1]!;
  const perLeg = await Promise.all(
    legs.map(async (leg) => {
      const pairs = leg.from.flatMap((o) => leg.to.map((d) => [o, d] as const));
      const journeys = (
        await Promise.all(pairs.map(([o, d]) => journeysBetween(o, d, leg.date)))
      ).flat();
      return journeys
        .filter((j) => j.segments.every((s) => cabinsOf(s.flight).includes(q.cabin)))
        .sort((a, b) => journeyScore(a) - journeyScore(b) || (a.id < b.id ? -1 : 1))
        .slice(0, keep);
    }),
  );
  const itineraries: Itinerary[] = [];
  if (perLeg.every((journeys) => journeys.length)) {
    for (const journeys of combine(perLeg)) {
      if (itineraries.length === ITINERARY_LIMIT) break;
      const itinerary = itineraryOf(journeys, q, plans);
      if (itinerary) itineraries.push(itinerary);
    }
  }
  const tests = legs.map((leg) => testJourneys(leg.from[0]!, leg.to[0]!, leg.date));
  TEST_FLIGHTS.forEach((_, t) => {
    const itinerary = itineraryOf(
      tests.map((journeys) => journeys[t]!),
      q,
      plans,
    );
    if (itinerary) itineraries.push(itinerary);
  });
  return itineraries;
}

/**
 * The chosen seats as claims of the offer: each on a segment of it, for a seated passenger, once
 * a segment, on a seat of its cabin nobody took before; `invalid` otherwise.
 */
export function seatClaims(q: FlightQuery, offer: FlightOffer): Claim[] {
  const seated = seatedOf(q);
  const taken = new Set<string>();
  return q.seats.map((choice, i): Claim => {
    const cell = offer.cells[choice.segment];
    const where = `seats.${i}`;
    if (!cell) throw new SupplierError("invalid", `${where}: no segment ${choice.segment}`);
    if (choice.passenger >= seated) {
      throw new SupplierError("invalid", `${where}: only adults and children have seats`);
    }
    for (const key of [
      `p${choice.segment}:${choice.passenger}`,
      `s${choice.segment}:${choice.seat}`,
    ]) {
      if (taken.has(key)) throw new SupplierError("invalid", `${where}: chosen twice`);
      taken.add(key);
    }
    const plan = offer.plans[choice.segment];
    const seat = plan ? seatOf(plan, choice.seat) : undefined;
    if (!seat || seat.occupied) {
      throw new SupplierError("invalid", `${where}: seat ${choice.seat} is not free`);
    }
    if (seat.exit && !mayTakeExitRow(q, choice.passenger)) {
      throw new SupplierError(
        "invalid",
        `${where}: exit-row seats are for adults travelling without an infant on their lap`,
      );
    }
    return { itemId: cell.itemId, day: cell.day, claim: choice.seat };
  });
}

/** The behaviour of a test offer from its id alone (book, cancel). */
export function behaviourOf(offerId: string): TestBehaviour | undefined {
  const first = /^ZZ(\d{4})/.exec(itineraryIdOf(offerId));
  return TEST_FLIGHTS.find((t) => first && t.number === Number(first[1]))?.behaviour;
}

export function sandboxFlightSupplier(clock?: Clock): Supplier<FlightQueryInput, FlightResult> {
  return sandboxSupplier<FlightQueryInput, FlightQuery, Itinerary, FlightQuery>(
    {
      product: "flights",
      query: flightOfferQuery,
      days: (q) => q.legs.map((l) => l.date),
      quantity: seatedOf,
      candidates: flightCandidates,
      behaviourOf,
      failures: { supplier: "airline", booking: "ticketing" },
      claims: seatClaims,
      holdMinutes: HOLD_FARE_MINUTES,
      confirmationOf: recordLocator,
      ticketOf: eTicketNumber,
    },
    clock,
  );
}
