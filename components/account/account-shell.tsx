"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { createContext, use, useEffect, type ReactNode } from "react";
import { loginPath, SUBSCRIPTION_PATH } from "@/lib/auth/login-path";
import { isAgentRole } from "@/lib/auth/permissions";
import type { UserProfile } from "@/lib/contract/user";
import { useMe, useSubscribed } from "@/lib/api/queries/account";
import { useSignedInHint } from "@/lib/api/visit";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { formatMinor } from "@/lib/booking/trip-format";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { PANEL } from "./panel";

export type AccountArea = "traveller" | "agent";

const ShellUser = createContext<UserProfile | null>(null);

/**
 * The browser's half of a cached signed-in page (accountShell in account-route.tsx): the page's
 * HTML is the same for every user, so the user is the API's (`GET /api/user/me`, the query the
 * header's account menu shares, so no second request). The checks are the dynamic pages'
 * (accountPage), made here: the proxy has sent a browser without a session cookie to /login; a
 * session that has ended meets the API's 401, which leads to /logout; a hint without a user goes
 * to /login; a user of the other area goes to their own dashboard; the owner or an admin of an
 * unsubscribed agency goes to /subscription. Every role of an area holds the permissions of its
 * cached pages, and the API checks them again on every call the page makes.
 */
export function AccountShell({ area, children }: { area?: AccountArea; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const hinted = useSignedInHint();
  const me = useMe();
  const user = me.data ?? null;
  const otherArea = user !== null && area !== undefined && isAgentRole(user) !== (area === "agent");
  const manager = user?.userType === "AgencyOwner" || user?.userType === "Admin";
  const subscribed = useSubscribed(manager && area === "agent");
  // Only an answer read for this page counts: one cached from before a payment would be stale.
  const unsubscribed = subscribed.isFetchedAfterMount && subscribed.data === false;
  const signedOut = hydrated && (!hinted || (me.isSuccess && user === null));

  useEffect(() => {
    if (signedOut) {
      window.location.replace(loginPath(window.location.pathname + window.location.search));
    } else if (otherArea) {
      router.replace(area === "agent" ? "/mytrip/dashboard" : "/dashboard");
    } else if (unsubscribed) {
      router.replace(SUBSCRIPTION_PATH);
    }
  }, [signedOut, otherArea, unsubscribed, area, router]);

  return <ShellUser value={otherArea || unsubscribed ? null : user}>{children}</ShellUser>;
}

/** The signed-in user inside an AccountShell, null until the API has answered. */
export function useShellUser(): UserProfile | null {
  return use(ShellUser);
}

/** Who the user is, in a line, for the dashboards; the line is held while the user is read. */
export function ShellGreeting() {
  const user = useShellUser();
  const t = useTranslations("AccountPages");
  const locale = useLocale() as Locale;
  if (!user) return <p className="mb-6 min-h-7" aria-hidden="true" />;
  return (
    <p className="mb-6 min-h-7 text-lg text-slate-700">
      {t("welcome", { name: user.personal_info.first_name })}{" "}
      <span className="text-slate-500">
        {t("memberSince", { date: formatDisplayDate(user.createdAt, locale) })}
      </span>
    </p>
  );
}

/**
 * The reward credits of SPEC §3, for a user whose wallet is on (isRewardWalletEnable): held in
 * minor units, shown with Intl in the page's format.
 */
export function ShellWalletBalance() {
  const user = useShellUser();
  const t = useTranslations("AccountPages");
  const formatLocale = useFormatLocale();
  if (!user?.isRewardWalletEnable) return null;
  const { amount, currency } = user.personal_info.credits;
  return (
    <section className={PANEL} aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="text-sm font-medium text-slate-600">
        {t("balance")}
      </h2>
      <p className="mt-2 text-3xl font-bold">
        {formatMinor({ amountMinor: amount, currency }, formatLocale)}
      </p>
      <p className="mt-4 text-sm text-slate-600">{t("noTransactions")}</p>
    </section>
  );
}
