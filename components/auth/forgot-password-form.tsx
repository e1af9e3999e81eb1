"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Field, formText, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useForgotPassword } from "@/lib/api/queries/user";
import type { Locale } from "@/lib/i18n/locales";
import { FormCard } from "./form-kit";

export function ForgotPasswordForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const failureText = useFailureText();
  const forgot = useForgotPassword();
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    try {
      await forgot.mutateAsync({ email: formText(form, "email"), language: locale });
    } catch (err) {
      setError(await failureText(err));
    }
  }

  return (
    <FormCard title={t("forgot.title")}>
      {forgot.isSuccess ? (
        <Alert tone="success">{t("forgot.sent")}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">{t("forgot.intro")}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <Field label={t("email")} name="email" type="email" autoComplete="email" required />
          <SubmitButton busy={forgot.isPending}>{t("forgot.submit")}</SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="text-brand underline">
          {t("backToLogin")}
        </Link>
      </p>
    </FormCard>
  );
}
