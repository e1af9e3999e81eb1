import { describe, expect, it } from "vitest";
import { cruiseQuery, type CruiseOfferSnapshot } from "@/lib/contract/cruise";
import {
  CRUISE_CHECKOUT_PATH,
  readCruiseCheckout,
  sailingQuery,
} from "@/lib/booking/cruise-search-params";
import { cruiseTripParts } from "./cruise-trip";

/** A proposal's cabin (issue 28): the client's "Book this option" goes to the cruise checkout. */

const sailingId = "cs-harmony-20300605";
const offer = { product: "cruise", sailingId } as CruiseOfferSnapshot;

describe("a proposal's cabin", () => {
  it("is booked at the cruise checkout with its sailing, its cabin and the party", () => {
    // As "Add to proposal" proposes it (the sailing's day) and the server keeps it (parsed).
    const query = cruiseQuery.parse(
      sailingQuery(sailingId, { adults: 2, children: 1, infants: 1 }),
    );
    const href = cruiseTripParts.checkoutHref!(`${sailingId}-balcony`, query, offer);
    const url = new URL(href, "https://demo.example");
    expect(url.pathname).toBe(CRUISE_CHECKOUT_PATH);
    expect(url.searchParams.get("sailingId")).toBe(sailingId);
    expect(url.searchParams.get("offerId")).toBe(`${sailingId}-balcony`);
    expect(url.searchParams.get("departFrom")).toBe("2030-06-05");
    expect(url.searchParams.get("departTo")).toBe("2030-06-05");
    expect(url.searchParams.get("adults")).toBe("2");
    expect(url.searchParams.get("children")).toBe("1");
    expect(url.searchParams.get("infants")).toBe("1");
    // The checkout quotes the query it was proposed with.
    const checkout = readCruiseCheckout(url.searchParams);
    expect(checkout.sailingId).toBe(sailingId);
    expect(checkout.offerId).toBe(`${sailingId}-balcony`);
    expect(cruiseQuery.parse(checkout.query)).toEqual(query);
  });
});
