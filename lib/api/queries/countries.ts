"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CountriesResponse } from "@/lib/contract/currency";
import { api } from "../client";
import { queryKeys } from "../query-keys";

// Every page's header and prices read this, so the browser does not load zod to check it again: the
// server checks its own answer against the contract before sending it (apiRoute), and zod's
// evaluation was the longest task on the home page (issue 26).

/** The agency's enabled countries and their currencies (GET /api/admin/country/enable). */
export const enabledCountriesQuery = queryOptions({
  queryKey: queryKeys.enabledCountries(),
  queryFn: async () => (await api().get("api/admin/country/enable").json<CountriesResponse>()).data,
  staleTime: 60 * 60_000,
});

export function useEnabledCountries() {
  return useQuery(enabledCountriesQuery);
}
