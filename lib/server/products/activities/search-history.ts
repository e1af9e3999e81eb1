import "server-only";
import type * as z from "zod";
import { activityResultsHref, ACTIVITY_RESULTS_PATH } from "@/lib/booking/activity-search-params";
import type { activitySearchRequest } from "@/lib/contract/activities";
import { label, type SearchKind } from "../kit/search-kind";

/** An activity search: the city as the results page named it, the dates. */
export const activitySearchHistory: SearchKind<z.output<typeof activitySearchRequest>> = {
  product: "activities",
  resultsPath: ACTIVITY_RESULTS_PATH,
  describe(b, page) {
    const cityName = label(page?.get("cityName"));
    return {
      path: activityResultsHref({ cityId: b.cityId, cityName, from: b.from, to: b.to }),
      params: { destination: cityName || b.cityId, start: b.from, end: b.to },
    };
  },
};
