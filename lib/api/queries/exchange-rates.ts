"use client";

import { useQuery } from "@tanstack/react-query";
import { exchangeResponse } from "@/lib/contract/currency";
import { api } from "../client";

/** SPEC §3, §4 multi-currency state: pending, then the USD-based rates, or the failure. */
export function useExchangeRates() {
  return useQuery({
    queryKey: ["exchange-rates"],
    queryFn: async () =>
      exchangeResponse.parse(await api().get("api/multi-currency/exchange").json()),
    staleTime: 30 * 60_000,
    meta: { errorMessage: "Currency.ratesFailed" },
  });
}
