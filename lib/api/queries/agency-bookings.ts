"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AgencyBookingsResponse } from "@/lib/contract/agency-bookings";
import { api } from "../client";

/**
 * The back office's bookings table: one page of the agency's bookings for the filters, order and
 * page in `search` (the page address's query, as the API takes it). The last page stays on screen
 * while the next loads. The contract is loaded with the answer, not with the page.
 */
export function useAgencyBookings(search: string) {
  return useQuery({
    queryKey: ["agency", "bookings", search],
    queryFn: async ({ signal }): Promise<AgencyBookingsResponse> => {
      const [{ agencyBookingsResponse }, body] = await Promise.all([
        import("@/lib/contract/agency-bookings"),
        api().get("api/agency/bookings", { searchParams: search, signal }).json(),
      ]);
      return agencyBookingsResponse.parse(body);
    },
    placeholderData: keepPreviousData,
  });
}
