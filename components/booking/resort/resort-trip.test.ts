import { describe, expect, it } from "vitest";
import { resortQuery, type ResortOfferSnapshot } from "@/lib/contract/resort";
import { RESORT_CHECKOUT_PATH, readResortCheckout } from "@/lib/booking/resort-stay-params";
import { resortTripParts } from "./resort-trip";

/** A proposal's resort unit (issue 28): the client's "Book this option" goes to its checkout. */

const offer = { product: "resort", propertyId: "rp-cascais-3" } as ResortOfferSnapshot;

describe("a proposal's resort unit", () => {
  it("is booked at the resort checkout with its property, destination, unit and stay", () => {
    // As "Add to proposal" proposes it (the checkout's query) and the server keeps it (parsed).
    const query = resortQuery.parse({
      regionId: "d-cascais",
      checkIn: "2030-06-01",
      checkOut: "2030-06-08",
      units: 2,
      adults: 3,
      children: 1,
    });
    const href = resortTripParts.checkoutHref!("rp-cascais-3-1BR", query, offer);
    const url = new URL(href, "https://demo.example");
    expect(url.pathname).toBe(RESORT_CHECKOUT_PATH);
    expect(url.searchParams.get("propertyId")).toBe("rp-cascais-3");
    expect(url.searchParams.get("destinationId")).toBe("d-cascais");
    expect(url.searchParams.get("offerId")).toBe("rp-cascais-3-1BR");
    expect(url.searchParams.get("checkIn")).toBe("2030-06-01");
    expect(url.searchParams.get("units")).toBe("2");
    expect(url.searchParams.get("adults")).toBe("3");
    // The checkout quotes the query it was proposed with.
    const checkout = readResortCheckout(url.searchParams, "2030-01-01")!;
    expect(checkout.offerId).toBe("rp-cascais-3-1BR");
    expect(resortQuery.parse(checkout.query)).toEqual(query);
  });
});
