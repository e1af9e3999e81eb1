"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "../client";

/** The agency's enabled countries and their currencies (GET /api/admin/country/enable). */
export function useEnabledCountries() {
  return useQuery({
    queryKey: ["countries", "enabled"],
    queryFn: async () => {
      const [{ countriesResponse }, body] = await Promise.all([
        // The contract (and zod) load after the page, keeping them out of first-load JavaScript.
        import("@/lib/contract/currency"),
        api().get("api/admin/country/enable").json(),
      ]);
      return countriesResponse.parse(body).data;
    },
    staleTime: 60 * 60_000,
  });
}
