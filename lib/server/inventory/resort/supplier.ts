import "server-only";
import { daysFrom } from "../allotments";
import { ratesOn, termsOf, timesMinor, type Markup, type PriceTerms, type Rates } from "../money";
import { cheapestFirst, sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { resortQuery, type ResortQuery, type ResortQueryParsed } from "@/lib/contract/resort";
import { nightsBetween } from "@/lib/contract/stay";
import { SupplierError, type Clock, type Supplier } from "../supplier";
import {
  propertiesForDestination,
  resortDestinations,
  type ResortDestination,
  type ResortProperty,
  type ResortUnit,
} from "./properties";
import { regionTree } from "./regions";

/**
 * The sandbox resort supplier: the resort properties of a destination, or of every destination of
 * a country, sub-region or region of the region tree, for a stay of `units` units of one unit
 * type, the party spread over them. Offers are the unit types that sleep the party; their allotment
 * is units per night, held on every night of the stay.
 */

// The stay's query is the browser contract's (lib/contract/resort.ts): a quote, the supplier and
// the pages read one description of it.
export {
  MAX_RESORT_UNITS as MAX_UNITS,
  MAX_UNIT_SLEEPS,
  resortQuery,
  type ResortQuery,
} from "@/lib/contract/resort";
type Parsed = ResortQueryParsed;

export interface UnitOffer extends SandboxOffer {
  unit: ResortUnit;
}
export interface ResortItem extends Omit<ResortProperty, "units"> {
  offers: UnitOffer[];
}
export type ResortResult = Listed<ResortItem>;

/** The guests one unit must sleep: the party spread as evenly as it goes over the units. */
export function guestsPerUnit(q: Pick<Parsed, "adults" | "children" | "units">): number {
  return Math.ceil((q.adults + q.children) / q.units);
}

/** The whole stay: nightly rate × nights × units, the property's taxes and fees, a markup. */
export function unitStayRates(
  property: PriceTerms,
  unit: Pick<ResortUnit, "nightlyBaseRate">,
  nights: number,
  units: number,
  markup?: Markup,
): Rates {
  return ratesOn(timesMinor(unit.nightlyBaseRate, nights * units), property, markup);
}

/** The destinations of a region of the tree (itself, for a destination); `notFound` if unknown. */
export async function destinationsIn(regionId: string): Promise<ResortDestination[]> {
  const [tree, { byId }] = await Promise.all([regionTree(), resortDestinations()]);
  if (!tree.byId.has(regionId)) {
    throw new SupplierError("notFound", `no resort region ${JSON.stringify(regionId)}`);
  }
  const found: ResortDestination[] = [];
  const visit = (id: string) => {
    const destination = byId.get(id);
    if (destination) found.push(destination);
    else tree.children.get(id)?.forEach((child) => visit(child.id));
  };
  visit(regionId);
  return found;
}

/** Properties with a unit type that sleeps the party, cheapest first; before availability. */
export async function resortCandidates(q: Parsed): Promise<ResortItem[]> {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  const perUnit = guestsPerUnit(q);
  return (await destinationsIn(q.regionId))
    .flatMap(propertiesForDestination)
    .flatMap(({ units, ...property }) => {
      const offers = units
        .filter((unit) => unit.sleeps >= perUnit)
        .map((unit): UnitOffer => ({
          offerId: unit.id,
          capacity: unit.unitsPerNight,
          rates: unitStayRates(property, unit, nights, q.units),
          terms: termsOf(property),
          unit,
        }));
      return offers.length ? [{ ...property, offers }] : [];
    })
    .sort(cheapestFirst);
}

export function sandboxResortSupplier(clock?: Clock): Supplier<ResortQuery, ResortResult> {
  return sandboxSupplier(
    {
      product: "resort",
      query: resortQuery,
      days: (q) => daysFrom(q.checkIn, nightsBetween(q.checkIn, q.checkOut)),
      quantity: (q) => q.units,
      candidates: resortCandidates,
    },
    clock,
  );
}
