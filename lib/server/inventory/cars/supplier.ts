import "server-only";
import { digitsOf } from "../confirmations";
import {
  CAR_EXTRAS,
  carOfferQuery,
  type CarExtras,
  type CarOfferQuery,
  type CarOfferQueryInput,
} from "@/lib/contract/cars";
import { daysFrom } from "../allotments";
import { ratesOn, termsOf, timesMinor, type Markup, type Rates } from "../money";
import { placeById } from "../places";
import { cheapestFirst, sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { rentalDays } from "@/lib/contract/stay";
import type { Place } from "../geo/search-index";
import type { Clock, Supplier } from "../supplier";
import {
  carOffersAt,
  carTestBehaviour,
  testCarsAt,
  YOUNG_DRIVER_AGE,
  type CarOffer,
} from "./generate";

/**
 * The sandbox car supplier: the offers of the desks at an airport or a city centre, for a round
 * trip between two wall-clock times at the desk, that the driver is old enough for. A rental takes
 * one car of the offer on each of its rental days (started 24-hour periods, counted from the
 * pick-up date), which is also what it is priced by.
 */

export const carQuery = carOfferQuery;
export type CarQuery = CarOfferQueryInput;
type Parsed = CarOfferQuery;

export interface CarItem extends CarOffer {
  offers: [SandboxOffer];
}
export type CarResult = Listed<CarItem>;

/** What a rental adds to the car's daily rate, USD cents wholesale: extras, one-way return. */
export interface RentalAdditions {
  extras?: Partial<CarExtras>;
  oneWay?: boolean;
}

/** The wholesale parts of a rental, USD cents: the car, the young-driver fee, each extra, one way. */
export function rentalParts(
  offer: CarOffer,
  days: number,
  driverAge: number,
  { extras = {}, oneWay = false }: RentalAdditions = {},
) {
  const young = driverAge < YOUNG_DRIVER_AGE ? timesMinor(offer.youngDriverDailyFee, days) : 0;
  const extraParts = CAR_EXTRAS.flatMap((code) => {
    const quantity = extras[code] ?? 0;
    return quantity > 0
      ? [{ code, quantity, wholesale: timesMinor(offer.extrasDaily[code], days * quantity) }]
      : [];
  });
  return {
    car: timesMinor(offer.dailyBaseRate, days),
    young,
    extras: extraParts,
    oneWay: oneWay ? offer.oneWayFee : 0,
  };
}

/**
 * (Daily rate + the young-driver fee under 25 + the extras) × rental days, the one-way fee, the
 * desk's taxes on it, a markup.
 */
export function rentalRates(
  offer: CarOffer,
  days: number,
  driverAge: number,
  markup?: Markup,
  additions?: RentalAdditions,
): Rates {
  const parts = rentalParts(offer, days, driverAge, additions);
  const base =
    parts.car + parts.young + parts.oneWay + parts.extras.reduce((n, e) => n + e.wholesale, 0);
  return ratesOn(base, offer, markup);
}

/** The ordinary cars and the named test cars of a desk, the same on every machine. */
export function carsAt(location: Place): CarOffer[] {
  const ordinary = carOffersAt(location);
  return [...ordinary, ...testCarsAt(location, ordinary)];
}

/**
 * The desk's offers the driver may rent, cheapest first; none outside the supplier's age range.
 * Another drop-off place must be a known one; returning there adds the one-way fee.
 */
export async function carCandidates(q: Parsed): Promise<CarItem[]> {
  const location = await placeById(q.locationId);
  const oneWay = !!q.dropOffLocationId && q.dropOffLocationId !== q.locationId;
  if (oneWay) await placeById(q.dropOffLocationId!);
  const days = rentalDays(q.pickUp, q.dropOff);
  return carsAt(location)
    .filter((offer) => q.driverAge >= offer.minDriverAge && q.driverAge <= offer.maxDriverAge)
    .map((offer): CarItem => ({
      ...offer,
      offers: [
        {
          offerId: offer.id,
          capacity: offer.carsPerDay,
          rates: rentalRates(offer, days, q.driverAge, undefined, { extras: q.extras, oneWay }),
          terms: termsOf(offer),
          behaviour: offer.behaviour,
        },
      ],
    }))
    .sort(cheapestFirst);
}

export function sandboxCarSupplier(clock?: Clock): Supplier<CarQuery, CarResult> {
  return sandboxSupplier(
    {
      product: "cars",
      query: carQuery,
      days: (q) => daysFrom(q.pickUp.slice(0, 10), rentalDays(q.pickUp, q.dropOff)),
      quantity: () => 1,
      candidates: carCandidates,
      behaviourOf: carTestBehaviour,
      confirmationOf: (reference) => `CR${digitsOf(reference, 8)}`,
    },
    clock,
  );
}
