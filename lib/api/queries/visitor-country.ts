"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VisitorCountryResponse } from "@/lib/contract/currency";
import { api } from "../client";

// Trusted as the server checked it, without loading zod in the browser (see countries.ts).

/**
 * The visitor's geolocated country (GET /api/geo/country), asked only when `enabled`: for
 * agencies without a default currency (SPEC §9).
 */
export function useVisitorCountry(enabled: boolean) {
  return useQuery({ ...visitorCountryQuery, enabled });
}

export const visitorCountryQuery = queryOptions({
  queryKey: ["geo", "country"],
  queryFn: async () => (await api().get("api/geo/country").json<VisitorCountryResponse>()).country,
  staleTime: Infinity,
});
