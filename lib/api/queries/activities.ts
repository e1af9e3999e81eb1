"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  ActivityDetailsResponse,
  ActivitySearchRequest,
  ActivitySearchResponse,
} from "@/lib/contract/activities";
import type { CitySuggestion } from "@/lib/contract/autosuggest";
import { queryKeys } from "../query-keys";
import { api } from "../client";
import { postContract } from "../contract-call";

export {
  ContractCallError as ActivityApiError,
  contractCallMessage as activityApiMessage,
} from "../contract-call";

/**
 * POST /api/activities/search: every activity of the city for the dates. The key holds the
 * viewer: agents receive fields visitors never do. Filters and order apply in the browser
 * (components/booking/activities/activity-logic), so they do not search again.
 */
export function useActivitySearch(request: ActivitySearchRequest | null, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.activitySearch(request, viewer),
    queryFn: ({ signal }): Promise<ActivitySearchResponse> =>
      postContract("api/activities/search", request, signal),
    enabled: request !== null && viewer !== null,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/**
 * POST /api/activities/details: one activity on a day, its options with the day's slots and
 * places left. Another day keeps the last answer on screen while it loads. Places change as
 * others book, so the answer is read again after a minute.
 */
export function useActivityDetails(
  request: { productCode: string; date: string } | null,
  viewer: string | null,
) {
  return useQuery({
    queryKey: ["activities", "details", request, viewer],
    queryFn: ({ signal }): Promise<ActivityDetailsResponse> =>
      postContract("api/activities/details", request, signal),
    enabled: request !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * POST /api/activities/destinations: cities matching what was typed (2 letters or more), the
 * largest first. A failure leaves the list empty (SPEC §4, §8).
 */
export function useActivityDestinations(text: string) {
  const key = text.trim();
  return useQuery({
    queryKey: ["activities", "destinations", key.toLowerCase()],
    queryFn: async ({ signal }): Promise<CitySuggestion[]> => {
      const [{ activityDestinationsResponse }, body] = await Promise.all([
        import("@/lib/contract/autosuggest"),
        api()
          .post("api/activities/destinations", {
            json: { text: key, isManageLocation: false },
            signal,
          })
          .json(),
      ]);
      return activityDestinationsResponse.parse(body).data;
    },
    enabled: key.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}
