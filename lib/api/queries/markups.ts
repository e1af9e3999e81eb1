"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkupsUpdate, ProductMarkup } from "@/lib/contract/markups";
import { api } from "../client";

export const MARKUPS_KEY = ["agency", "markups"] as const;

/**
 * Saves the agency's markups (Markup Settings) and answers the products as they now stand. Deal
 * lists cached in this tab were priced with the old markups, so they are fetched again.
 */
export function useSaveMarkups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (markups: MarkupsUpdate): Promise<ProductMarkup[]> => {
      const [{ markupsResponse }, body] = await Promise.all([
        import("@/lib/contract/markups"),
        api().put("api/agency/markups", { json: { markups } }).json(),
      ]);
      return markupsResponse.parse(body).products;
    },
    onSuccess: (products) => {
      queryClient.setQueryData(MARKUPS_KEY, products);
      void queryClient.invalidateQueries({ queryKey: ["deals"] });
    },
  });
}
