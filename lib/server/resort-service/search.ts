import "server-only";
import type * as z from "zod";
import {
  type resortSearchQuery,
  type ResortSearchResponse,
  type ResortSearchResult,
} from "@/lib/contract/resort";
import { nightsBetween } from "@/lib/contract/stay";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { agencyMarkup, agentView, shownRates } from "../deals/deals";
import { resortPolicy } from "../inventory/resort/policy";
import { supplierFor } from "../inventory/suppliers/suppliers";
import { unitRatesWithMarkup } from "../products/resort/adapter";
import { depositOf, stayQuery } from "./availability";

type SearchQuery = z.output<typeof resortSearchQuery>;

/**
 * The resort results (/booknow/resort/search): the properties of a region that have a unit type
 * left on every night of the stay which sleeps the party's share of a unit (the supplier's search,
 * the quote's query), each shown from its cheapest such unit, priced with the agency's markup as
 * the property's availability and that unit's quote price it; cheapest first. An unknown region
 * is the supplier's 404.
 */
export async function resortSearch(
  agency: AgencyRow,
  viewer: UserRow | null,
  request: SearchQuery,
  now = new Date(),
): Promise<ResortSearchResponse> {
  const stay = stayQuery(request);
  const [found, markup] = await Promise.all([
    supplierFor("resort").search(stay),
    agencyMarkup(agency.id, "resort"),
  ]);
  const wholesale = agentView(viewer, agency);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const data = found.flatMap((property): ResortSearchResult[] => {
    const priced = property.offers.map((offer) => ({
      offer,
      rates: unitRatesWithMarkup(property, offer.unit, stay, markup),
    }));
    const best = priced.reduce<(typeof priced)[number] | undefined>(
      (min, p) => (!min || p.rates.totalRate < min.rates.totalRate ? p : min),
      undefined,
    );
    if (!best) return [];
    const deposit = depositOf(property, stay.checkIn, now);
    const policy = resortPolicy(property, stay.checkIn, best.rates.totalRate);
    return [
      {
        id: property.id,
        name: property.name,
        stars: property.stars,
        image: property.imageKeys[0]!,
        destinationId: property.destination.id,
        destinationName: property.destination.name,
        countryName: property.destination.countryName,
        distanceFromCentreMiles: property.distanceFromCentreMiles,
        unitName: best.offer.unit.name,
        sleeps: best.offer.unit.sleeps,
        unitsLeft: best.offer.unitsLeft,
        rates: shownRates(best.rates, wholesale),
        perNight: Math.round((best.rates.baseRate + best.rates.markup) / (nights * stay.units)),
        depositPercent: deposit?.percent ?? null,
        freeUntil: policy.freeUntil,
      },
    ];
  });
  data.sort((a, b) => a.rates.totalRate - b.rates.totalRate || a.id.localeCompare(b.id));
  return { regionId: stay.regionId, checkIn: stay.checkIn, checkOut: stay.checkOut, nights, data };
}
