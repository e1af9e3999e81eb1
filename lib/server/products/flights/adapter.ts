import "server-only";
import { flightRoute } from "@/lib/booking/trip-format";
import type { FlightOfferSnapshot } from "@/lib/contract/booking";
import { flightPassengers, type FlightOfferQuery } from "@/lib/contract/flights";
import { ApiError } from "../../errors";
import type { FlightResult } from "../../inventory/flights/supplier";
import { supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";
import { describeFlightOffer } from "./search";

const flightOf = (offer: unknown) => offer as FlightOfferSnapshot;

/** Passengers as on their passports, one a place in the search's order. */
export const flightAdapter: ProductAdapter = {
  describe: (query, offerId, itinerary, markup) =>
    describeFlightOffer(query as FlightOfferQuery, offerId, itinerary as FlightResult, markup),
  checkTravellers(snapshot, travellers, now) {
    const offer = flightOf(snapshot);
    const checked = flightPassengers({
      lastFlightDate: offer.lastFlightDate,
      today: now.toISOString().slice(0, 10),
      international: offer.international,
      counts: offer.passengers,
    }).safeParse(travellers.map(({ unit: _unit, ...passenger }) => passenger));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const where = issue.path.length ? `travellers.${issue.path.join(".")}: ` : "travellers: ";
      throw new ApiError("badRequest", `${where}${issue.message}`);
    }
    if (travellers.some((t, i) => t.unit !== i)) {
      throw new ApiError("badRequest", "travellers: one a passenger, in the search's order");
    }
  },
  /**
   * The fare for every passenger with the agency's markup, then the seats chosen at their seat
   * map's price (itinerary.ts offerRates: no markup on seats); weights in the price before tax.
   */
  priceParts(snapshot, { totalUsd, taxUsd }) {
    const offer = flightOf(snapshot);
    const { adults, children, infants } = offer.passengers;
    const paid = offer.seats.filter((s) => s.priceUsd > 0);
    const seatsUsd = paid.reduce((sum, s) => sum + s.priceUsd, 0);
    const fare = { kind: "fare" as const, count: adults + children + infants };
    if (seatsUsd === 0) return [{ ...fare, weight: 1 }];
    return [
      { ...fare, weight: Math.max(0, totalUsd - taxUsd - seatsUsd) },
      { kind: "seats", count: paid.length, weight: seatsUsd },
    ];
  },
  startsOn: (offer) => flightOf(offer).firstFlightDate,
  endsOn: (offer) => flightOf(offer).lastFlightDate,
  title(offer) {
    const route = flightRoute(flightOf(offer));
    const stops = [route.from, ...route.via, route.to].map((a) => a.iata);
    return stops.join(route.round ? " ⇄ " : " → ");
  },
  /** An e-ticket a passenger, infants too. */
  ticketCount: (_offer, travellers) => travellers,
  ticketsByTraveller: true,
  ...supplierSteps("flights"),
};
