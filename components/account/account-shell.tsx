"use client";

import { useRouter } from "next/navigation";
import { createContext, use, useEffect, type ReactNode } from "react";
import { loginPath } from "@/lib/auth/login-path";
import { isAgentRole } from "@/lib/auth/permissions";
import type { UserProfile } from "@/lib/contract/user";
import { useMe, useSignedInHint } from "@/lib/api/queries/account";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { Greeting, WalletBalance } from "./user-panels";

export type AccountArea = "traveller" | "agent";

const ShellUser = createContext<UserProfile | null>(null);

/**
 * The browser's half of a cached signed-in page (accountShell in account-route.tsx): the page's
 * HTML is the same for every user, so the user is the API's (`GET /api/user/me`, the query the
 * header's account menu shares, so no second request). The proxy has sent a browser without a
 * session cookie to /login; here a session that has ended meets the API's 401, which leads to
 * /logout; a hint without a user goes to /login; a user of the other area goes to their own
 * dashboard, as the dynamic pages' server check does.
 */
export function AccountShell({ area, children }: { area?: AccountArea; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const hinted = useSignedInHint();
  const me = useMe();
  const user = me.data ?? null;
  const otherArea = user !== null && area !== undefined && isAgentRole(user) !== (area === "agent");
  const signedOut = hydrated && (!hinted || (me.isSuccess && user === null));

  useEffect(() => {
    if (signedOut) {
      window.location.replace(loginPath(window.location.pathname + window.location.search));
    } else if (otherArea) {
      router.replace(area === "agent" ? "/mytrip/dashboard" : "/dashboard");
    }
  }, [signedOut, otherArea, area, router]);

  return <ShellUser value={otherArea ? null : user}>{children}</ShellUser>;
}

/** The signed-in user inside an AccountShell, null until the API has answered. */
function useShellUser(): UserProfile | null {
  return use(ShellUser);
}

/** The dashboards' greeting, holding its line while the user is read. */
export function ShellGreeting() {
  const user = useShellUser();
  if (!user) return <p className="mb-6 min-h-7" aria-hidden="true" />;
  return <Greeting firstName={user.personal_info.first_name} createdAt={user.createdAt} />;
}

/** The reward wallet's balance, for a user whose wallet is on (SPEC §3 isRewardWalletEnable). */
export function ShellWalletBalance() {
  const user = useShellUser();
  if (!user?.isRewardWalletEnable) return null;
  const { amount, currency } = user.personal_info.credits;
  return <WalletBalance amountMinor={amount} currency={currency} />;
}
