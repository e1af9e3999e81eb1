"use client";

import { useQuery } from "@tanstack/react-query";
import type { NavigationItem } from "@/lib/contract/agency";
import type { UserProfile } from "@/lib/contract/user";
import { api } from "../client";
import { useSignedInHint } from "../visit";

export const ME_KEY = ["me"] as const;
export const NAVIGATION_KEY = ["navigation"] as const;

/** The signed-in user, or null. A session that ended answers 401, which leads to /logout. */
export function useMe() {
  const hinted = useSignedInHint();
  return useQuery({
    queryKey: ME_KEY,
    enabled: hinted,
    queryFn: async (): Promise<UserProfile | null> => {
      const [{ meResponse }, body] = await Promise.all([
        import("@/lib/contract/user"),
        api().get("api/user/me").json(),
      ]);
      return meResponse.parse(body).user;
    },
    staleTime: 60_000,
  });
}

/** SPEC §3 navigation for the signed-in user (agencyNavigation list with read permissions). */
export function useNavigation(enabled: boolean) {
  return useQuery({
    queryKey: NAVIGATION_KEY,
    enabled,
    queryFn: async (): Promise<NavigationItem[]> => {
      const [{ navigationResponse }, body] = await Promise.all([
        import("@/lib/contract/agency"),
        api().get("api/agency/navigations").json(),
      ]);
      return navigationResponse.parse(body).agencyNavigation;
    },
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
