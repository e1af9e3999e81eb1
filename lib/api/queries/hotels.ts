"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";
import type {
  HotelDetailsRequest,
  HotelDetailsResponse,
  HotelSearchRequest,
  HotelSearchResponse,
} from "@/lib/contract/hotels";
import { queryKeys } from "../query-keys";
import { api } from "../client";
import { postContract } from "../contract-call";

export {
  ContractCallError as HotelApiError,
  contractCallMessage as hotelApiMessage,
} from "../contract-call";

/**
 * POST /api/hotels/search. The key is the normalised request (lib/booking/hotel-search-params)
 * and the viewer: agents receive fields visitors never do. The previous page stays on screen
 * while the next loads, so paging and filtering do not blank the list.
 */
export function useHotelSearch(request: HotelSearchRequest | null, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.hotelSearch(request, viewer),
    queryFn: ({ signal }): Promise<HotelSearchResponse> =>
      postContract("api/hotels/search", request, signal),
    enabled: request !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/** POST /api/hotels/details: one hotel and every rate for the stay. */
export function useHotelDetails(request: HotelDetailsRequest | null, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.hotelDetails(request, viewer),
    queryFn: ({ signal }): Promise<HotelDetailsResponse> =>
      postContract("api/hotels/details", request, signal),
    enabled: request !== null && viewer !== null,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * POST /api/v2/hotel/auto-suggest: cities, then airports, matching what was typed (2 letters or
 * more). A failure leaves the list empty (SPEC §4, §8).
 */
export function useHotelPlaceSuggestions(text: string) {
  const key = text.trim();
  return useQuery({
    queryKey: ["hotels", "places", key.toLowerCase()],
    queryFn: async ({ signal }): Promise<LocationSuggestion[]> => {
      const [{ hotelAutosuggestResponse }, body] = await Promise.all([
        import("@/lib/contract/autosuggest"),
        api()
          .post("api/v2/hotel/auto-suggest", {
            json: { text: key, isManageLocation: false },
            signal,
          })
          .json(),
      ]);
      return hotelAutosuggestResponse.parse(body).data.locationSuggestions;
    },
    enabled: key.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}
