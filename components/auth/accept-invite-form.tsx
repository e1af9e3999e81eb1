"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, formText, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useAcceptInvite } from "@/lib/api/queries/agency-agents";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { FormCard, NewPasswordFields, passwordsDiffer } from "./form-kit";
import { landingPath } from "./login-form";

/**
 * The invited agent's page (`/invite?token=…`): a password and its confirmation, the same fields
 * and rules as a new password; once accepted the agent is signed in and sent to the back office.
 */
export function AcceptInviteForm() {
  const t = useTranslations("AgentInvite");
  const auth = useTranslations("Auth");
  const failureText = useFailureText();
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);
  const token = useBrowserValue(
    () => new URLSearchParams(window.location.search).get("token") ?? "",
    null,
  );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (passwordsDiffer(form, "password")) {
      setError(auth("passwordsDiffer"));
      return;
    }
    setError(null);
    try {
      const user = await accept.mutateAsync({
        token: token ?? "",
        password: formText(form, "password"),
      });
      if (user.language) {
        document.cookie = `${LOCALE_COOKIE}=${user.language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
      }
      // A full load, so that every server-rendered part sees the new session.
      window.location.assign(landingPath(user, null));
    } catch (err) {
      setError(await failureText(err));
    }
  }

  return (
    <FormCard title={t("title")}>
      {token === "" ? (
        <Alert tone="error">{t("missing")}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-slate-700">{t("intro")}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <NewPasswordFields
            name="password"
            label={t("password")}
            confirmLabel={auth("confirmPassword")}
            hint={auth("passwordHint")}
          />
          <SubmitButton busy={accept.isPending || accept.isSuccess} disabled={token === null}>
            {t("submit")}
          </SubmitButton>
        </form>
      )}
    </FormCard>
  );
}
