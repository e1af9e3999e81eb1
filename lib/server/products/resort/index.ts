import "server-only";
import * as z from "zod";
import { cancellationPolicy } from "@/lib/contract/cancellation-policy";
import type { OfferSnapshot } from "@/lib/contract/booking";
import { nightsBetween } from "@/lib/contract/stay";
import { ApiError } from "../../errors";
import { resortQuery, unitStayRates, type ResortResult } from "../../inventory/resort/supplier";
import { SupplierError } from "../../inventory/supplier";
import { soldAsIs } from "../kit/sold-as-is";
import { supplierSteps } from "../kit/supplier-steps";
import type { ProductModule } from "../kit/types";

/**
 * Resorts on the engine: units of one type at a property for a stay, held every night
 * (inventory/resort). Its pages, checkout and documents are the next issue's; until then its
 * bookings get the documents every product shares.
 */

const resortOffer = z.strictObject({
  product: z.literal("resort"),
  propertyId: z.string(),
  propertyName: z.string(),
  destination: z.string(),
  unitName: z.string(),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  nights: z.number().int().positive(),
  units: z.number().int().positive(),
  adults: z.number().int(),
  children: z.number().int(),
  policy: cancellationPolicy,
});
type ResortOffer = z.infer<typeof resortOffer>;
type Parsed = z.output<typeof resortQuery>;

const resortOf = (offer: unknown) => offer as ResortOffer;

export const resort: ProductModule = {
  id: "resort",
  query: resortQuery,
  offer: resortOffer,
  confirmPaymentPath: "/booknow/resort",
  adapter: {
    describe(query, offerId, item, markup) {
      const q = query as Parsed;
      const property = item as ResortResult;
      const offer = property.offers.find((o) => o.offerId === offerId);
      if (!offer) throw new SupplierError("notFound", `no unit ${offerId} at this property`);
      const nights = nightsBetween(q.checkIn, q.checkOut);
      const rates = unitStayRates(property, offer.unit, nights, q.units, markup);
      const snapshot: ResortOffer = {
        product: "resort",
        propertyId: property.id,
        propertyName: property.name,
        destination: property.destination.name,
        unitName: offer.unit.name,
        checkIn: q.checkIn,
        checkOut: q.checkOut,
        nights,
        units: q.units,
        adults: q.adults,
        children: q.children,
        policy: soldAsIs(rates.totalRate),
      };
      return { snapshot: snapshot as unknown as OfferSnapshot, rates, units: q.units };
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
    startsOn: (offer) => resortOf(offer).checkIn,
    endsOn: (offer) => resortOf(offer).checkOut,
    title: (offer) => `${resortOf(offer).propertyName}, ${resortOf(offer).destination}`,
    ...supplierSteps("resort"),
  },
};
