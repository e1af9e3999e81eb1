"use client";

import { useQuery } from "@tanstack/react-query";
import { countriesResponse } from "@/lib/contract/currency";
import { api } from "../client";

/** The agency's enabled countries and their currencies (GET /api/admin/country/enable). */
export function useEnabledCountries() {
  return useQuery({
    queryKey: ["countries", "enabled"],
    queryFn: async () =>
      countriesResponse.parse(await api().get("api/admin/country/enable").json()).data,
    staleTime: 60 * 60_000,
  });
}
