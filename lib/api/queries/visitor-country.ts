"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "../client";

/**
 * The visitor's geolocated country (GET /api/geo/country), asked only when `enabled`: for
 * agencies without a default currency (SPEC §9).
 */
export function useVisitorCountry(enabled: boolean) {
  return useQuery({
    queryKey: ["geo", "country"],
    queryFn: async () => {
      const [{ visitorCountryResponse }, body] = await Promise.all([
        import("@/lib/contract/currency"),
        api().get("api/geo/country").json(),
      ]);
      return visitorCountryResponse.parse(body).country;
    },
    enabled,
    staleTime: Infinity,
  });
}
