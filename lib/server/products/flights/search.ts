import "server-only";
import type { FlightOfferSnapshot } from "@/lib/contract/booking";
import type {
  FlightFaresResponse,
  FlightOfferQuery,
  FlightQuery,
  FlightSearchResponse,
  SeatMapResponse,
} from "@/lib/contract/flights";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView } from "../../deals/deals";
import {
  itineraryIdOf,
  seatedOf,
  segmentsOf,
  type FlightOffer,
  type FlightResult,
} from "../../inventory/flights/supplier";
import type { Markup, Rates } from "../../inventory/money";
import { claimKey, claimsOn } from "../../inventory/reservations";
import { SupplierError } from "../../inventory/supplier";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import {
  fareView,
  isInternational,
  itineraryView,
  journeyView,
  offerRates,
  offerSnapshot,
} from "./itinerary";

/**
 * Air Travel's calls (SPEC §2.1 Flights): search, an itinerary's fares, the seat maps of a fare,
 * and a fare described for a quote. Prices are the supplier's with the agency's flight markup;
 * the wholesale rate and the markup reach unrestricted agents only (SPEC §6).
 */

const withoutSeats = (q: FlightQuery): FlightOfferQuery => ({ ...q, seats: [] });

export async function searchFlights(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: FlightQuery,
): Promise<FlightSearchResponse> {
  const [results, markup] = await Promise.all([
    supplierFor("flights").search(withoutSeats(query)),
    agencyMarkup(agency.id, "flights"),
  ]);
  const wholesale = agentView(viewer, agency);
  const seated = seatedOf(query);
  return {
    itineraries: results.flatMap((r) => itineraryView(r, markup, wholesale, seated) ?? []),
    passengers: { adults: query.adults, children: query.children, infants: query.infants },
    international: results.length ? isInternational(results[0]!) : false,
  };
}

async function itineraryFor(query: FlightOfferQuery, itineraryId: string): Promise<FlightResult> {
  return supplierFor("flights").details(itineraryId, query);
}

export async function flightFares(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: FlightQuery,
  itineraryId: string,
): Promise<FlightFaresResponse> {
  const [itinerary, markup] = await Promise.all([
    itineraryFor(withoutSeats(query), itineraryId),
    agencyMarkup(agency.id, "flights"),
  ]);
  const wholesale = agentView(viewer, agency);
  const seated = seatedOf(query);
  const segments = segmentsOf(itinerary);
  const fares = itinerary.offers
    .map((o) => fareView(o, itinerary, markup, wholesale, seated))
    .sort((a, b) => a.rates.totalRate - b.rates.totalRate);
  // The cheapest fare still on sale leads, as in the search; else the cheapest of all.
  const cheapest = fares.find((f) => f.available) ?? fares[0]!;
  return {
    itinerary: {
      id: itinerary.id,
      journeys: itinerary.journeys.map(journeyView),
      cheapest,
      testBehaviour: itinerary.test?.label ?? null,
    },
    fares,
    international: isInternational(itinerary),
    lastFlightDate: segments.at(-1)!.departureLocal.slice(0, 10),
  };
}

function offerOf(itinerary: FlightResult, offerId: string) {
  const offer = itinerary.offers.find((o) => o.offerId === offerId);
  if (!offer) throw new SupplierError("notFound", `no offer ${offerId} for this search`);
  return offer;
}

/** The fare's seat maps, one a segment: seats taken before or claimed by a booking occupied. */
export async function flightSeatMaps(
  query: FlightQuery,
  offerId: string,
): Promise<SeatMapResponse> {
  const itinerary = await itineraryFor(withoutSeats(query), itineraryIdOf(offerId));
  const offer = offerOf(itinerary, offerId);
  const claimed = await claimsOn("flights", offer.cells);
  const segments = segmentsOf(itinerary);
  return {
    seatMaps: segments.flatMap((segment, i) => {
      const plan = offer.plans[i];
      if (!plan) return [];
      const cell = offer.cells[i]!;
      return {
        segment: i,
        flightNumber: segment.flight.flightNumber,
        from: segment.from.iata!,
        to: segment.to.iata!,
        cabin: query.cabin,
        columns: plan.columns,
        rows: plan.rows.map((row) => ({
          ...row,
          seats: row.seats.map((seat) =>
            seat
              ? {
                  ...seat,
                  occupied:
                    seat.occupied ||
                    claimed.has(claimKey({ itemId: cell.itemId, day: cell.day, claim: seat.code })),
                  priceUsd: offer.fare.brand.freeSeats ? 0 : seat.priceUsd,
                }
              : null,
          ),
        })),
      };
    }),
  };
}

export interface FlightOfferDescription {
  snapshot: FlightOfferSnapshot;
  rates: Rates;
  units: number;
}

/**
 * A fare with its seats for a quote, from its itinerary as the supplier answered the hold, priced
 * as search and the fares page showed it.
 */
export function describeFlightOffer(
  query: FlightOfferQuery,
  offerId: string,
  itinerary: FlightResult,
  markup: Markup,
): FlightOfferDescription {
  const offer: FlightOffer = offerOf(itinerary, offerId);
  const rates = offerRates(offer, markup);
  return {
    snapshot: offerSnapshot(itinerary, offer, query, rates),
    rates,
    units: seatedOf(query) + query.infants,
  };
}
