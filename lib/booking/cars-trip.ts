import type { CarOfferSnapshot } from "@/lib/contract/cars";

// A car rental's own reading. The desks' times are wall-clock times there (`pickUp.at`), shown as
// written.

/**
 * A rental in short: where it is picked up and where it is returned (`oneWay` when that is
 * another desk).
 */
export function carRoute(offer: Pick<CarOfferSnapshot, "pickUp" | "dropOff">): {
  from: string;
  to: string;
  oneWay: boolean;
} {
  return {
    from: offer.pickUp.name,
    to: offer.dropOff.name,
    oneWay: offer.pickUp.locationId !== offer.dropOff.locationId,
  };
}

/**
 * The supplier writes "Toyota Corolla or similar" in English: the model alone, for each language
 * to say "or similar" its own way.
 */
export function carModel(name: string): string {
  return name.replace(/\s+or similar\s*$/i, "");
}

/** The day of a desk's local `YYYY-MM-DDTHH:MM`, on that desk's clock. */
const deskDay = (local: string) => local.slice(0, 10);

export const carTrip = {
  dates: (offer: CarOfferSnapshot) => ({
    start: deskDay(offer.pickUp.at),
    end: deskDay(offer.dropOff.at),
  }),
  /** A rental names its one main driver. */
  travellers: () => 1,
  title: (offer: CarOfferSnapshot) => `${offer.vehicleClass}, ${offer.pickUp.name}`,
};
