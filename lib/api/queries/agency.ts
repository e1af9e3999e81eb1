"use client";

import { queryOptions } from "@tanstack/react-query";
import type { PublicAgency } from "@/lib/contract/agency";
import { api } from "../client";

// Pages get the agency from their server render; this is for browser code that has no props
// from it (the module-events host). Trusted as the server checked it (see countries.ts).

/** GET /api/agency: the public agency data of SPEC §3. */
export const agencyQuery = queryOptions({
  queryKey: ["agency"],
  queryFn: async () => (await api().get("api/agency").json<{ agency: PublicAgency }>()).agency,
  staleTime: 5 * 60_000,
});
