"use client";

import { useMutation } from "@tanstack/react-query";
import type * as z from "zod";
import type { WebsiteContent, websiteUpdateRequest } from "@/lib/contract/website";
import { api } from "../client";

export type WebsiteUpdateInput = z.input<typeof websiteUpdateRequest>;

/**
 * Saves sections of the agency's website content (Website Settings) and answers the content as
 * stored: agency HTML comes back sanitised, so a form is drawn again from this answer.
 */
export function useSaveWebsite() {
  return useMutation({
    mutationFn: async (update: WebsiteUpdateInput): Promise<WebsiteContent> => {
      const [{ websiteResponse }, body] = await Promise.all([
        import("@/lib/contract/website"),
        api().put("api/agency/website", { json: update }).json(),
      ]);
      return websiteResponse.parse(body);
    },
  });
}
