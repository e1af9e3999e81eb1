"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../client";
import { queryKeys } from "../query-keys";

/** The public part of the agency's gateway: what card fields in the browser need, nothing secret. */
export type PaymentGateway = {
  provider: string;
  mode: "test" | "live";
  publishableKey: string;
} | null;

/** GET /api/getCurrentPaymentGateway: the agency's gateway, or null for the built-in sandbox. */
export const paymentGatewayQuery = queryOptions({
  queryKey: queryKeys.paymentGateway(),
  queryFn: async (): Promise<PaymentGateway> => {
    const [{ paymentGatewayResponse }, body] = await Promise.all([
      import("@/lib/contract/agency"),
      api().get("api/getCurrentPaymentGateway").json(),
    ]);
    return paymentGatewayResponse.parse(body).CurrentPayment;
  },
  staleTime: 10 * 60_000,
});

export function usePaymentGateway() {
  return useQuery(paymentGatewayQuery);
}
