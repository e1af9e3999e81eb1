"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommissionListResponse, PayoutView } from "@/lib/contract/commissions";
import { api } from "../client";

/** One page of the commission ledger for `search` (the API's own query). */
export function useCommissions(search: string) {
  return useQuery({
    queryKey: ["agency", "commissions", search],
    queryFn: async ({ signal }): Promise<CommissionListResponse> => {
      const [{ commissionListResponse }, body] = await Promise.all([
        import("@/lib/contract/commissions"),
        api().get("api/agency/commissions", { searchParams: search, signal }).json(),
      ]);
      return commissionListResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      agentId: string;
      currency: string;
      paidOn: string;
      reference?: string;
    }): Promise<PayoutView> => {
      const [{ payoutView }, answer] = await Promise.all([
        import("@/lib/contract/commissions"),
        api().post("api/agency/commissions/payouts", { json: body }).json(),
      ]);
      return payoutView.parse(answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["agency", "commissions"] }),
  });
}
