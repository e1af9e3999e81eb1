import "server-only";
import type { FlightOfferSnapshot } from "@/lib/contract/booking";
import type {
  AirportInfo,
  FlightFare,
  FlightItinerary,
  FlightJourney,
  FlightOfferQuery,
  FlightSegment,
} from "@/lib/contract/flights";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { type AgentView, shownRates } from "../../deals/deals";
import type { Place } from "../../inventory/geo/search-index";
import type { Journey, Segment } from "../../inventory/flights/itineraries";
import {
  seatedOf,
  segmentsOf,
  type FlightOffer,
  type FlightResult,
  type Itinerary,
} from "../../inventory/flights/supplier";
import { ratesOn, sumRates, type Markup, type Rates } from "../../inventory/money";
import type { Availability } from "../../inventory/sandbox";

/**
 * A sandbox itinerary as the API shows it (lib/contract/flights.ts) and as the booking engine
 * snapshots it, priced with the agency's markup exactly as search showed it.
 */

type ListedOffer = FlightOffer & Availability;
type ListedItinerary = FlightResult | Itinerary;

const airport = (place: Place, zone: string): AirportInfo => ({
  iata: place.iata!,
  name: place.name,
  city: place.servedCity ?? place.city,
  countryCode: place.countryCode,
  timeZone: zone,
});

function segmentView(s: Segment): FlightSegment {
  return {
    flightId: s.flight.id,
    carrier: { code: s.flight.carrier.code, name: s.flight.carrier.name },
    flightNumber: s.flight.flightNumber,
    aircraft: s.flight.aircraft,
    from: airport(s.from, s.fromZone),
    to: airport(s.to, s.toZone),
    departsAt: s.departsAt.toISOString(),
    arrivesAt: s.arrivesAt.toISOString(),
    departureLocal: s.departureLocal,
    arrivalLocal: s.arrivalLocal,
    durationMinutes: s.flight.durationMinutes,
  };
}

export function journeyView(j: Journey): FlightJourney {
  return {
    segments: j.segments.map(segmentView),
    layoverMinutes: j.layovers,
    stops: j.segments.length - 1,
    durationMinutes: j.durationMinutes,
  };
}

/** The offer's price for all passengers with the agency's markup, as search, fares and quote show it. */
export function offerRates(offer: FlightOffer, markup: Markup): Rates {
  // The agency's markup is on the fare; chosen seats pass through at the price their seat map
  // shows (as airlines sell them), so the checkout's seats line is that price whatever the markup.
  const seatsUsd = offer.seatPrices.reduce((sum, price) => sum + price, 0);
  const fare = ratesOn(offer.rates.baseRate - seatsUsd, offer.terms!, markup);
  return seatsUsd === 0 ? fare : sumRates([fare, ratesOn(seatsUsd, offer.terms!)]);
}

/** A trip crosses a border when any of its airports is in another country than the first. */
export function isInternational(itinerary: Pick<Itinerary, "journeys">): boolean {
  const segments = segmentsOf(itinerary);
  const home = segments[0]!.from.countryCode;
  return segments.some((s) => s.from.countryCode !== home || s.to.countryCode !== home);
}

/**
 * The fare's cancellation (DESIGN §9): free within 24 hours of booking until the departure, then
 * by the fare: a Flex fare is free until the departure, a Standard one keeps its penalty for each
 * seated passenger, a Basic one keeps everything. After the departure nothing comes back.
 */
export function flightPolicy(
  offer: FlightOffer,
  itinerary: Pick<Itinerary, "journeys">,
  rates: Rates,
  seated: number,
): CancellationPolicy {
  const first = segmentsOf(itinerary)[0]!;
  const departure = first.departsAt.toISOString();
  const { penaltyPerSeat } = offer.fare;
  return {
    refundable: offer.fare.brand.refundable,
    freeUntil: penaltyPerSeat === 0 ? departure : null,
    timeZone: first.fromZone,
    penaltyMinor:
      penaltyPerSeat === null || penaltyPerSeat === 0
        ? rates.totalRate
        : Math.min(rates.totalRate, penaltyPerSeat * seated),
    freeHoursAfterBooking: 24,
    freeBefore: departure,
  };
}

export function fareView(
  offer: ListedOffer,
  itinerary: ListedItinerary,
  markup: Markup,
  wholesale: AgentView | null,
  seated: number,
): FlightFare {
  const rates = offerRates(offer, markup);
  return {
    offerId: offer.offerId,
    brand: offer.fare.brand,
    rates: shownRates(rates, wholesale),
    policy: flightPolicy(offer, itinerary, rates, seated),
    seatsLeft: offer.unitsLeft,
    available: offer.available,
  };
}

/** The itinerary with its cheapest available fare; null when none is available. */
export function itineraryView(
  itinerary: FlightResult,
  markup: Markup,
  wholesale: AgentView | null,
  seated: number,
): FlightItinerary | null {
  const available = itinerary.offers.filter((o) => o.available);
  if (!available.length) return null;
  const cheapest = available.reduce((a, b) => (b.rates.totalRate < a.rates.totalRate ? b : a));
  return {
    id: itinerary.id,
    journeys: itinerary.journeys.map(journeyView),
    cheapest: fareView(cheapest, itinerary, markup, wholesale, seated),
    testBehaviour: itinerary.test?.label ?? null,
  };
}

/** What a quote snapshots of a fare: the itinerary, the fare, the passengers and the seats. */
export function offerSnapshot(
  itinerary: ListedItinerary,
  offer: FlightOffer,
  query: FlightOfferQuery,
  rates: Rates,
): FlightOfferSnapshot {
  const segments = segmentsOf(itinerary);
  const seated = seatedOf(query);
  return {
    product: "flights",
    itineraryId: itinerary.id,
    cabin: query.cabin,
    brand: offer.fare.brand,
    journeys: itinerary.journeys.map(journeyView),
    passengers: { adults: query.adults, children: query.children, infants: query.infants },
    seats: query.seats.map((choice, i) => ({ ...choice, priceUsd: offer.seatPrices[i] ?? 0 })),
    international: isInternational(itinerary),
    firstFlightDate: segments[0]!.departureLocal.slice(0, 10),
    lastFlightDate: segments.at(-1)!.departureLocal.slice(0, 10),
    policy: flightPolicy(offer, itinerary, rates, seated),
  };
}
