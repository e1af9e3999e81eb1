"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchesResponse } from "@/lib/contract/searches";
import { api } from "../client";

/** The back office's Searches: one page of the agency's recent searches for `search` (its query). */
export function useAgencySearches(search: string) {
  return useQuery({
    queryKey: ["agency", "searches", search],
    queryFn: async ({ signal }): Promise<SearchesResponse> => {
      const [c, body] = await Promise.all([
        import("@/lib/contract/searches"),
        api().get("api/agency/searches", { searchParams: search, signal }).json(),
      ]);
      return c.searchesResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}
