import "server-only";
import { z } from "zod";
import { percentOf, ratesOn, termsOf, timesMinor, type Rates } from "../money";
import { airportByIata } from "../places";
import { sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import type { Clock, Supplier } from "../supplier";
import { flightsBetween, type Flight } from "./generate";

/**
 * The sandbox flight supplier: the day's nonstop flights from one airport to another, in
 * departure order, economy for the party (SPEC §3 guest groups: adults 12 and over, children 2 to
 * 12, infants under 2 on an adult's lap). The allotment is the flight's seats on that day; adults
 * and children take one each, infants none.
 */

export const MAX_PASSENGERS = 9;
/** What an infant on a lap pays, as a share of the adult fare. */
export const INFANT_FARE_BASIS_POINTS = 1000;

const iata = z.string().regex(/^[A-Z0-9]{3}$/, "an IATA airport code");

export const flightQuery = z
  .object({
    origin: iata,
    destination: iata,
    date: z.iso.date(),
    adults: z.number().int().min(1).max(MAX_PASSENGERS),
    children: z.number().int().min(0).max(MAX_PASSENGERS).default(0),
    infants: z.number().int().min(0).max(MAX_PASSENGERS).default(0),
  })
  .refine((q) => q.origin !== q.destination, {
    message: "destination must differ from origin",
    path: ["destination"],
  })
  .refine((q) => q.adults + q.children <= MAX_PASSENGERS, {
    message: `at most ${MAX_PASSENGERS} seats a booking`,
    path: ["children"],
  })
  .refine((q) => q.infants <= q.adults, {
    message: "every infant travels on an adult's lap",
    path: ["infants"],
  });
export type FlightQuery = z.input<typeof flightQuery>;
type Parsed = z.output<typeof flightQuery>;

export interface FlightItem extends Flight {
  date: string;
  offers: [SandboxOffer];
}
export type FlightResult = Listed<FlightItem>;

const seatsFor = (q: Pick<Parsed, "adults" | "children">) => q.adults + q.children;

/** Adults and children pay the fare, infants a share of it; the flight's taxes on the total. */
export function fareRates(
  flight: Pick<Flight, "economyBaseRate" | "taxAndFeeBasisPoints" | "publishedUpliftBasisPoints">,
  q: Pick<Parsed, "adults" | "children" | "infants">,
): Rates {
  const infantFare = percentOf(flight.economyBaseRate, INFANT_FARE_BASIS_POINTS);
  const baseRate =
    timesMinor(flight.economyBaseRate, seatsFor(q)) +
    (q.infants ? timesMinor(infantFare, q.infants) : 0);
  return ratesOn(baseRate, flight);
}

/** The day's flights of the route, in departure order; none when no nonstop flies it. */
export async function flightCandidates(q: Parsed): Promise<FlightItem[]> {
  const [origin, destination] = await Promise.all([
    airportByIata(q.origin),
    airportByIata(q.destination),
  ]);
  return flightsBetween(origin, destination).map((flight) => ({
    ...flight,
    date: q.date,
    offers: [
      {
        offerId: flight.id,
        capacity: flight.seats,
        rates: fareRates(flight, q),
        terms: termsOf(flight),
      },
    ],
  }));
}

export function sandboxFlightSupplier(clock?: Clock): Supplier<FlightQuery, FlightResult> {
  return sandboxSupplier(
    {
      product: "flights",
      query: flightQuery,
      days: (q) => [q.date],
      quantity: (q) => seatsFor(q),
      candidates: flightCandidates,
    },
    clock,
  );
}
