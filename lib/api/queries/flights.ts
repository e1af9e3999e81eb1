"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AirportSuggestion } from "@/lib/contract/autosuggest";
import type {
  CompanionsResponse,
  FlightFaresResponse,
  FlightQueryInput,
  FlightSearchResponse,
  SeatMapResponse,
} from "@/lib/contract/flights";
import { queryKeys } from "../query-keys";
import { api } from "../client";
import { postContract } from "../contract-call";

export {
  ContractCallError as FlightApiError,
  contractCallMessage as flightApiMessage,
} from "../contract-call";

/**
 * POST /api/flights/search: up to 100 itineraries, each with its cheapest fare for all the
 * passengers. The key holds the viewer: agents receive fields visitors never do. Filters and
 * order apply in the browser (lib/booking/flight-filters), so they do not search again.
 */
export function useFlightSearch(query: FlightQueryInput | null, viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.flightSearch(query, viewer),
    queryFn: ({ signal }): Promise<FlightSearchResponse> =>
      postContract("api/flights/search", query, signal),
    enabled: query !== null && viewer !== null,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/** POST /api/flights/fares: one itinerary of the search and its fare brands, cheapest first. */
export function useFlightFares(
  query: FlightQueryInput | null,
  itineraryId: string | null,
  viewer: string | null,
) {
  return useQuery({
    queryKey: ["flights", "fares", query, itineraryId, viewer],
    queryFn: ({ signal }): Promise<FlightFaresResponse> =>
      postContract("api/flights/fares", { ...query, itineraryId }, signal),
    enabled: query !== null && itineraryId !== null && viewer !== null,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * GET /api/flight/airports?search=: airports matching a city, a name or an IATA code (2 letters
 * or more). A failure leaves the list empty (SPEC §4, §8).
 */
export function useAirportSuggestions(text: string) {
  const key = text.trim();
  return useQuery({
    queryKey: ["flights", "airports", key.toLowerCase()],
    queryFn: async ({ signal }): Promise<AirportSuggestion[]> => {
      const [{ airportsResponse }, body] = await Promise.all([
        import("@/lib/contract/autosuggest"),
        api()
          .get("api/flight/airports", { searchParams: { search: key }, signal })
          .json(),
      ]);
      return airportsResponse.parse(body).data;
    },
    enabled: key.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

// Seats and companions (the reservation-details page).

/**
 * POST /api/flights/seatmaps: one seat map per segment of the offer, across all its journeys in
 * order. The seats taken change while the traveller chooses, so the maps are read again after a
 * minute; the quote is the final word (a seat gone meanwhile is a 409 there).
 */
export function useSeatMaps(
  query: FlightQueryInput | null,
  offerId: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: ["flights", "seatmaps", query, offerId],
    queryFn: ({ signal }): Promise<SeatMapResponse> =>
      postContract("api/flights/seatmaps", { ...query, offerId }, signal),
    enabled: enabled && query !== null && offerId !== null,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * GET /api/user/companions: the signed-in traveller's saved companions (the passengers of their
 * earlier flights), to fill a passenger with. Asked only when signed in (a visitor gets a 401).
 * With `clientId`, an agent booking for a client gets that client's travellers (Clients).
 */
export function useCompanions(signedIn: boolean, clientId?: string | null) {
  return useQuery({
    queryKey: queryKeys.companions(clientId ?? null),
    // Taken as the contract types it (the server parsed it): parsing it loaded zod on every
    // signed-in checkout, the longest task of its load.
    queryFn: async ({ signal }) =>
      (
        await api()
          .get("api/user/companions", {
            signal,
            ...(clientId ? { searchParams: { clientId } } : {}),
          })
          .json<CompanionsResponse>()
      ).companions,
    enabled: signedIn,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}
