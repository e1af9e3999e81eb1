import { expect } from "vitest";
import { POST as details } from "@/app/api/cars/details/route";
import { POST as search } from "@/app/api/cars/search/route";
import type {
  CarDetailsResponse,
  CarOffer,
  CarOfferQueryInput,
  CarSearchResponse,
} from "@/lib/contract/cars";
import { inDays } from "./booking";
import { send } from "./http";

/** Car rentals as a browser drives them: search, details with extras, the main driver. */

/** A rental from 10:00 on `day` days ahead to 10:00 `days` later, for a driver of 30. */
export const rental = (
  locationId: string,
  day: number,
  over: Partial<CarOfferQueryInput> = {},
  days = 3,
) =>
  ({
    locationId,
    pickUp: `${inDays(day)}T10:00`,
    dropOff: `${inDays(day + days)}T10:00`,
    driverAge: 30,
    residence: "PT",
    ...over,
  }) satisfies CarOfferQueryInput;

export async function searchCars(host: string, query: unknown, cookie = "") {
  const r = await send(search, host, "/api/cars/search", {
    body: query,
    headers: cookie ? { cookie } : {},
  });
  return r as typeof r & { body: CarSearchResponse };
}

export async function carDetails(host: string, query: object, offerId: string, cookie = "") {
  const r = await send(details, host, "/api/cars/details", {
    body: { ...query, offerId },
    headers: cookie ? { cookie } : {},
  });
  return r as typeof r & { body: CarDetailsResponse };
}

/** The cars of a search: the first ordinary one (free to cancel) and the named test ones. */
export async function carsOf(host: string, query: object, cookie = "") {
  const found = await searchCars(host, query, cookie);
  expect(found.status).toBe(200);
  const cars = found.body.cars;
  const ordinary = cars.find((c) => c.testBehaviour === null && c.isFreeCancellation);
  expect(ordinary).toBeDefined();
  const test = (label: string): CarOffer => {
    const car = cars.find((c) => c.testBehaviour === label);
    expect(car, label).toBeDefined();
    return car!;
  };
  return { cars, ordinary: ordinary!, test };
}

/** The main driver, of the age the car was priced for. */
export const driver = (age = 30, over: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Silva",
  unit: 0,
  age,
  licenceCountry: "PT",
  ...over,
});
