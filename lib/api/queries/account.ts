"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NavigationItem, NavigationResponse } from "@/lib/contract/agency";
import type { MeResponse, UserProfile } from "@/lib/contract/user";
import { api } from "../client";
import { queryKeys } from "../query-keys";
import { useSignedInHint } from "../visit";

export const ME_KEY = queryKeys.me();
export const NAVIGATION_KEY = ["navigation"] as const;

/**
 * The signed-in user, or null. A session that ended answers 401, which leads to /logout. Taken as
 * the contract types it (the server parsed it): every signed-in page reads it, and parsing it
 * loaded zod on all of them.
 */
export function useMe() {
  const hinted = useSignedInHint();
  return useQuery({ ...meQuery, enabled: hinted });
}

/** useMe's query, for code outside React that shares the cache (ask it only with a session hint). */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (): Promise<UserProfile | null> =>
    (await api().get("api/user/me").json<MeResponse>()).user,
  staleTime: 60_000,
});

/**
 * SPEC §3 navigation for the signed-in user (agencyNavigation list with read permissions), on
 * every signed-in page: taken as typed, as the user is (useMe).
 */
export function useNavigation(enabled: boolean) {
  return useQuery({
    queryKey: NAVIGATION_KEY,
    enabled,
    queryFn: async (): Promise<NavigationItem[]> =>
      (await api().get("api/agency/navigations").json<NavigationResponse>()).agencyNavigation,
    staleTime: 5 * 60_000,
  });
}

/** The Command Center's figures (GET /api/agency/command-center), once the user is known. */
export function useCommandCenter(enabled: boolean) {
  return useQuery({
    queryKey: ["command-center"],
    enabled,
    queryFn: async () => {
      const [{ commandCenterResponse }, body] = await Promise.all([
        import("@/lib/contract/command-center"),
        api().get("api/agency/command-center").json(),
      ]);
      return commandCenterResponse.parse(body);
    },
  });
}

/** Whether the agency is subscribed (GET /api/agency/subscription), for its owner and admins. */
export function useSubscribed(enabled: boolean) {
  return useQuery({
    queryKey: ["subscription"],
    enabled,
    queryFn: async () => {
      const [{ subscriptionResponse }, body] = await Promise.all([
        import("@/lib/contract/subscription"),
        api().get("api/agency/subscription").json(),
      ]);
      return subscriptionResponse.parse(body).isSubscribed;
    },
  });
}
