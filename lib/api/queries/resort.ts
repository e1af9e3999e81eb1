"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type * as z from "zod";
import type {
  HoldCheckResponse,
  ResortAvailabilityQuery,
  ResortAvailabilityResponse,
  resortDealsResponse,
  ResortSearchQuery,
  ResortSearchResponse,
  regionsResponse,
} from "@/lib/contract/resort";
import { api } from "../client";
import { ContractCallError } from "../contract-call";
import { apiFailure } from "../errors";

export { contractCallMessage as resortApiMessage } from "../contract-call";

export type ResortRegionOption = z.infer<typeof regionsResponse>["data"][number];
export type ResortDealCard = z.infer<typeof resortDealsResponse>["data"][number];

/**
 * SPEC §7: the resort service has its own base URL and every call carries an x-correlation-id.
 * By default it is this app's /api/resort/v2; NEXT_PUBLIC_RESORT_API_URL points elsewhere.
 */
const OWN_BASE = process.env.NEXT_PUBLIC_RESORT_API_URL?.replace(/\/+$/, "") || null;

function resortApi() {
  const client = api().extend({
    hooks: {
      beforeRequest: [(request) => request.headers.set("x-correlation-id", crypto.randomUUID())],
    },
  });
  return OWN_BASE
    ? { client: client.extend({ prefixUrl: OWN_BASE }), path: (p: string) => p }
    : { client, path: (p: string) => `api/resort/v2/${p}` };
}

/** GET /search?key=: regions, countries and destinations matching what was typed. */
export function useResortRegionSearch(key: string) {
  const text = key.trim();
  return useQuery({
    queryKey: ["resort", "search", text.toLowerCase()],
    queryFn: async ({ signal }) => {
      const { client, path } = resortApi();
      const [{ regionsResponse }, body] = await Promise.all([
        import("@/lib/contract/resort"),
        client.get(path("search"), { searchParams: { key: text }, signal }).json(),
      ]);
      return regionsResponse.parse(body).data;
    },
    enabled: text.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

/**
 * POST /properties/deals?currency= with { lat, lon }. Choosing another place while a request is
 * pending cancels it (SPEC §4): the query's signal aborts the request once nothing observes it,
 * and a cancelled query reports no error ('Request was canceled' is ignored silently, SPEC §8).
 */
export function useResortDeals(
  point: { lat: number; lon: number } | null,
  currency: string,
  viewer: string | null,
) {
  return useQuery({
    queryKey: ["deals", "resort", point?.lat, point?.lon, currency, viewer],
    queryFn: async ({ signal }) => {
      const { client, path } = resortApi();
      const [{ resortDealsResponse }, body] = await Promise.all([
        import("@/lib/contract/resort"),
        client
          .post(path("properties/deals"), { searchParams: { currency }, json: point, signal })
          .json(),
      ]);
      return resortDealsResponse.parse(body).data;
    },
    enabled: point !== null && viewer !== null,
    staleTime: 10 * 60_000,
    retry: 0,
  });
}

async function fetchRegions(signal: AbortSignal, ids?: readonly string[]) {
  const { client, path } = resortApi();
  const [{ regionsResponse }, body] = await Promise.all([
    import("@/lib/contract/resort"),
    client
      .get(path("regions"), {
        searchParams: ids ? { ids: ids.join(","), children: "true" } : undefined,
        signal,
      })
      .json(),
  ]);
  return regionsResponse.parse(body).data;
}

/** The regions and their sub-regions: GET /regions, then GET /regions?ids=…&children=true. */
export function useRegionTree() {
  return useQuery({
    queryKey: ["resort", "regions"],
    queryFn: async ({ signal }) => {
      const top = await fetchRegions(signal);
      return top.length
        ? fetchRegions(
            signal,
            top.map((r) => r.id),
          )
        : top;
    },
    staleTime: 60 * 60_000,
    retry: 0,
  });
}

/** A region and its direct children (a sub-region's countries). */
export function useRegionChildren(id: string | null) {
  return useQuery({
    queryKey: ["resort", "regions", id],
    queryFn: ({ signal }) => fetchRegions(signal, [id!]),
    enabled: id !== null,
    staleTime: 60 * 60_000,
    retry: 0,
  });
}

/** A GET of the resort service whose failure is thrown with the API's message and status. */
async function resortGet<T>(
  endpoint: string,
  query: Record<string, string | number>,
  signal: AbortSignal,
): Promise<T> {
  const { client, path } = resortApi();
  const searchParams = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  try {
    return await client.get(path(endpoint), { searchParams, signal }).json<T>();
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = await apiFailure(error);
    throw new ContractCallError(failure.message, failure.status, failure.code);
  }
}

/**
 * GET /properties?regionId=&<the stay>: the resort results, each property from its cheapest unit
 * left for the stay. Units sell as others book, so the answer is read again after a minute.
 */
export function useResortSearch(query: ResortSearchQuery | null, viewer: string | null) {
  return useQuery({
    queryKey: ["resort", "properties", query, viewer],
    queryFn: ({ signal }) =>
      resortGet<ResortSearchResponse>("properties", query as Record<string, string>, signal),
    enabled: query !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 0,
  });
}

/**
 * GET /properties/availability: one property's unit types for a stay, with their prices and units
 * left. Units sell as others book, so the answer is read again after a minute.
 */
export function useResortAvailability(
  query: ResortAvailabilityQuery | null,
  viewer: string | null,
) {
  return useQuery({
    queryKey: ["resort", "availability", query, viewer],
    queryFn: ({ signal }) =>
      resortGet<ResortAvailabilityResponse>(
        "properties/availability",
        query as Record<string, string>,
        signal,
      ),
    enabled: query !== null && viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 0,
  });
}

/** GET /properties/hold-check?reference_number=: what the checkout holds, and until when. */
export function useHoldCheck(referenceNumber: string | null) {
  return useQuery({
    queryKey: ["resort", "hold-check", referenceNumber],
    queryFn: async ({ signal }): Promise<HoldCheckResponse> => {
      const { client, path } = resortApi();
      return client
        .get(path("properties/hold-check"), {
          searchParams: { reference_number: referenceNumber! },
          signal,
        })
        .json<HoldCheckResponse>();
    },
    enabled: referenceNumber !== null,
    staleTime: 30_000,
    retry: 0,
  });
}

/**
 * PUT /itineraries?reference_number=&status=RELEASE with an empty body: gives an abandoned
 * checkout's hold back. Throws when the service could not release it (SPEC §8: the page then
 * says 'Internal Server Error').
 */
export async function releaseItinerary(referenceNumber: string): Promise<void> {
  const { client, path } = resortApi();
  await client.put(path("itineraries"), {
    searchParams: { reference_number: referenceNumber, status: "RELEASE" },
    keepalive: true,
  });
}
