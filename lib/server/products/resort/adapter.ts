import "server-only";
import type { ResortOfferSnapshot, ResortQueryParsed } from "@/lib/contract/resort";
import { nightsBetween } from "@/lib/contract/stay";
import { ApiError } from "../../errors";
import type { Markup, Rates } from "../../inventory/money";
import { resortPolicy } from "../../inventory/resort/policy";
import {
  depositRuleFor,
  resortPropertyById,
  type ResortUnit,
} from "../../inventory/resort/properties";
import {
  guestsPerUnit,
  unitStayRates,
  type ResortItem,
  type ResortResult,
} from "../../inventory/resort/supplier";
import { SupplierError } from "../../inventory/supplier";
import { refuse, supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";

const resortOf = (offer: unknown) => offer as ResortOfferSnapshot;

/**
 * A unit type's whole stay for `units` units with the agency's markup: the one price of a unit,
 * which the availability call shows and a quote (`describe`) holds, so that they never differ.
 */
export function unitRatesWithMarkup(
  property: Pick<ResortItem, "taxAndFeeBasisPoints" | "publishedUpliftBasisPoints">,
  unit: Pick<ResortUnit, "nightlyBaseRate">,
  q: Pick<ResortQueryParsed, "checkIn" | "checkOut" | "units">,
  markup: Markup,
): Rates {
  return unitStayRates(property, unit, nightsBetween(q.checkIn, q.checkOut), q.units, markup);
}

/** The unit of an offer id (`<property id>-<code>`), or null when no property has it. */
async function unitOf(offerId: string): Promise<ResortUnit | null> {
  const propertyId = offerId.slice(0, offerId.lastIndexOf("-"));
  const property = propertyId ? await resortPropertyById(propertyId) : null;
  return property?.units.find((u) => u.id === offerId) ?? null;
}

/**
 * Units of one type at a resort property for a stay, held every night (inventory/resort), free to
 * cancel until the property's deadline and then charged the whole stay, sold on a deposit where
 * the property asks one; a lead guest named for every unit.
 */
export const resortAdapter: ProductAdapter = {
  /**
   * A party that a unit type cannot sleep, spread over the units asked for, is refused before
   * anything is held: a 400 on the query, where the supplier would only say that no such offer
   * is sold for it. An offer id of no property is left to the supplier's 404.
   */
  async check(query, offerId) {
    const unit = await unitOf(offerId);
    const perUnit = guestsPerUnit(query as ResortQueryParsed);
    if (unit && perUnit > unit.sleeps) {
      refuse(
        "query",
        `a ${unit.name} sleeps at most ${unit.sleeps}; the party needs ${perUnit} a unit`,
      );
    }
  },
  describe(query, offerId, item, markup) {
    const q = query as ResortQueryParsed;
    const property = item as ResortResult;
    const offer = property.offers.find((o) => o.offerId === offerId);
    if (!offer) throw new SupplierError("notFound", `no unit ${offerId} at this property`);
    const rates = unitRatesWithMarkup(property, offer.unit, q, markup);
    const snapshot: ResortOfferSnapshot = {
      product: "resort",
      propertyId: property.id,
      propertyName: property.name,
      stars: property.stars,
      image: property.imageKeys[0]!,
      destination: property.destination.name,
      countryName: property.destination.countryName,
      timeZone: property.timeZone,
      unitName: offer.unit.name,
      unitType: offer.unit.type,
      sleeps: offer.unit.sleeps,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      nights: nightsBetween(q.checkIn, q.checkOut),
      units: q.units,
      adults: q.adults,
      children: q.children,
      policy: resortPolicy(property, q.checkIn, rates.totalRate),
    };
    return { snapshot, rates, units: q.units };
  },
  /** A guest named for every unit, as for a hotel's rooms. */
  checkTravellers(offer, travellers) {
    const { units } = resortOf(offer);
    for (let unit = 0; unit < units; unit++) {
      if (!travellers.some((t) => t.unit === unit)) {
        throw new ApiError("badRequest", `travellers: name a guest for unit ${unit + 1}`);
      }
    }
    if (travellers.some((t) => t.unit >= units)) {
      throw new ApiError("badRequest", `travellers: there are ${units} units`);
    }
  },
  /**
   * The property's deposit (a four- or five-star one asks 30 %, the balance 30 days before
   * check-in), read from the stars the snapshot keeps: the rule is the stars' alone.
   */
  paymentTerms(offer) {
    const rule = depositRuleFor(resortOf(offer).stars);
    return rule && { depositPercent: rule.percent, balanceDaysBefore: rule.balanceDaysBefore };
  },
  startsOn: (offer) => resortOf(offer).checkIn,
  endsOn: (offer) => resortOf(offer).checkOut,
  title: (offer) => `${resortOf(offer).propertyName}, ${resortOf(offer).destination}`,
  ...supplierSteps("resort"),
};
