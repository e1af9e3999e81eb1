"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "../client";

/** SPEC §3, §4 multi-currency state: pending, then the USD-based rates, or the failure. */
export function useExchangeRates() {
  return useQuery({
    queryKey: ["exchange-rates"],
    queryFn: async () => {
      const [{ exchangeResponse }, body] = await Promise.all([
        import("@/lib/contract/currency"),
        api().get("api/multi-currency/exchange").json(),
      ]);
      return exchangeResponse.parse(body);
    },
    staleTime: 30 * 60_000,
    meta: { errorMessage: "Currency.ratesFailed" },
  });
}
