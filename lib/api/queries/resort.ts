"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type * as z from "zod";
import type { resortDealsResponse, regionsResponse } from "@/lib/contract/resort";
import { api } from "../client";

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
