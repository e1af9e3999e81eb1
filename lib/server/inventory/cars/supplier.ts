import "server-only";
import { z } from "zod";
import { daysFrom } from "../allotments";
import { ratesOn, termsOf, timesMinor, type Markup, type Rates } from "../money";
import { placeById } from "../places";
import { cheapestFirst, sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { checkRental, rentalDays } from "../stay";
import type { Clock, Supplier } from "../supplier";
import { carOffersAt, YOUNG_DRIVER_AGE, type CarOffer } from "./generate";

/**
 * The sandbox car supplier: the offers of the desks at an airport or a city centre, for a round
 * trip between two wall-clock times at the desk, that the driver is old enough for. A rental takes
 * one car of the offer on each of its rental days (started 24-hour periods, counted from the
 * pick-up date), which is also what it is priced by.
 */

// Wall-clock times at the desk, "2027-06-01T10:00".
const deskTime = z.iso.datetime({ local: true });

export const carQuery = z
  .object({
    /** An airport or city id, as autosuggest gives them. */
    locationId: z.string().min(1).max(100),
    pickUp: deskTime,
    dropOff: deskTime,
    driverAge: z.number().int().min(18).max(99),
  })
  .superRefine(checkRental("pickUp", "dropOff"));
export type CarQuery = z.input<typeof carQuery>;
type Parsed = z.output<typeof carQuery>;

export interface CarItem extends CarOffer {
  offers: [SandboxOffer];
}
export type CarResult = Listed<CarItem>;

/** (Daily rate + the young-driver fee under 25) × rental days, the desk's taxes on it, a markup. */
export function rentalRates(
  offer: CarOffer,
  days: number,
  driverAge: number,
  markup?: Markup,
): Rates {
  const fee = driverAge < YOUNG_DRIVER_AGE ? offer.youngDriverDailyFee : 0;
  return ratesOn(timesMinor(offer.dailyBaseRate + fee, days), offer, markup);
}

/** The location's offers the driver may rent, cheapest first; none under the minimum age. */
export async function carCandidates(q: Parsed): Promise<CarItem[]> {
  const location = await placeById(q.locationId);
  const days = rentalDays(q.pickUp, q.dropOff);
  return carOffersAt(location)
    .filter((offer) => q.driverAge >= offer.minDriverAge)
    .map((offer): CarItem => ({
      ...offer,
      offers: [
        {
          offerId: offer.id,
          capacity: offer.carsPerDay,
          rates: rentalRates(offer, days, q.driverAge),
          terms: termsOf(offer),
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
    },
    clock,
  );
}
