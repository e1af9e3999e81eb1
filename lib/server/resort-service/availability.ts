import "server-only";
import type * as z from "zod";
import {
  resortQuery,
  type resortAvailabilityQuery,
  type ResortAvailabilityResponse,
  type ResortQueryParsed,
  type ResortUnitView,
} from "@/lib/contract/resort";
import { nightsBetween } from "@/lib/contract/stay";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { paymentSchedule } from "../bookings/schedule";
import { agencyMarkup, agentView, shownRates } from "../deals/deals";
import { ApiError } from "../errors";
import { resortPolicy } from "../inventory/resort/policy";
import { resortPropertyById, type ResortProperty } from "../inventory/resort/properties";
import { guestsPerUnit } from "../inventory/resort/supplier";
import { supplierFor } from "../inventory/suppliers/suppliers";
import { unitRatesWithMarkup } from "../products/resort/adapter";

/**
 * The resort service's availability (issue 27, SPEC §7 GET /properties/availability): one
 * property's unit types for a stay, each priced for the whole stay with the agency's resort
 * markup exactly as a quote of it charges, with the units the supplier has left every night; the
 * property's deposit and its cancellation terms for the stay. The wholesale rate and the markup
 * reach unrestricted agents only (SPEC §6).
 */

type AvailabilityQuery = z.output<typeof resortAvailabilityQuery>;

/**
 * A stay as a quote's query; the party's refusals (an adult a unit, at most six a unit) are the
 * quote's own 400s.
 */
export function stayQuery(stay: z.input<typeof resortQuery>): ResortQueryParsed {
  const parsed = resortQuery.safeParse(stay);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ApiError("badRequest", `${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

/** The deposit of a stay: the property's rule, unless check-in is too near for one. */
export function depositOf(property: Pick<ResortProperty, "deposit">, checkIn: string, now: Date) {
  const rule = property.deposit;
  if (!rule) return null;
  const terms = { depositPercent: rule.percent, balanceDaysBefore: rule.balanceDaysBefore };
  // As a booking made now would be scheduled (bookings/schedule.ts): the whole stay at once
  // when its balance would already be due.
  return paymentSchedule(terms, 100, checkIn, now).balanceDueOn ? { ...rule } : null;
}

export async function resortAvailability(
  agency: AgencyRow,
  viewer: UserRow | null,
  request: AvailabilityQuery,
  now = new Date(),
): Promise<ResortAvailabilityResponse> {
  const property = await resortPropertyById(request.propertyId);
  if (!property) {
    throw new ApiError("notFound", `There is no resort property ${request.propertyId}.`);
  }
  const { propertyId: _, ...asked } = request;
  const stay = stayQuery({ regionId: property.destination.id, ...asked });
  // Every unit type with what is left of it: asked for the smallest party the units take (an
  // adult a unit), which every unit type sleeps; whether one sleeps this party's share is said
  // below. Units left and prices do not depend on the party.
  const [listed, markup] = await Promise.all([
    supplierFor("resort").details(property.id, { ...stay, adults: stay.units, children: 0 }),
    agencyMarkup(agency.id, "resort"),
  ]);
  const wholesale = agentView(viewer, agency);
  const perUnit = guestsPerUnit(stay);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const units = listed.offers.map((offer): ResortUnitView => {
    const rates = unitRatesWithMarkup(property, offer.unit, stay, markup);
    return {
      offerId: offer.offerId,
      type: offer.unit.type,
      name: offer.unit.name,
      sleeps: offer.unit.sleeps,
      rates: shownRates(rates, wholesale),
      // The stay's share a unit and night, so that a fixed markup (one on the whole stay) is
      // spread as the quote charges it.
      perNight: Math.round((rates.baseRate + rates.markup) / (nights * stay.units)),
      unitsLeft: offer.unitsLeft,
      available: offer.available && offer.unit.sleeps >= perUnit,
    };
  });
  // The stay's whole price is the penalty after the deadline: here the cheapest unit type's that
  // can take it (the cheapest's when none can); a quote's policy charges its own unit's.
  const priced = units.find((u) => u.available) ?? units[0];
  return {
    property: {
      id: property.id,
      name: property.name,
      stars: property.stars,
      images: property.imageKeys,
      destinationId: property.destination.id,
      destinationName: property.destination.name,
      countryName: property.destination.countryName,
      latitude: property.latitude,
      longitude: property.longitude,
      distanceFromCentreMiles: property.distanceFromCentreMiles,
      timeZone: property.timeZone,
    },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    units,
    deposit: depositOf(property, stay.checkIn, now),
    policy: resortPolicy(property, stay.checkIn, priced?.rates.totalRate ?? 0),
  };
}
