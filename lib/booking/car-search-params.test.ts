import { describe, expect, it } from "vitest";
import {
  carOfferQuery,
  carSearchQuery,
  DEFAULT_DRIVER_AGE as CONTRACT_DEFAULT_AGE,
  MAX_DRIVER_AGE,
  MIN_DRIVER_AGE,
  YOUNG_DRIVER_AGE,
  type CarSearchQuery,
} from "@/lib/contract/cars";
import { MAX_DAYS } from "@/lib/contract/stay";
import {
  carCheckoutHref,
  carDetailsHref,
  carQueryParams,
  carReservationHref,
  carSearchHref,
  carsHomeHref,
  DEFAULT_DRIVER_AGE,
  DEFAULT_RESIDENCE,
  isDeskTime,
  MAX_AGE,
  MAX_RENTAL_DAYS,
  MIN_AGE,
  readCarQuery,
  readOfferId,
  YOUNG_AGE,
} from "./car-search-params";

const oneWay: CarSearchQuery = {
  locationId: "airport-LIS",
  dropOffLocationId: "city-2267057",
  pickUp: "2030-06-01T10:00",
  dropOff: "2030-06-05T09:30",
  driverAge: 23,
  residence: "PT",
};
const round: CarSearchQuery = {
  locationId: "city-2267057",
  pickUp: "2030-06-01T10:00",
  dropOff: "2030-06-02T10:00",
  driverAge: 25,
  residence: "US",
};

const read = (text: string) => readCarQuery(new URLSearchParams(text));
const address = (href: string) => new URL(href, "https://agency.test");

it("mirrors the contract's limits for the browser", () => {
  expect([DEFAULT_DRIVER_AGE, MIN_AGE, MAX_AGE, YOUNG_AGE, MAX_RENTAL_DAYS]).toEqual([
    CONTRACT_DEFAULT_AGE,
    MIN_DRIVER_AGE,
    MAX_DRIVER_AGE,
    YOUNG_DRIVER_AGE,
    MAX_DAYS,
  ]);
});

describe("the search in the address", () => {
  it.each([oneWay, round])("reads back what it writes", (q) => {
    expect(readCarQuery(carQueryParams(q))).toEqual(q);
    // What the address holds is what the API takes.
    expect(carSearchQuery.parse(readCarQuery(carQueryParams(q)))).toEqual(q);
  });

  it("writes the parameters in a stable order, with the exact names", () => {
    expect(carQueryParams(oneWay).toString()).toBe(
      "locationId=airport-LIS&dropOffLocationId=city-2267057&pickUp=2030-06-01T10%3A00" +
        "&dropOff=2030-06-05T09%3A30&driverAge=23&residence=PT",
    );
  });

  it("defaults the driver's age to 25 and the residence to US", () => {
    expect(read("locationId=x&pickUp=2030-06-01T10:00&dropOff=2030-06-03T10:00")).toEqual({
      locationId: "x",
      pickUp: "2030-06-01T10:00",
      dropOff: "2030-06-03T10:00",
      driverAge: DEFAULT_DRIVER_AGE,
      residence: DEFAULT_RESIDENCE,
    });
  });

  it("treats a drop-off at the pick-up desk, or a blank one, as none", () => {
    const base = "locationId=x&pickUp=2030-06-01T10:00&dropOff=2030-06-03T10:00";
    expect(read(`${base}&dropOffLocationId=x`)).not.toHaveProperty("dropOffLocationId");
    expect(read(`${base}&dropOffLocationId=`)).not.toHaveProperty("dropOffLocationId");
    expect(
      carQueryParams({ ...round, dropOffLocationId: round.locationId }).has("dropOffLocationId"),
    ).toBe(false);
  });

  it("reads a lower-case residence", () => {
    expect(read(`${carQueryParams(round)}`.replace("residence=US", "residence=us"))).toEqual(round);
  });

  const good = carQueryParams(oneWay);
  const withParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(good);
    if (value === null) params.delete(name);
    else params.set(name, value);
    return readCarQuery(params);
  };

  it.each([
    ["locationId", null],
    ["locationId", ""],
    ["locationId", "x".repeat(101)],
    ["pickUp", null],
    ["pickUp", "2030-06-01"],
    ["pickUp", "2030-06-01T10:00:00"],
    ["pickUp", "2030-06-01T10:00Z"],
    ["pickUp", "2030-02-30T10:00"],
    ["pickUp", "2030-06-01T24:00"],
    ["dropOff", "tomorrow"],
    // The return is not after the pick-up.
    ["dropOff", "2030-06-01T10:00"],
    ["dropOff", "2030-05-31T10:00"],
    // Longer than 60 started days.
    ["dropOff", "2030-07-31T10:01"],
    ["driverAge", "17"],
    ["driverAge", "100"],
    ["driverAge", "25.5"],
    ["driverAge", "abc"],
    ["residence", "PRT"],
    ["residence", "1A"],
  ])("gives null for %s=%s", (name, value) => {
    expect(withParam(name, value)).toBeNull();
  });

  it("keeps a rental of exactly 60 days", () => {
    expect(withParam("dropOff", "2030-07-31T10:00")).not.toBeNull();
  });

  it("checks wall-clock times", () => {
    expect(isDeskTime("2030-12-31T23:59")).toBe(true);
    expect(isDeskTime("2030-13-01T10:00")).toBe(false);
    expect(isDeskTime(null)).toBe(false);
  });
});

describe("the pages' addresses", () => {
  it("carry the search and the offer", () => {
    for (const [href, path] of [
      [carDetailsHref(oneWay, "c-lis-atlas-compact"), "/booknow/cars/result-details"],
      [carReservationHref(oneWay, "c-lis-atlas-compact"), "/booknow/cars/reservation-details"],
      [carCheckoutHref(oneWay, "c-lis-atlas-compact"), "/booknow/Cars/checkout"],
    ] as const) {
      const url = address(href);
      expect(url.pathname).toBe(path);
      expect(readCarQuery(url.searchParams)).toEqual(oneWay);
      expect(readOfferId(url.searchParams)).toBe("c-lis-atlas-compact");
    }
  });

  it("keep the results' own parameters", () => {
    const url = address(carSearchHref(round, new URLSearchParams({ sort: "-price" })));
    expect(url.pathname).toBe("/booknow/cars/search");
    expect(url.searchParams.get("sort")).toBe("-price");
    expect(readCarQuery(url.searchParams)).toEqual(round);
  });

  it("lead to the cars landing with the search, or without one", () => {
    const url = address(carsHomeHref(oneWay));
    expect(url.pathname).toBe("/booknow/cars");
    expect(readCarQuery(url.searchParams)).toEqual(oneWay);
    expect(carsHomeHref(null)).toBe("/booknow/cars");
  });

  it("make a quote's query with the extras", () => {
    const q = readCarQuery(address(carCheckoutHref(oneWay, "o")).searchParams)!;
    expect(carOfferQuery.parse({ ...q, extras: { childSeat: 1 } }).extras).toEqual({
      childSeat: 1,
      additionalDriver: 0,
      gps: 0,
    });
  });

  it("read no offer when it is missing or too long", () => {
    expect(readOfferId(new URLSearchParams())).toBeNull();
    expect(readOfferId(new URLSearchParams({ offerId: "x".repeat(201) }))).toBeNull();
  });
});
