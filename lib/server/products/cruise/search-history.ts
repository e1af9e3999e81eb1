import "server-only";
import { CRUISE_RESULTS_PATH, cruiseResultsHref } from "@/lib/booking/cruise-search-params";
import type { CruiseQueryParsed } from "@/lib/contract/cruise";
import type { SearchKind } from "../kit/search-kind";

/**
 * A cruise search: the window of departure dates, what it was narrowed to (waters, departure
 * port, line, by their ids, as the results page's address names them) and the party.
 */
export const cruiseSearchHistory: SearchKind<CruiseQueryParsed> = {
  product: "cruise",
  resultsPath: CRUISE_RESULTS_PATH,
  describe(b) {
    const destination = [b.watersId, b.portId, b.lineId].filter(Boolean).join(", ");
    return {
      path: cruiseResultsHref(b),
      params: {
        ...(destination && { destination }),
        start: b.departFrom,
        end: b.departTo,
        adults: String(b.adults),
        children: String(b.children),
        infants: String(b.infants),
      },
    };
  },
};
