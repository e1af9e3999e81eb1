"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useSocialProviders } from "@/lib/api/queries/user";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { FormCard } from "./form-kit";

/** Where single sign-on should land (SPEC §6): the navigateTo route for plum and deal links. */
export function ssoTarget(query: URLSearchParams): string {
  if (query.has("plum") || query.has("dealLinkId")) {
    return safeRedirectPath(query.get("navigateTo"));
  }
  return safeRedirectPath(query.get("redirect") ?? query.get("navigateTo"));
}

function startPath(slug: string, query: URLSearchParams): string {
  return `/api/auth/oidc/${encodeURIComponent(slug)}/start?redirect=${encodeURIComponent(ssoTarget(query))}`;
}

/** /sso: straight on to the agency's identity provider. */
export function SsoStart() {
  const t = useTranslations("Auth");
  useEffect(() => {
    window.location.replace(startPath("sso", new URLSearchParams(window.location.search)));
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
                href={startPath(p.slug, new URLSearchParams(window.location.search))}
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
