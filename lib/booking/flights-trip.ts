import type { FlightOfferSnapshot } from "@/lib/contract/booking";

// A flight booking's own reading. Times are shown on the airport's own clock: the snapshot's local
// strings (`YYYY-MM-DDTHH:MM`) are that clock already, so they are formatted as written, never
// converted.

type FlightOffer = FlightOfferSnapshot;
type Airport = FlightOffer["journeys"][number]["segments"][number]["from"];
export type FlightSegmentOf = FlightOffer["journeys"][number]["segments"][number];

/**
 * Every flight of the trip in order, with its journey and its place over the whole trip (the
 * `segment` of the seats chosen on it).
 */
export function flightSegments(
  offer: Pick<FlightOffer, "journeys">,
): Array<{ segment: FlightSegmentOf; journey: number; index: number }> {
  let index = 0;
  return offer.journeys.flatMap((j, journey) =>
    j.segments.map((segment) => ({ segment, journey, index: index++ })),
  );
}

/**
 * The trip in short: where it starts and ends, and for multi-city the places it goes by on the
 * way. A round trip ends where it started, so its `to` is the place it goes to.
 */
export function flightRoute(offer: Pick<FlightOffer, "journeys">): {
  from: Airport;
  to: Airport;
  via: Airport[];
  round: boolean;
} {
  const ends = offer.journeys.map((j) => ({
    from: j.segments[0]!.from,
    to: j.segments[j.segments.length - 1]!.to,
  }));
  const first = ends[0]!;
  const last = ends[ends.length - 1]!;
  const round =
    ends.length === 2 && last.to.iata === first.from.iata && last.from.iata === first.to.iata;
  if (round) return { from: first.from, to: first.to, via: [], round };
  return { from: first.from, to: last.to, via: ends.slice(0, -1).map((e) => e.to), round };
}

/**
 * The seats a passenger has, in the trip's order, with the flight each is on: the seated
 * passengers (adults, then children) are counted from 0 in the search's order, which is each
 * traveller's `unit`; infants sit on a lap.
 */
export function seatsOf(
  offer: Pick<FlightOffer, "journeys" | "seats">,
  traveller: { unit: number; type?: string },
): Array<{ seat: string; segment: number; flight: FlightSegmentOf | undefined }> {
  if (traveller.type === "infant") return [];
  const flights = flightSegments(offer);
  return offer.seats
    .filter((s) => s.passenger === traveller.unit)
    .sort((a, b) => a.segment - b.segment)
    .map((s) => ({
      seat: s.seat,
      segment: s.segment,
      flight: flights.find((f) => f.index === s.segment)?.segment,
    }));
}

/** The airlines of the trip, each once, in the order they fly. */
export function flightCarriers(offer: Pick<FlightOffer, "journeys">): string[] {
  return [...new Set(flightSegments(offer).map(({ segment }) => segment.carrier.name))];
}

/** A place as a traveller names it: its city (the airport's name when it has none). */
export function placeName(airport: Airport): string {
  return airport.city ?? airport.name;
}

/** Calendar days an arrival is after its departure, each on its own airport's clock (+1, -1). */
export function dayShift(departureLocal: string, arrivalLocal: string): number {
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(arrivalLocal) - day(departureLocal)) / 86_400_000);
}

/**
 * A flight's cancellation rule, as the server applies it (lib/server/bookings/refunds.ts): free
 * for some hours after booking (never past `freeBefore`, the departure), then by the fare: free
 * until its deadline, a fee, or nothing back. `then` is null when the fare's deadline adds nothing
 * to the free hours.
 */
export function flightCancellationRule(
  policy: FlightOffer["policy"],
  bookedAt: string | undefined,
): {
  /** `until` is null before booking, when the hours have not started. */
  freeHours: { hours: number; until: string | null } | null;
  then: { kind: "free"; until: string } | { kind: "fee" } | { kind: "nonRefundable" } | null;
} {
  let freeHours: { hours: number; until: string | null } | null = null;
  if (policy.freeHoursAfterBooking) {
    let until: string | null = null;
    if (bookedAt) {
      const end = Date.parse(bookedAt) + policy.freeHoursAfterBooking * 3_600_000;
      const cap = policy.freeBefore ? Date.parse(policy.freeBefore) : end;
      until = new Date(Math.min(end, cap)).toISOString();
    }
    freeHours = { hours: policy.freeHoursAfterBooking, until };
  }
  if (!policy.refundable) return { freeHours, then: { kind: "nonRefundable" } };
  if (!policy.freeUntil) return { freeHours, then: { kind: "fee" } };
  const later = !freeHours?.until || Date.parse(policy.freeUntil) > Date.parse(freeHours.until);
  return { freeHours, then: later ? { kind: "free", until: policy.freeUntil } : null };
}

export const flightTrip = {
  dates: (offer: FlightOffer) => ({ start: offer.firstFlightDate, end: offer.lastFlightDate }),
  travellers(offer: FlightOffer) {
    const p = offer.passengers;
    return p.adults + (p.children ?? 0) + (p.infants ?? 0);
  },
  /** The route by airport codes, which needs no translation. */
  title(offer: FlightOffer) {
    const route = flightRoute(offer);
    const stops = [route.from, ...route.via, route.to].map((a) => a.iata);
    return stops.join(route.round ? " ⇄ " : " → ");
  },
};
