"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExchangeResponse } from "@/lib/contract/currency";
import { queryKeys } from "../query-keys";
import { api } from "../client";

// Trusted as the server checked it, without loading zod in the browser (see countries.ts).

/** SPEC §3, §4 multi-currency state: pending, then the USD-based rates, or the failure. */
export const exchangeRatesQuery = queryOptions({
  queryKey: queryKeys.exchangeRates(),
  queryFn: () => api().get("api/multi-currency/exchange").json<ExchangeResponse>(),
  staleTime: 30 * 60_000,
  meta: { errorMessage: "Currency.ratesFailed" },
});

export function useExchangeRates() {
  return useQuery(exchangeRatesQuery);
}
