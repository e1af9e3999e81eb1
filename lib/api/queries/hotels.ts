"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";
import type {
  HotelDetailsRequest,
  HotelDetailsResponse,
  HotelSearchRequest,
  HotelSearchResponse,
} from "@/lib/contract/hotels";
import { api } from "../client";
import { apiFailure } from "../errors";

/** A failed hotel call, carrying the API's own message (SPEC §8: the server's message first). */
export class HotelApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "HotelApiError";
  }
}

/** The API's own words for a failure it described (SPEC §8), none for a network failure. */
export function hotelApiMessage(error: unknown): string | null {
  return error instanceof HotelApiError && error.code ? error.message : null;
}

/** POSTs `body` to `path` and parses the answer with the contract schema `pick` chooses. */
async function post<T>(
  path: string,
  body: unknown,
  signal: AbortSignal,
  pick: (c: typeof import("@/lib/contract/hotels")) => { parse(data: unknown): T },
): Promise<T> {
  // The contract (and zod) load after the page, keeping them out of first-load JavaScript.
  const contract = import("@/lib/contract/hotels");
  let data: unknown;
  try {
    data = await api().post(path, { json: body, signal }).json();
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = await apiFailure(error);
    throw new HotelApiError(failure.message, failure.status, failure.code);
  }
  return pick(await contract).parse(data);
}

/**
 * POST /api/hotels/search. The key is the normalised request (lib/booking/hotel-search-params)
 * and the viewer: agents receive fields visitors never do. The previous page stays on screen
 * while the next loads, so paging and filtering do not blank the list.
 */
export function useHotelSearch(request: HotelSearchRequest | null, viewer: string) {
  return useQuery({
    queryKey: ["hotels", "search", request, viewer],
    queryFn: ({ signal }): Promise<HotelSearchResponse> =>
      post("api/hotels/search", request, signal, (c) => c.hotelSearchResponse),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/** POST /api/hotels/details: one hotel and every rate for the stay. */
export function useHotelDetails(request: HotelDetailsRequest | null, viewer: string) {
  return useQuery({
    queryKey: ["hotels", "details", request, viewer],
    queryFn: ({ signal }): Promise<HotelDetailsResponse> =>
      post("api/hotels/details", request, signal, (c) => c.hotelDetailsResponse),
    enabled: request !== null,
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
