import "server-only";
import { guestsOf, type CruiseOfferSnapshot, type CruiseQueryParsed } from "@/lib/contract/cruise";
import { SupplierError } from "../../inventory/supplier";
import { itineraryOf } from "../../inventory/cruise/itinerary";
import { cruiseLine } from "../../inventory/cruise/lines";
import { cruisePolicy } from "../../inventory/cruise/penalties";
import { sailingById } from "../../inventory/cruise/sailings";
import type { CruiseResult } from "../../inventory/cruise/supplier";
import { refuse, supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";
import { checkCruiseGuests } from "./guests";
import { cabinRatesWithMarkup } from "./search";

const cruiseOf = (offer: unknown) => offer as CruiseOfferSnapshot;

const CRUISE_TERMS = { depositPercent: 25, balanceDaysBefore: 90 };

/** The category of an offer id (`<sailing id>-<code>`), or null when no sailing has it. */
async function categoryOf(offerId: string) {
  const sailingId = offerId.slice(0, offerId.lastIndexOf("-"));
  const sailing = sailingId ? await sailingById(sailingId) : null;
  return sailing?.cabins.find((c) => c.id === offerId) ?? null;
}

/**
 * A cabin category of a sailing for one party, held on the departure day (inventory/cruise), sold
 * on a deposit and cancelled under its line's schedule of charges; every guest named as on the
 * passport (guests.ts).
 */
export const cruiseAdapter: ProductAdapter = {
  /**
   * A party larger than the category's berths is refused before anything is held: a 400 on the
   * query, where the supplier would only say that no such offer is sold for it. An offer id of
   * no sailing is left to the supplier's 404.
   */
  async check(query, offerId) {
    const category = await categoryOf(offerId);
    const guests = guestsOf(query as CruiseQueryParsed);
    if (category && guests > category.maxOccupancy) {
      refuse(
        "query",
        `the ${category.name} takes at most ${category.maxOccupancy} guests; the party is ${guests}`,
      );
    }
  },
  describe(query, offerId, item, markup) {
    const q = query as CruiseQueryParsed;
    const sailing = item as CruiseResult;
    const cabin = sailing.offers.find((o) => o.offerId === offerId);
    if (!cabin) throw new SupplierError("notFound", `no cabin ${offerId} on this sailing`);
    // Priced as the search priced it, so that the quote holds the price the page showed.
    const rates = cabinRatesWithMarkup(sailing, cabin, markup);
    const snapshot: CruiseOfferSnapshot = {
      product: "cruise",
      sailingId: sailing.id,
      lineId: sailing.lineId,
      lineName: sailing.lineName,
      shipName: sailing.shipName,
      watersName: sailing.watersName,
      cabinCode: cabin.cabin.code,
      cabinName: cabin.cabin.name,
      embarkation: sailing.embarkation.name,
      departureDate: sailing.departureDate,
      returnDate: sailing.returnDate,
      nights: sailing.nights,
      itinerary: itineraryOf(sailing),
      guests: { adults: q.adults, children: q.children, infants: q.infants },
      // The line's schedule, counted in days at the port the cruise sails from.
      policy: cruisePolicy(
        cruiseLine(sailing.lineId)!.cancellation,
        sailing.departureDate,
        sailing.embarkation.timeZone,
        rates.totalRate,
      ),
    };
    return { snapshot, rates, units: 1 };
  },
  checkTravellers: (offer, travellers, now, answers) =>
    checkCruiseGuests(cruiseOf(offer), travellers, now, answers),
  /** A quarter now, the rest 90 days before sailing (all of it when sailing is nearer). */
  paymentTerms: () => CRUISE_TERMS,
  startsOn: (offer) => cruiseOf(offer).departureDate,
  endsOn: (offer) => cruiseOf(offer).returnDate,
  title: (offer) => `${cruiseOf(offer).shipName}, ${cruiseOf(offer).watersName}`,
  ...supplierSteps("cruise"),
};
