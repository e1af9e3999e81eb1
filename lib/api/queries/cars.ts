"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";
import type {
  CarDetailsRequest,
  CarDetailsResponse,
  CarSearchQuery,
  CarSearchResponse,
} from "@/lib/contract/cars";
import { queryKeys } from "../query-keys";
import { api } from "../client";
import { postContract } from "../contract-call";

export {
  ContractCallError as CarApiError,
  contractCallMessage as carApiMessage,
} from "../contract-call";

/**
 * POST /api/cars/search: every car for the rental, priced for the whole of it. The key holds the
 * viewer: agents receive fields visitors never do. Filters and order apply in the browser
 * (components/booking/cars/car-filters.ts), so they do not search again.
 */
export function useCarSearch(query: CarSearchQuery | null, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.carSearch(query, viewer),
    queryFn: ({ signal }): Promise<CarSearchResponse> =>
      postContract("api/cars/search", query, signal),
    enabled: query !== null && viewer !== null,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/**
 * POST /api/cars/details: one car of the search with what it includes, its extras, and its price
 * with the extras of the request (the server prices them: a new choice asks again). The car on
 * screen stays while the next price loads.
 */
export function useCarDetails(request: CarDetailsRequest | null, viewer: string | null) {
  return useQuery({
    queryKey: ["cars", "details", request, viewer],
    queryFn: ({ signal }): Promise<CarDetailsResponse> =>
      postContract("api/cars/details", request, signal),
    enabled: request !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * POST /api/car-rental/auto-suggest: airports and city centres with rental desks, matching what
 * was typed (2 letters or more). A failure leaves the list empty (SPEC §4, §8).
 */
export function useCarLocationSuggestions(text: string) {
  const key = text.trim();
  return useQuery({
    queryKey: ["cars", "locations", key.toLowerCase()],
    queryFn: async ({ signal }): Promise<LocationSuggestion[]> => {
      const [{ carRentalAutosuggestResponse }, body] = await Promise.all([
        import("@/lib/contract/autosuggest"),
        api()
          .post("api/car-rental/auto-suggest", {
            json: { text: key, isManageLocation: false },
            signal,
          })
          .json(),
      ]);
      return carRentalAutosuggestResponse.parse(body).data.locations;
    },
    enabled: key.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}
