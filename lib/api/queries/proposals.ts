"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewProposalOption, ProposalView, PublicProposal } from "@/lib/contract/proposals";
import { api } from "../client";
import { apiFailure } from "../errors";

/** Proposals: the agent's (list, one, its options and actions) and the client's page. */

const contract = () => import("@/lib/contract/proposals");
const LIST = ["agency", "proposals"] as const;
const ONE = (id: string) => [...LIST, "one", id] as const;
const path = (id: string) => `api/agency/proposals/${encodeURIComponent(id)}`;

export function useProposals(search: string, enabled = true) {
  return useQuery({
    queryKey: [...LIST, "list", search],
    queryFn: async ({ signal }) => {
      const [c, body] = await Promise.all([
        contract(),
        api().get("api/agency/proposals", { searchParams: search, signal }).json(),
      ]);
      return c.proposalsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: ONE(id ?? ""),
    queryFn: async ({ signal }): Promise<ProposalView> => {
      const [c, body] = await Promise.all([contract(), api().get(path(id!), { signal }).json()]);
      return c.proposalView.parse(body);
    },
    enabled: Boolean(id),
  });
}

/** Every change answers with the proposal as it now is, which replaces the cached one. */
function useProposalChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<ProposalView> => {
      const [c, body] = await Promise.all([contract(), call(input)]);
      return c.proposalView.parse(body);
    },
    onSuccess: (view) => {
      queryClient.setQueryData(ONE(view.id), view);
      void queryClient.invalidateQueries({ queryKey: [...LIST, "list"] });
    },
  });
}

export function useCreateProposal() {
  return useProposalChange(
    (input: { title?: string; currency: string; option?: NewProposalOption }) =>
      api().post("api/agency/proposals", { json: input }).json(),
  );
}

export function useAddOption() {
  return useProposalChange(({ id, option }: { id: string; option: NewProposalOption }) =>
    api()
      .post(`${path(id)}/options`, { json: option })
      .json(),
  );
}

export function useRemoveOption(id: string) {
  return useProposalChange((optionId: string) =>
    api()
      .delete(`${path(id)}/options/${encodeURIComponent(optionId)}`)
      .json(),
  );
}

export function usePatchProposal(id: string) {
  return useProposalChange(
    (patch: { title?: string; message?: string; clientId?: string | null; expiresOn?: string }) =>
      api().patch(path(id), { json: patch }).json(),
  );
}

export function useProposalAction(id: string) {
  return useProposalChange((action: "send" | "resend" | "withdraw" | "duplicate") =>
    api()
      .post(`${path(id)}/actions`, { json: { action } })
      .json(),
  );
}

// ---- the client's page ----

/** The client's proposal, or why it cannot be opened: closed (410, its message) or not found. */
export type OpenedProposal =
  | { kind: "open"; proposal: PublicProposal }
  | { kind: "closed"; message: string }
  | { kind: "notFound" };

export function usePublicProposal(id: string, token: string | null) {
  return useQuery({
    queryKey: ["proposal", id, token],
    queryFn: async ({ signal }): Promise<OpenedProposal> => {
      try {
        const [c, body] = await Promise.all([
          contract(),
          api()
            .get(`api/proposals/${encodeURIComponent(id)}`, {
              searchParams: { token: token ?? "" },
              signal,
            })
            .json(),
        ]);
        return { kind: "open", proposal: c.publicProposal.parse(body) };
      } catch (error) {
        const failure = await apiFailure(error);
        if (failure.status === 410) return { kind: "closed", message: failure.message };
        if (failure.status === 404 || failure.status === 400) return { kind: "notFound" };
        throw error;
      }
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
}

export function useDeclineProposal(id: string) {
  return useMutation({
    mutationFn: (input: { token: string; reason: string }) =>
      api()
        .post(`api/proposals/${encodeURIComponent(id)}/decline`, { json: input })
        .json(),
  });
}

export function useAskAgent(id: string) {
  return useMutation({
    mutationFn: (input: { token: string; optionId: string; note?: string }) =>
      api()
        .post(`api/proposals/${encodeURIComponent(id)}/ask-agent`, { json: input })
        .json(),
  });
}
