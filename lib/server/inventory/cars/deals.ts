import "server-only";
import * as z from "zod";
import { carDetailsHref, DEFAULT_RESIDENCE } from "@/lib/booking/car-search-params";
import { geo } from "../geo/geo";
import { latitude, longitude, NEARBY_MILES, placesWithin } from "../geo/nearby";
import type { Rates } from "../money";
import { best, type DealOptions } from "../ranking";
import { rentalRates } from "./supplier";
import { checkRental, rentalDays } from "@/lib/contract/stay";
import { carOffersAt, MIN_DRIVER_AGE } from "./generate";

/**
 * Car deals (SPEC §2.3, §3) from the sandbox inventory: round trips at the desks nearest a point,
 * priced through money.ts with the agency's markup for the whole rental, (daily rate +
 * young-driver fee) × 24-hour rental days, best value first.
 */

/** Car desks: the nearest airports and the nearest city centre. */
const CAR_AIRPORTS = 2;

// Local date-times ("2025-06-01T10:00") are wall-clock times at the desk; with an offset, instants.
const dateTime = z.iso.datetime({ local: true, offset: true });
export const carDealsQuery = z
  .object({
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    pickUpDateTime: dateTime,
    returnDateTime: dateTime,
    driverAge: z.number().int().min(18).max(99),
    residence: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default(DEFAULT_RESIDENCE),
  })
  .superRefine(checkRental("pickUpDateTime", "returnDateTime"));
export type CarDealsQuery = z.input<typeof carDealsQuery>;

export interface CarDeal {
  id: string;
  /** Image keys (`car-<class>`, `car-supplier-<code>`), not URLs. */
  vehiclePicture: string;
  logo: string;
  supplierName: string;
  /** "Toyota Corolla or similar". */
  name: string;
  vehicleClass: string;
  /** SPEC §3 spelling. */
  passangerCapacity: number;
  bagCapacity: number;
  noOfDoors: number;
  transmission: "automatic" | "manual";
  pickupLocation: string;
  /** Deals are round trips: returned where picked up. */
  dropOffLocation: string;
  isFreeCancellation: boolean;
  rates: Rates;
  link: string;
}

/** Rentals at the nearest airports and city-centre desk within NEARBY_MILES. */
export async function carDeals(input: CarDealsQuery, options: DealOptions = {}) {
  const q = carDealsQuery.parse(input);
  if (q.driverAge < MIN_DRIVER_AGE) return [];
  const { cities, airports } = await geo();
  const point = { latitude: q.pickupLatitude, longitude: q.pickupLongitude };
  const days = rentalDays(q.pickUpDateTime, q.returnDateTime);
  const desks = [
    ...placesWithin(airports.places, point, NEARBY_MILES).slice(0, CAR_AIRPORTS),
    ...placesWithin(cities.places, point, NEARBY_MILES).slice(0, 1),
  ];

  const deals = desks.flatMap(({ place }) =>
    carOffersAt(place)
      .filter((offer) => q.driverAge >= offer.minDriverAge)
      .map((offer): CarDeal => {
        return {
          id: offer.id,
          vehiclePicture: offer.imageKey,
          logo: offer.supplier.logoKey,
          supplierName: offer.supplier.name,
          name: offer.name,
          vehicleClass: offer.vehicleClass,
          passangerCapacity: offer.passengerCapacity,
          bagCapacity: offer.bagCapacity,
          noOfDoors: offer.doors,
          transmission: offer.transmission,
          pickupLocation: offer.locationName,
          dropOffLocation: offer.locationName,
          isFreeCancellation: offer.isFreeCancellation,
          rates: rentalRates(offer, days, q.driverAge, options.markup),
          // The car's details for the same rental; desk times are the wall-clock part.
          link: carDetailsHref(
            {
              locationId: place.id,
              pickUp: q.pickUpDateTime.slice(0, 16),
              dropOff: q.returnDateTime.slice(0, 16),
              driverAge: q.driverAge,
              residence: q.residence,
            },
            offer.id,
          ),
        };
      }),
  );
  return best(deals, options.limit);
}
