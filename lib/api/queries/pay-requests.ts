"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NewPayRequest,
  PayRequestPaid,
  PayRequestRow,
  PayRequestsResponse,
} from "@/lib/contract/pay-requests";
import { api } from "../client";
import { newIdempotencyKey } from "./bookings";

/** Pay: the agency's payment requests, a new one, a withdrawal, and the payer's payment. */

const contract = () => import("@/lib/contract/pay-requests");
const LIST = ["agency", "pay-requests"] as const;

export function usePayRequests(search: string) {
  return useQuery({
    queryKey: [...LIST, search],
    queryFn: async ({ signal }): Promise<PayRequestsResponse> => {
      const [c, body] = await Promise.all([
        contract(),
        api().get("api/agency/pay-requests", { searchParams: search, signal }).json(),
      ]);
      return c.payRequestsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreatePayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPayRequest): Promise<PayRequestRow> => {
      const [c, body] = await Promise.all([
        contract(),
        api().post("api/agency/pay-requests", { json: input }).json(),
      ]);
      return c.payRequestRow.parse(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}

export function useCancelPayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<PayRequestRow> => {
      const [c, body] = await Promise.all([
        contract(),
        api()
          .patch(`api/agency/pay-requests/${encodeURIComponent(id)}`, {
            json: { status: "cancelled" },
          })
          .json(),
      ]);
      return c.payRequestRow.parse(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}

/** Pays a request by its link's token with a card token, under a new Idempotency-Key. */
export async function payPayRequest(linkToken: string, cardToken: string): Promise<PayRequestPaid> {
  const [c, body] = await Promise.all([
    contract(),
    api()
      .post(`api/pay/${encodeURIComponent(linkToken)}`, {
        json: { token: cardToken },
        headers: { "idempotency-key": newIdempotencyKey() },
      })
      .json(),
  ]);
  return c.payRequestPaid.parse(body);
}
