"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Field, formText, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useLogin } from "@/lib/api/queries/user";
import { isAgentRole } from "@/lib/auth/permissions";
import { sessionStore, takeDeepLink, withRedirect } from "@/lib/auth/deep-link";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import type { UserProfile } from "@/lib/contract/user";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { FormCard } from "./form-kit";
import { useDeepLink } from "./use-deep-link";

export interface LoginOptions {
  canSignUp: boolean;
  sso: { enabled: boolean; directLoginAllowed: boolean };
  returnUrl: string | null;
}

/** The page a signed-in user lands on: the `redirect` target when it is on this site. */
export function landingPath(user: UserProfile, redirect: string | null): string {
  return safeRedirectPath(redirect, isAgentRole(user) ? "/dashboard" : "/");
}

/**
 * SPEC §6 single sign-on, when the agency does not allow direct login: plum and deal links go
 * through /sso on to their navigateTo route; anyone else goes to the agency's return URL.
 */
function ssoOnlyDestination(returnUrl: string | null, search: string): string {
  const query = new URLSearchParams(search);
  if (query.has("plum") || query.has("dealLinkId") || !returnUrl) return `/sso${search}`;
  return returnUrl;
}

export function LoginForm({ options }: { options: LoginOptions }) {
  const t = useTranslations("Auth");
  const failureText = useFailureText();
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept for the pages between here and signing in (sign-up, a forgotten password, a provider).
  const deepLink = useDeepLink();
  const ssoOnly = options.sso.enabled && !options.sso.directLoginAllowed;
  // Single sign-on sends failures back here as ?error=sso.
  const ssoFailed = useBrowserValue(
    () => new URLSearchParams(window.location.search).get("error") === "sso",
    false,
  );
  const shownError = error ?? (ssoFailed && !busy ? t("errors.sso") : null);

  useEffect(() => {
    if (ssoOnly) {
      window.location.replace(ssoOnlyDestination(options.returnUrl, window.location.search));
    }
  }, [ssoOnly, options]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const user = await login.mutateAsync({
        email: formText(form, "email"),
        password: formText(form, "password"),
        // An unconfirmed account is mailed a new link, which then leads back here too.
        ...(deepLink && { redirect: deepLink }),
      });
      if (user.language) {
        // The language saved with the account follows the user to every device.
        document.cookie = `${LOCALE_COOKIE}=${user.language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
      }
      // Used now, so a later sign-in in this tab goes to the usual page.
      const redirect = takeDeepLink(sessionStore(), window.location.search);
      // A full load, so that every server-rendered part sees the new session.
      window.location.assign(landingPath(user, redirect));
    } catch (err) {
      setError(await failureText(err));
      setBusy(false);
    }
  }

  if (ssoOnly) return <FormCard title={t("login.title")}>{t("sso.redirecting")}</FormCard>;
  return (
    <FormCard title={t("login.title")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {shownError && <Alert tone="error">{shownError}</Alert>}
        <Field label={t("email")} name="email" type="email" autoComplete="email" required />
        <Field
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="text-end text-sm">
          <Link href="/forgotpassword" className="text-brand underline">
            {t("login.forgot")}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t("login.submit")}</SubmitButton>
      </form>
      {options.sso.enabled && (
        <Link
          href={withRedirect("/sso", deepLink)}
          className="mt-4 block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
        >
          {t("sso.button")}
        </Link>
      )}
      {options.canSignUp && (
        <p className="mt-6 text-center text-sm">
          {t("login.noAccount")}{" "}
          <Link
            href={withRedirect("/signup", deepLink)}
            className="font-semibold text-brand underline"
          >
            {t("login.signUp")}
          </Link>
        </p>
      )}
    </FormCard>
  );
}
