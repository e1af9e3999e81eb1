"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  CruiseDetailsRequest,
  CruiseDetailsResponse,
  CruisePortsResponse,
  CruiseQuery,
  CruiseSearchResponse,
} from "@/lib/contract/cruise";
import type { CruiseLine } from "@/lib/contract/cruise";
import { api } from "../client";
import { postContract } from "../contract-call";

export { contractCallMessage as cruiseApiMessage } from "../contract-call";

/**
 * POST /api/cruise/search: the window's sailings the party fits, by departure. The key holds the
 * viewer: agents receive fields visitors never do. Filters and order apply in the browser
 * (components/booking/cruise/cruise-logic.ts), so they do not search again.
 */
export function useCruiseSearch(query: CruiseQuery | null, viewer: string | null) {
  return useQuery({
    queryKey: ["cruise", "search", query, viewer],
    queryFn: ({ signal }): Promise<CruiseSearchResponse> =>
      postContract("api/cruise/search", query, signal),
    enabled: query !== null && viewer !== null,
    staleTime: 5 * 60_000,
    retry: 0,
  });
}

/**
 * POST /api/cruise/details: one sailing for the party, its days and every category it fits in.
 * Cabins sell as others book, so the answer is read again after a minute.
 */
export function useCruiseDetails(request: CruiseDetailsRequest | null, viewer: string | null) {
  return useQuery({
    queryKey: ["cruise", "details", request, viewer],
    queryFn: ({ signal }): Promise<CruiseDetailsResponse> =>
      postContract("api/cruise/details", request, signal),
    enabled: request !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 0,
  });
}

/** GET /api/cruise/ports and GET /api/cruise/ship-lines: what the search form offers. */
export function useCruiseChoices() {
  const ports = useQuery({
    queryKey: ["cruise", "ports"],
    queryFn: ({ signal }) => api().get("api/cruise/ports", { signal }).json<CruisePortsResponse>(),
    staleTime: 60 * 60_000,
    retry: 1,
  });
  const lines = useQuery({
    queryKey: ["cruise", "ship-lines"],
    queryFn: ({ signal }) =>
      api().get("api/cruise/ship-lines", { signal }).json<{ data: CruiseLine[] }>(),
    staleTime: 60 * 60_000,
    retry: 1,
  });
  return { ports, lines };
}
