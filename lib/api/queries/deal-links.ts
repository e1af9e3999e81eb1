"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DealLinkView, NewDealLink, PublicDealOffer } from "@/lib/contract/deal-links";
import { api } from "../client";
import { apiFailure } from "../errors";

/** Deal links: the agent's (list, share, switch off) and the visitor's offer page. */

const contract = () => import("@/lib/contract/deal-links");
const LIST = ["agency", "deal-links"] as const;

export function useDealLinks(page: number) {
  return useQuery({
    queryKey: [...LIST, page],
    queryFn: async ({ signal }) => {
      const [c, body] = await Promise.all([
        contract(),
        api().get("api/agency/deal-links", { searchParams: { page }, signal }).json(),
      ]);
      return c.dealLinksResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

function useDealLinkChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<DealLinkView> => {
      const [c, body] = await Promise.all([contract(), call(input)]);
      return c.dealLinkView.parse(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}

export function useCreateDealLink() {
  return useDealLinkChange((input: NewDealLink) =>
    api().post("api/agency/deal-links", { json: input }).json(),
  );
}

export function useDealLinkStatus() {
  return useDealLinkChange(({ id, status }: { id: string; status: "active" | "disabled" }) =>
    api()
      .patch(`api/agency/deal-links/${encodeURIComponent(id)}`, { json: { status } })
      .json(),
  );
}

/** The link's offer, or why it cannot be shown: closed (410, its message) or not found. */
export type OpenedDealOffer =
  { kind: "open"; deal: PublicDealOffer } | { kind: "closed" } | { kind: "notFound" };

export function usePublicDealOffer(id: string | null) {
  return useQuery({
    queryKey: ["deal-link", id],
    queryFn: async ({ signal }): Promise<OpenedDealOffer> => {
      try {
        const [c, body] = await Promise.all([
          contract(),
          api()
            .get(`api/deal-links/${encodeURIComponent(id!)}`, { signal })
            .json(),
        ]);
        return { kind: "open", deal: c.publicDealOffer.parse(body) };
      } catch (error) {
        const failure = await apiFailure(error);
        if (failure.status === 410) return { kind: "closed" };
        if (failure.status === 404 || failure.status === 400) return { kind: "notFound" };
        throw error;
      }
    },
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
}
