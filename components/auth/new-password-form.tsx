"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, formText, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useResetPassword } from "@/lib/api/queries/user";
import { FormCard, NewPasswordFields, passwordsDiffer } from "./form-kit";

export function NewPasswordForm() {
  const t = useTranslations("Auth");
  const failureText = useFailureText();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (passwordsDiffer(form, "password")) {
      setError(t("passwordsDiffer"));
      return;
    }
    setError(null);
    try {
      const token = new URLSearchParams(window.location.search).get("token") ?? "";
      await reset.mutateAsync({ token, password: formText(form, "password") });
    } catch (err) {
      setError(await failureText(err));
    }
  }

  return (
    <FormCard title={t("newPassword.title")}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t("newPassword.done")}</Alert>
          <Link href="/login" className="block text-center font-semibold text-brand underline">
            {t("backToLogin")}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <NewPasswordFields
            name="password"
            label={t("newPassword.password")}
            confirmLabel={t("confirmPassword")}
            hint={t("passwordHint")}
          />
          <SubmitButton busy={reset.isPending}>{t("newPassword.submit")}</SubmitButton>
        </form>
      )}
    </FormCard>
  );
}
