import "server-only";
import { CAR_ERRORS, type CarOfferSnapshot } from "@/lib/contract/cars";
import type { CarResult } from "../../inventory/cars/supplier";
import { refuse, supplierSteps } from "../kit/supplier-steps";
import type { ProductAdapter } from "../kit/types";
import { describeCarOffer } from "./search";

const carOf = (offer: unknown) => offer as CarOfferSnapshot;

/** A car's main driver: the age it was priced for, in the supplier's range, a licence country. */
export const carAdapter: ProductAdapter = {
  describe: (query, _offerId, car, markup) =>
    describeCarOffer(query as never, car as CarResult, markup),
  checkTravellers(snapshot, travellers) {
    const offer = carOf(snapshot);
    const driver = travellers[0];
    if (!driver || travellers.length !== 1 || driver.unit !== 0) {
      return refuse("travellers", CAR_ERRORS.oneDriver);
    }
    if (driver.age !== offer.driverAge) refuse("travellers.0.age", CAR_ERRORS.ageMismatch);
    if (offer.driverAge < offer.minDriverAge || offer.driverAge > offer.maxDriverAge) {
      refuse("travellers.0.age", CAR_ERRORS.ageOutOfRange);
    }
    if (!driver.licenceCountry) refuse("travellers.0.licenceCountry", CAR_ERRORS.licenceCountry);
  },
  /** The rental, then each extra and fee, weighed as the traveller pays them (the snapshot's). */
  priceParts(snapshot, { totalUsd }) {
    const offer = carOf(snapshot);
    const extras = offer.extras.map((e) => ({
      kind: e.code,
      count: e.quantity,
      weight: e.totalUsd,
    }));
    const fees = [
      { kind: "youngDriverFee" as const, count: 1, weight: offer.youngDriverFeeUsd },
      { kind: "oneWayFee" as const, count: 1, weight: offer.oneWayFeeUsd },
    ].filter((fee) => fee.weight > 0);
    const added = [...extras, ...fees].reduce((sum, part) => sum + part.weight, 0);
    return [
      { kind: "rental", count: offer.rentalDays, weight: Math.max(0, totalUsd - added) },
      ...extras,
      ...fees,
    ];
  },
  startsOn: (offer) => carOf(offer).pickUp.at.slice(0, 10),
  endsOn: (offer) => carOf(offer).dropOff.at.slice(0, 10),
  title: (offer) => `${carOf(offer).vehicleClass}, ${carOf(offer).pickUp.name}`,
  ...supplierSteps("cars"),
};
