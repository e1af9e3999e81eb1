"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AgentDetail,
  AgentInvitation,
  AgentsResponse,
  AgentUpdate,
} from "@/lib/contract/agency-agents";
import type { UserProfile } from "@/lib/contract/user";
import { api } from "../client";

/**
 * The back office's Agents page: the agency's staff for the filters, order and page in `search`
 * (the page address's query, as the API takes it), one agent, and the calls that change them.
 * The contract is loaded with the answer, not with the page.
 */

const contract = () => import("@/lib/contract/agency-agents");
const agentKey = (id: string) => ["agency", "agents", "one", id] as const;

export function useAgents(search: string, enabled = true) {
  return useQuery({
    queryKey: ["agency", "agents", "list", search],
    enabled,
    queryFn: async ({ signal }): Promise<AgentsResponse> => {
      const [{ agentsResponse }, body] = await Promise.all([
        contract(),
        api().get("api/agency/agents", { searchParams: search, signal }).json(),
      ]);
      return agentsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

/** One agent; the page's server render is the first answer. */
export function useAgent(id: string, initialData: AgentDetail) {
  return useQuery({
    queryKey: agentKey(id),
    initialData,
    queryFn: async ({ signal }): Promise<AgentDetail> => {
      const [{ agentDetail }, body] = await Promise.all([
        contract(),
        api()
          .get(`api/agency/agents/${encodeURIComponent(id)}`, { signal })
          .json(),
      ]);
      return agentDetail.parse(body);
    },
  });
}

/** Changes an agent; the answer replaces the agent and the list is asked for again. */
export function useUpdateAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: AgentUpdate): Promise<AgentDetail> => {
      const [{ agentDetail }, body] = await Promise.all([
        contract(),
        api()
          .patch(`api/agency/agents/${encodeURIComponent(id)}`, { json: update })
          .json(),
      ]);
      return agentDetail.parse(body);
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(agentKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: ["agency", "agents", "list"] });
    },
  });
}

/** Invites an agent (or invites again someone who has not accepted yet). */
export function useInviteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      invitation: AgentInvitation,
    ): Promise<{ detail: AgentDetail; again: boolean }> => {
      const response = await api().post("api/agency/agents/invitations", { json: invitation });
      const [{ agentDetail }, body] = await Promise.all([contract(), response.json()]);
      return { detail: agentDetail.parse(body), again: response.status === 200 };
    },
    onSuccess: ({ detail }) => {
      queryClient.setQueryData(agentKey(detail.agent.id), detail);
      void queryClient.invalidateQueries({ queryKey: ["agency", "agents", "list"] });
    },
  });
}

/** The invited agent's first password, with the emailed link's token; signs them in. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }): Promise<UserProfile> => {
      const [{ loginResponse }, body] = await Promise.all([
        import("@/lib/contract/user"),
        api().post("api/user/accept-invite", { json: input }).json(),
      ]);
      return loginResponse.parse(body).user;
    },
  });
}
