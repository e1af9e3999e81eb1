"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useSocialProviders } from "@/lib/api/queries/user";
import { rememberDeepLink, sessionStore } from "@/lib/auth/deep-link";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { FormCard } from "./form-kit";

/**
 * Where single sign-on should land (SPEC §6): the navigateTo route for plum and deal links;
 * otherwise the address's redirect or navigateTo, else the deep link kept from /login (SPEC §4).
 */
export function ssoTarget(query: URLSearchParams, kept: string | null = null): string {
  if (query.has("plum") || query.has("dealLinkId")) {
    return safeRedirectPath(query.get("navigateTo"));
  }
  return safeRedirectPath(query.get("redirect") ?? query.get("navigateTo") ?? kept);
}

/**
 * The provider's sign-in. The deep link stays kept until the user is back on it
 * (DeepLinkArrival): a refused or abandoned sign-in returns to /login, which still has it.
 */
function startPath(slug: string, search: string): string {
  const query = new URLSearchParams(search);
  const target = ssoTarget(query, rememberDeepLink(sessionStore(), search));
  return `/api/auth/oidc/${encodeURIComponent(slug)}/start?redirect=${encodeURIComponent(target)}`;
}

/** /sso: straight on to the agency's identity provider. */
export function SsoStart() {
  const t = useTranslations("Auth");
  useEffect(() => {
    window.location.replace(startPath("sso", window.location.search));
  }, []);
  return (
    <FormCard title={t("sso.title")}>
      <p role="status">{t("sso.redirecting")}</p>
    </FormCard>
  );
}

/** /social: one button per social provider the agency offers. */
export function SocialSignIn() {
  const t = useTranslations("Auth");
  const { data, isPending } = useSocialProviders();
  return (
    <FormCard title={t("social.title")}>
      {isPending ? (
        <p role="status" className="h-10" />
      ) : data?.length ? (
        <ul className="space-y-3">
          {data.map((p) => (
            <li key={p.slug}>
              <a
                href={startPath(p.slug, window.location.search)}
                className="block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
              >
                {t("social.continueWith", { provider: p.displayName })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("social.none")}</p>
      )}
    </FormCard>
  );
}
