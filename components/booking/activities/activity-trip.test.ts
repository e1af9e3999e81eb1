import { describe, expect, it } from "vitest";
import { activityOfferQuery, type ActivityOfferSnapshot } from "@/lib/contract/activities";
import {
  ACTIVITY_CHECKOUT_PATH,
  readActivityCheckout,
  toOfferQuery,
} from "@/lib/booking/activity-search-params";
import { activityTripParts } from "./activity-trip";

/** A proposal's activity (issue 28): the client's "Book this option" goes to its checkout. */

const offer = { product: "activities" } as ActivityOfferSnapshot;

describe("a proposal's activity", () => {
  it("is booked at the activity checkout with its slot, day and travellers", () => {
    const query = activityOfferQuery.parse({
      productCode: "act-nyc-harbour",
      date: "2030-06-01",
      travellers: { adults: 2, children: 1 },
    });
    const href = activityTripParts.checkoutHref!("slot-0930", query, offer);
    const url = new URL(href, "https://demo.example");
    expect(url.pathname).toBe(ACTIVITY_CHECKOUT_PATH);
    expect(url.searchParams.get("offerId")).toBe("slot-0930");
    expect(url.searchParams.get("productCode")).toBe("act-nyc-harbour");
    expect(url.searchParams.get("date")).toBe("2030-06-01");
    expect(url.searchParams.get("adults")).toBe("2");
    expect(url.searchParams.get("children")).toBe("1");
    // The checkout quotes the query it was proposed with.
    const checkout = readActivityCheckout(url.searchParams)!;
    expect(checkout.offerId).toBe("slot-0930");
    expect(activityOfferQuery.parse(toOfferQuery(checkout))).toEqual(query);
  });
});
