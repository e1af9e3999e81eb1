"use client";

import { useMutation } from "@tanstack/react-query";
import type { AgencyProduct, AgencyProductsUpdate } from "@/lib/contract/agency-products";
import { api } from "../client";

/** Saves the agency's products (Product Settings) and answers them as they now stand. */
export function useSaveProducts() {
  return useMutation({
    mutationFn: async (update: AgencyProductsUpdate): Promise<AgencyProduct[]> => {
      const [{ agencyProductsResponse }, body] = await Promise.all([
        import("@/lib/contract/agency-products"),
        api().put("api/agency/products", { json: update }).json(),
      ]);
      return agencyProductsResponse.parse(body).products;
    },
  });
}
