import { describe, expect, it } from "vitest";
import * as contract from "@/lib/contract/activities";
import {
  ACTIVITY_SORTS,
  activityCheckoutHref,
  activityConfirmationHref,
  ACTIVITY_CONFIRM_TEMPLATE,
  activityDetailsHref,
  activityResultsHref,
  activitySearchParams,
  activityViewParams,
  CATEGORIES,
  datesProblem,
  DEFAULT_ACTIVITY_VIEW,
  FREE_CANCEL_HOURS,
  hasActivityFilters,
  MAX_SEARCH_DAYS,
  MAX_TRAVELLERS,
  readActivityCheckout,
  readActivityCity,
  readActivitySearch,
  readActivityView,
  readDate,
  readProductCode,
  readSlotChoice,
  readTravellers,
  toOfferQuery,
  toSearchRequest,
  validCounts,
  type ActivitySearch,
  type ActivityView,
} from "./activity-search-params";

const search: ActivitySearch = {
  cityId: "city-2267057",
  cityName: "Lisbon, Portugal",
  from: "2030-05-01",
  to: "2030-05-07",
};

/** The parameters of an address's query. */
const query = (href: string) => new URLSearchParams(href.slice(href.indexOf("?") + 1));

describe("the contract's limits", () => {
  it("are the contract's own", () => {
    expect(MAX_SEARCH_DAYS).toBe(contract.MAX_ACTIVITY_SEARCH_DAYS);
    expect(MAX_TRAVELLERS).toBe(contract.MAX_ACTIVITY_TRAVELLERS);
    expect(FREE_CANCEL_HOURS).toBe(contract.ACTIVITY_FREE_CANCEL_HOURS);
    expect([...CATEGORIES]).toEqual([...contract.ACTIVITY_CATEGORIES]);
    expect([...ACTIVITY_SORTS]).toEqual([...contract.ACTIVITY_SORTS]);
  });
});

describe("the search", () => {
  it("goes to the address and back", () => {
    const href = activityResultsHref(search);
    expect(href.startsWith("/booknow/activities/search?cityId=city-2267057&cityName=")).toBe(true);
    expect(readActivitySearch(query(href))).toEqual(search);
    expect(activitySearchParams({ ...search, cityName: "" }).has("cityName")).toBe(false);
  });

  it("is what the contract takes, and agrees with its rules", () => {
    const request = toSearchRequest(search);
    expect(request).toEqual({ cityId: search.cityId, from: search.from, to: search.to });
    expect(contract.activitySearchRequest.safeParse(request).success).toBe(true);
    const longest = { ...search, to: "2030-05-31" };
    expect(readActivitySearch(activitySearchParams(longest))).toEqual(longest);
    expect(contract.activitySearchRequest.safeParse(toSearchRequest(longest)).success).toBe(true);
    const tooLong = { ...search, to: "2030-06-01" };
    expect(readActivitySearch(activitySearchParams(tooLong))).toBeNull();
    expect(contract.activitySearchRequest.safeParse(toSearchRequest(tooLong)).success).toBe(false);
  });

  it("answers null for a missing or bad city or dates", () => {
    const bad = (change: Record<string, string | null>) => {
      const params = activitySearchParams(search);
      for (const [k, v] of Object.entries(change)) {
        if (v === null) params.delete(k);
        else params.set(k, v);
      }
      return readActivitySearch(params);
    };
    expect(bad({ cityId: null })).toBeNull();
    expect(bad({ cityId: " " })).toBeNull();
    expect(bad({ cityId: "x".repeat(101) })).toBeNull();
    expect(bad({ from: "2030-02-30" })).toBeNull();
    expect(bad({ to: "tomorrow" })).toBeNull();
    expect(bad({ to: "2030-04-30" })).toBeNull();
    expect(bad({ from: null })).toBeNull();
  });

  it("refuses a search already begun, but keeps its city for the form", () => {
    const params = activitySearchParams(search);
    expect(readActivitySearch(params, "2030-05-02")).toBeNull();
    expect(readActivitySearch(params, "2030-05-01")).toEqual(search);
    expect(readActivityCity(params)).toEqual({
      cityId: search.cityId,
      cityName: search.cityName,
    });
  });

  it("says what is wrong with dates", () => {
    expect(datesProblem("2030-05-01", "2030-05-01", "2030-04-01")).toBeNull();
    expect(datesProblem("2030-03-31", "2030-04-02", "2030-04-01")).toBe("past");
    expect(datesProblem("2030-05-02", "2030-05-01")).toBe("order");
    expect(datesProblem("2030-05-01", "2030-05-31")).toBeNull();
    expect(datesProblem("2030-05-01", "2030-06-01")).toBe("tooLong");
    expect(datesProblem("2031-04-01", "2031-04-02", "2030-04-01")).toBe("tooFar");
  });
});

describe("the results' filters and order", () => {
  const view: ActivityView = {
    categories: ["tour", "food"],
    durations: ["1to4h", "upTo1h"],
    minPrice: 2000,
    maxPrice: 9000,
    freeCancellation: true,
    sort: "-price",
  };

  it("go to the address in a fixed order and back", () => {
    const params = activityViewParams(view);
    expect(params.toString()).toBe(
      "categories=tour.food&durations=upTo1h.1to4h&minPrice=2000&maxPrice=9000&free=1&sort=-price",
    );
    expect(readActivityView(params)).toEqual({
      ...view,
      categories: ["tour", "food"],
      durations: ["upTo1h", "1to4h"],
    });
    expect(readActivityView(query(activityResultsHref(search, view)))).toMatchObject({
      sort: "-price",
      freeCancellation: true,
    });
  });

  it("leave the defaults out and drop what they cannot read", () => {
    expect(activityViewParams(DEFAULT_ACTIVITY_VIEW).toString()).toBe("");
    expect(hasActivityFilters(DEFAULT_ACTIVITY_VIEW)).toBe(false);
    expect(hasActivityFilters(view)).toBe(true);
    const read = readActivityView(
      new URLSearchParams(
        "categories=tour.cruise&durations=forever&minPrice=-5&maxPrice=1e3&free=yes&sort=name",
      ),
    );
    expect(read).toEqual({ ...DEFAULT_ACTIVITY_VIEW, categories: ["tour"] });
  });

  it("put a reversed price range the right way round", () => {
    const read = readActivityView(new URLSearchParams("minPrice=9000&maxPrice=2000"));
    expect([read.minPrice, read.maxPrice]).toEqual([2000, 9000]);
  });
});

describe("travellers", () => {
  it("reads adults, with children and seniors 0 when left out", () => {
    expect(readTravellers(new URLSearchParams("adults=2"))).toEqual({
      adults: 2,
      children: 0,
      seniors: 0,
    });
    expect(readTravellers(new URLSearchParams("adults=0&children=1&seniors=1"))).toEqual({
      adults: 0,
      children: 1,
      seniors: 1,
    });
  });

  it("answers null for missing, bad or refused counts", () => {
    for (const text of [
      "",
      "adults=",
      "adults=two",
      "adults=01",
      "adults=1.5",
      "adults=-1",
      "adults=1&children=x",
      "adults=0&children=2",
      "adults=10&children=6",
      "adults=16",
    ]) {
      expect(readTravellers(new URLSearchParams(text)), text).toBeNull();
    }
  });

  it("agrees with the contract on what is valid", () => {
    const cases = [
      { adults: 1, children: 0, seniors: 0 },
      { adults: 0, children: 3, seniors: 1 },
      { adults: 0, children: 2, seniors: 0 },
      { adults: 10, children: 5, seniors: 0 },
      { adults: 10, children: 5, seniors: 1 },
    ];
    for (const c of cases) {
      expect(validCounts(c), JSON.stringify(c)).toBe(
        contract.activityTravellerCounts.safeParse(c).success,
      );
    }
  });
});

describe("the details page's address", () => {
  const travellers = { adults: 2, children: 1, seniors: 0 };

  it("holds the day, the travellers, the slot and the search", () => {
    const href = activityDetailsHref(
      "a-lisbon-3",
      { date: "2030-05-02", travellers, optionId: "o-1", time: "09:30" },
      search,
    );
    expect(href.startsWith("/booknow/activities/result-details/a-lisbon-3?date=2030-05-02")).toBe(
      true,
    );
    const params = query(href);
    expect(readDate(params.get("date"))).toBe("2030-05-02");
    expect(readTravellers(params)).toEqual(travellers);
    expect(readSlotChoice(params)).toEqual({ optionId: "o-1", time: "09:30" });
    expect(readActivitySearch(params)).toEqual(search);
  });

  it("leaves out a slot half chosen, and reads none from a bad one", () => {
    const href = activityDetailsHref("a-1", { date: "2030-05-02", travellers, optionId: "o-1" });
    expect(query(href).has("option")).toBe(false);
    expect(readSlotChoice(new URLSearchParams("option=o-1&time=9h"))).toBeNull();
    expect(readSlotChoice(new URLSearchParams("time=09:30"))).toBeNull();
  });

  it("encodes the product code in the path and reads it back", () => {
    const href = activityDetailsHref("a b/1", { date: "2030-05-02", travellers });
    const segment = href.split("?")[0]!.split("/").pop()!;
    expect(segment).toBe("a%20b%2F1");
    expect(readProductCode(segment)).toBe("a b/1");
    expect(readProductCode("%E0%A4%A")).toBeNull();
    expect(readProductCode("")).toBeNull();
  });

  it("refuses a day that is not one, or has passed", () => {
    expect(readDate("2030-05-02", "2030-05-01")).toBe("2030-05-02");
    expect(readDate("2030-04-30", "2030-05-01")).toBeNull();
    expect(readDate("2030-13-01")).toBeNull();
    expect(readDate(null)).toBeNull();
  });
});

describe("the checkout's address", () => {
  const checkout = {
    productCode: "a-lisbon-3",
    date: "2030-05-02",
    offerId: "o-1@09:30",
    travellers: { adults: 1, children: 0, seniors: 2 },
  };

  it("goes to the address and back, and is what the quote takes", () => {
    const href = activityCheckoutHref(checkout, search);
    expect(href.startsWith("/booknow/activities/bookings/checkout?productCode=a-lisbon-3")).toBe(
      true,
    );
    const params = query(href);
    expect(readActivityCheckout(params)).toEqual(checkout);
    expect(readActivitySearch(params)).toEqual(search);
    const offerQuery = toOfferQuery(checkout);
    expect(contract.activityOfferQuery.parse(offerQuery)).toEqual(offerQuery);
  });

  it("answers null when a part is missing or bad", () => {
    for (const drop of ["productCode", "date", "offerId", "adults"]) {
      const params = query(activityCheckoutHref(checkout));
      params.delete(drop);
      expect(readActivityCheckout(params), drop).toBeNull();
    }
    const params = query(activityCheckoutHref(checkout));
    params.set("seniors", "20");
    expect(readActivityCheckout(params)).toBeNull();
  });

  it("confirms at the reference's own path", () => {
    expect(ACTIVITY_CONFIRM_TEMPLATE).toBe("/booknow/activities/confirmation/:reference");
    expect(activityConfirmationHref("AB12CD34")).toBe("/booknow/activities/confirmation/AB12CD34");
  });
});
