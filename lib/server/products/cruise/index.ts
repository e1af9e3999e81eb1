import "server-only";
import * as z from "zod";
import { cancellationPolicy } from "@/lib/contract/cancellation-policy";
import type { OfferSnapshot } from "@/lib/contract/booking";
import { ApiError } from "../../errors";
import { cruiseQuery, guestsOf, type CruiseResult } from "../../inventory/cruise/supplier";
import { priceRates } from "../../inventory/money";
import { SupplierError } from "../../inventory/supplier";
import { cruiseLine } from "../../inventory/cruise/lines";
import { cruisePolicy } from "../../inventory/cruise/penalties";
import { supplierSteps } from "../kit/supplier-steps";
import type { ProductModule } from "../kit/types";

/**
 * Cruises on the engine: a cabin category of a sailing for one party, held on the departure day
 * (inventory/cruise), cancelled under its line's schedule of charges. Its pages, checkout and
 * documents are still to come; until then its bookings get the documents every product shares.
 */

const cruiseOffer = z.strictObject({
  product: z.literal("cruise"),
  sailingId: z.string(),
  lineName: z.string(),
  shipName: z.string(),
  watersName: z.string(),
  cabinName: z.string(),
  embarkation: z.string(),
  departureDate: z.iso.date(),
  returnDate: z.iso.date(),
  nights: z.number().int().positive(),
  guests: z.strictObject({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  policy: cancellationPolicy,
});
type CruiseOffer = z.infer<typeof cruiseOffer>;
type Parsed = z.output<typeof cruiseQuery>;

const cruiseOf = (offer: unknown) => offer as CruiseOffer;

const CRUISE_TERMS = { depositPercent: 25, balanceDaysBefore: 90 };

export const cruise: ProductModule = {
  id: "cruise",
  query: cruiseQuery,
  offer: cruiseOffer,
  confirmPaymentPath: "/booknow/cruise",
  adapter: {
    describe(query, offerId, item, markup) {
      const q = query as Parsed;
      const sailing = item as CruiseResult;
      const cabin = sailing.offers.find((o) => o.offerId === offerId);
      if (!cabin) throw new SupplierError("notFound", `no cabin ${offerId} on this sailing`);
      const rates = priceRates({
        baseRate: cabin.rates.baseRate,
        taxAndFee: cabin.rates.taxAndFee,
        markup,
        publishedUpliftBasisPoints: sailing.publishedUpliftBasisPoints,
      });
      const snapshot: CruiseOffer = {
        product: "cruise",
        sailingId: sailing.id,
        lineName: sailing.lineName,
        shipName: sailing.shipName,
        watersName: sailing.watersName,
        cabinName: cabin.cabin.name,
        embarkation: sailing.embarkation.name,
        departureDate: sailing.departureDate,
        returnDate: sailing.returnDate,
        nights: sailing.nights,
        guests: { adults: q.adults, children: q.children, infants: q.infants },
        // The line's schedule, counted in days at the port the cruise sails from.
        policy: cruisePolicy(
          cruiseLine(sailing.lineId)!.cancellation,
          sailing.departureDate,
          sailing.embarkation.timeZone,
          rates.totalRate,
        ),
      };
      return { snapshot: snapshot as unknown as OfferSnapshot, rates, units: 1 };
    },
    /** The cabin's lead guest at least; nobody beyond the party it was priced for. */
    checkTravellers(offer, travellers) {
      if (!travellers.some((t) => t.unit === 0)) {
        throw new ApiError("badRequest", "travellers: name the cabin's lead guest");
      }
      if (travellers.length > guestsOf(cruiseOf(offer).guests)) {
        throw new ApiError("badRequest", "travellers: more travellers than the cabin's guests");
      }
    },
    /** A quarter now, the rest 90 days before sailing (all of it when sailing is nearer). */
    paymentTerms: () => CRUISE_TERMS,
    startsOn: (offer) => cruiseOf(offer).departureDate,
    endsOn: (offer) => cruiseOf(offer).returnDate,
    title: (offer) => `${cruiseOf(offer).shipName}, ${cruiseOf(offer).watersName}`,
    ...supplierSteps("cruise"),
  },
};
