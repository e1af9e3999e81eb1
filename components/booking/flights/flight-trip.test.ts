import { describe, expect, it } from "vitest";
import type { FlightOfferSnapshot } from "@/lib/contract/booking";
import { flightOfferQuery } from "@/lib/contract/flights";
import { FLIGHT_RESERVATION_PATH } from "@/lib/booking/flight-search-params";
import { flightTripParts } from "./flight-trip";
import { proposedFlightQuery, readFlightOffer } from "./reservation-steps";

/**
 * A proposal's fare (issue 28): the client's "Book this option" goes to the passengers' page, then
 * the checkout (the grant kept on each, lib/booking/proposal-grant.test.ts).
 */

const offer = { product: "flights", itineraryId: "it-lis-ath-0715" } as FlightOfferSnapshot;

describe("a proposal's fare", () => {
  it("is booked from the passengers' page with its itinerary, its fare and its search", () => {
    // As "Add to proposal" proposes it and the server keeps it (parsed).
    const query = flightOfferQuery.parse(
      proposedFlightQuery({
        trip: "round",
        legs: [
          { from: ["LHR", "LGW"], to: ["ATH"], date: "2030-06-01" },
          { from: ["ATH"], to: ["LHR", "LGW"], date: "2030-06-08" },
        ],
        adults: 2,
        children: 1,
        infants: 1,
        cabin: "business",
      }),
    );
    const href = flightTripParts.checkoutHref!("fare-flex", query, offer);
    const url = new URL(href, "https://demo.example");
    expect(url.pathname).toBe(FLIGHT_RESERVATION_PATH);
    expect(url.searchParams.get("offer")).toBe("fare-flex");
    expect(url.searchParams.get("itinerary")).toBe("it-lis-ath-0715");
    expect(url.searchParams.get("trip")).toBe("round");
    expect(url.searchParams.get("legs")).toBe("LHR.LGW-ATH-2030-06-01_ATH-LHR.LGW-2030-06-08");
    expect(url.searchParams.get("adults")).toBe("2");
    expect(url.searchParams.get("infants")).toBe("1");
    expect(url.searchParams.get("cabin")).toBe("business");
    // The checkout quotes the query it was proposed with: the search, no seats.
    const read = readFlightOffer(url.searchParams);
    expect(read.offerId).toBe("fare-flex");
    expect(read.itineraryId).toBe("it-lis-ath-0715");
    expect(flightOfferQuery.parse(proposedFlightQuery(read.query!))).toEqual(query);
    expect(query.seats).toEqual([]);
  });

  it("keeps a one-way search's defaults as the checkout reads them", () => {
    const query = flightOfferQuery.parse(
      proposedFlightQuery({
        trip: "oneway",
        legs: [{ from: ["LIS"], to: ["ATH"], date: "2030-06-01" }],
        adults: 1,
      }),
    );
    const url = new URL(flightTripParts.checkoutHref!("o-1", query, offer), "https://a.example");
    const read = readFlightOffer(url.searchParams);
    expect(flightOfferQuery.parse(proposedFlightQuery(read.query!))).toEqual(query);
  });
});
