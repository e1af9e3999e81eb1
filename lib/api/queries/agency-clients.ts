"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HTTPError } from "ky";
import type {
  AgencyClientDetails,
  AgencyClientInput,
  AgencyClientsResponse,
  ClientImportRejected,
  ClientTraveller,
  ClientTravellerInput,
} from "@/lib/contract/agency-clients";
import { api } from "../client";

/**
 * The back office's Clients: one page of the agency's clients for the search, order and page in
 * `search` (the page address's query, as the API takes it), a client's page, and the changes made
 * on them. The contract is loaded with the answer, not with the page.
 */

const contract = () => import("@/lib/contract/agency-clients");
const clientPath = (id: string) => `api/agency/clients/${encodeURIComponent(id)}`;
const clientKey = (id: string) => ["agency", "clients", id] as const;

export function useAgencyClients(search: string) {
  return useQuery({
    queryKey: ["agency", "clients", "list", search],
    queryFn: async ({ signal }): Promise<AgencyClientsResponse> => {
      const [c, body] = await Promise.all([
        contract(),
        api().get("api/agency/clients", { searchParams: search, signal }).json(),
      ]);
      return c.agencyClientsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAgencyClient(id: string, initial?: AgencyClientDetails) {
  return useQuery({
    queryKey: clientKey(id),
    queryFn: async ({ signal }): Promise<AgencyClientDetails> => {
      const [c, body] = await Promise.all([
        contract(),
        api().get(clientPath(id), { signal }).json(),
      ]);
      return c.agencyClientDetails.parse(body);
    },
    initialData: initial,
  });
}

/** Saves a client (a new one without `id`), and keeps its page's data. */
export function useSaveClient(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AgencyClientInput): Promise<AgencyClientDetails> => {
      const [c, body] = await Promise.all([
        contract(),
        id
          ? api().patch(clientPath(id), { json: input }).json()
          : api().post("api/agency/clients", { json: input }).json(),
      ]);
      return c.agencyClientDetails.parse(body);
    },
    onSuccess: (client) => {
      queryClient.setQueryData(clientKey(client.id), client);
      void queryClient.invalidateQueries({ queryKey: ["agency", "clients", "list"] });
    },
  });
}

/** Adds (no `travellerId`), changes or removes one of the client's travellers. */
export function useSaveTraveller(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { travellerId?: string; input: ClientTravellerInput }
        | { travellerId: string; remove: true },
    ): Promise<ClientTraveller | null> => {
      const path = `${clientPath(clientId)}/travellers`;
      if ("remove" in change) {
        await api().delete(`${path}/${encodeURIComponent(change.travellerId)}`);
        return null;
      }
      const [c, body] = await Promise.all([
        contract(),
        change.travellerId
          ? api()
              .patch(`${path}/${encodeURIComponent(change.travellerId)}`, { json: change.input })
              .json()
          : api().post(path, { json: change.input }).json(),
      ]);
      return c.clientTraveller.parse(body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

export function useRewardWallet(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      await api().put(`${clientPath(clientId)}/reward-wallet`, { json: { enabled } });
      return enabled;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

export type ImportResult =
  | { ok: true; imported: number }
  | { ok: false; message: string; errors: ClientImportRejected["errors"] };

/** Sends a CSV file to the import; a 422 is an answer (the lines' problems), not a failure. */
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const c = await contract();
      try {
        const body = await api()
          .post("api/agency/clients/import", {
            body: file,
            headers: { "content-type": "text/csv" },
          })
          .json();
        return { ok: true, imported: c.clientImportResponse.parse(body).imported };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 422) {
          const rejected = c.clientImportRejected.parse(await error.response.json());
          return { ok: false, message: rejected.message, errors: rejected.errors };
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result.ok)
        void queryClient.invalidateQueries({ queryKey: ["agency", "clients", "list"] });
    },
  });
}
