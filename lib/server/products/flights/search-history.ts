import "server-only";
import type * as z from "zod";
import { FLIGHT_RESULTS_PATH, flightResultsHref } from "@/lib/booking/flight-search-params";
import type { flightSearchRequest } from "@/lib/contract/flights";
import type { SearchKind } from "../kit/search-kind";

/** A flight search: the legs, the dates and the passengers. */
export const flightSearchHistory: SearchKind<z.output<typeof flightSearchRequest>> = {
  product: "flights",
  resultsPath: FLIGHT_RESULTS_PATH,
  describe(b) {
    const first = b.legs[0]!;
    const last = b.legs[b.legs.length - 1]!;
    return {
      path: flightResultsHref(b),
      params: {
        destination: b.legs.map((l) => `${l.from.join("/")} → ${l.to.join("/")}`).join(", "),
        start: first.date,
        ...(b.trip !== "oneway" && { end: last.date }),
        adults: String(b.adults),
        children: String(b.children),
        infants: String(b.infants),
      },
    };
  },
};
