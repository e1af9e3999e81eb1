"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKey, CreatedApiKey, NewApiKeyRequest } from "@/lib/contract/api-keys";
import { api } from "../client";

export const API_KEYS_KEY = ["agency", "api-keys"] as const;

/** The agency's API keys (Applications), starting from the list the page was drawn with. */
export function useApiKeys(initial: ApiKey[]) {
  return useQuery({
    queryKey: API_KEYS_KEY,
    initialData: initial,
    queryFn: async ({ signal }): Promise<ApiKey[]> => {
      const [{ apiKeysResponse }, body] = await Promise.all([
        import("@/lib/contract/api-keys"),
        api().get("api/agency/api-keys", { signal }).json(),
      ]);
      return apiKeysResponse.parse(body).keys;
    },
  });
}

/** Creates a key; the answer carries the key itself, which nothing keeps after it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: NewApiKeyRequest): Promise<CreatedApiKey> => {
      const [{ createdApiKey }, body] = await Promise.all([
        import("@/lib/contract/api-keys"),
        api().post("api/agency/api-keys", { json: request }).json(),
      ]);
      return createdApiKey.parse(body);
    },
    onSuccess: ({ key: _key, ...shown }) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_KEY, (keys = []) => [shown, ...keys]);
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ApiKey> => {
      const [{ apiKey }, body] = await Promise.all([
        import("@/lib/contract/api-keys"),
        api()
          .delete(`api/agency/api-keys/${encodeURIComponent(id)}`)
          .json(),
      ]);
      return apiKey.parse(body);
    },
    onSuccess: (revoked) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_KEY, (keys = []) =>
        keys.map((k) => (k.id === revoked.id ? revoked : k)),
      );
    },
  });
}
