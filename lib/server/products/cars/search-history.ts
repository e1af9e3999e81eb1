import "server-only";
import type * as z from "zod";
import { CAR_RESULTS_PATH, carSearchHref } from "@/lib/booking/car-search-params";
import type { carOfferQuery } from "@/lib/contract/cars";
import type { SearchKind } from "../kit/search-kind";

/** A car search: the desk, the rental's days. */
export const carSearchHistory: SearchKind<z.output<typeof carOfferQuery>> = {
  product: "cars",
  resultsPath: CAR_RESULTS_PATH,
  describe(b) {
    return {
      path: carSearchHref({
        locationId: b.locationId,
        ...(b.dropOffLocationId && { dropOffLocationId: b.dropOffLocationId }),
        pickUp: b.pickUp,
        dropOff: b.dropOff,
        driverAge: b.driverAge,
        residence: b.residence,
      }),
      params: {
        destination: b.locationId,
        start: b.pickUp.slice(0, 10),
        end: b.dropOff.slice(0, 10),
      },
    };
  },
};
