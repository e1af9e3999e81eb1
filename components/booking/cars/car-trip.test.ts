import { describe, expect, it } from "vitest";
import { carOfferQuery, type CarOfferQuery, type CarOfferSnapshot } from "@/lib/contract/cars";
import {
  CAR_RESERVATION_PATH,
  readCarExtras,
  readCarQuery,
  readOfferId,
} from "@/lib/booking/car-search-params";
import { cleanExtras } from "./car-draft";
import { carTripParts } from "./car-trip";

/**
 * A proposal's car (issue 28): the client's "Book this option" goes to the car's driver page,
 * then its checkout (the grant kept on each, lib/booking/proposal-grant.test.ts).
 */

const rental: CarOfferQuery = carOfferQuery.parse({
  locationId: "airport-LIS",
  dropOffLocationId: "city-2267057",
  pickUp: "2030-06-01T10:00",
  dropOff: "2030-06-05T09:30",
  driverAge: 23,
  residence: "PT",
  extras: { childSeat: 2, gps: 1 },
});
const offer = { product: "cars" } as CarOfferSnapshot;

const address = (href: string) => new URL(href, "https://demo.example");

describe("a proposal's car", () => {
  it("is booked from the driver's page with its offer, its rental and its extras", () => {
    const url = address(carTripParts.checkoutHref!("c-lis-atlas-compact", rental, offer));
    expect(url.pathname).toBe(CAR_RESERVATION_PATH);
    expect(readOfferId(url.searchParams)).toBe("c-lis-atlas-compact");
    const { extras, ...search } = rental;
    expect(readCarQuery(url.searchParams)).toEqual(search);
    expect(url.searchParams.get("locationId")).toBe("airport-LIS");
    expect(url.searchParams.get("pickUp")).toBe("2030-06-01T10:00");
    expect(url.searchParams.get("driverAge")).toBe("23");
    // The checkout quotes the query it was proposed with, extras and all.
    const named = cleanExtras(readCarExtras(url.searchParams));
    expect(named).toEqual({ childSeat: 2, additionalDriver: 0, gps: 1 });
    expect(carOfferQuery.parse({ ...readCarQuery(url.searchParams), extras: named })).toEqual({
      ...search,
      extras,
    });
  });

  it("names no extras as none, so that the client's own draft of the car is not quoted", () => {
    const plain = carOfferQuery.parse({ ...rental, extras: undefined });
    const url = address(carTripParts.checkoutHref!("o", plain, offer));
    expect(url.searchParams.get("extras")).toBe("none");
    expect(cleanExtras(readCarExtras(url.searchParams))).toEqual(plain.extras);
  });

  it("reads no extras from an address that names none or cannot be read", () => {
    expect(readCarExtras(new URLSearchParams())).toBeNull();
    expect(readCarExtras(new URLSearchParams({ extras: "childSeat=1" }))).toBeNull();
    expect(readCarExtras(new URLSearchParams({ extras: "gps:1,," }))).toBeNull();
    // Codes and limits are the draft's to check.
    expect(cleanExtras(readCarExtras(new URLSearchParams({ extras: "gps:9,boat:1" })))).toEqual({
      childSeat: 0,
      additionalDriver: 0,
      gps: 0,
    });
  });
});
