"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/api/client";
import { Alert, Field, FormCard, SubmitButton, useFailureText } from "./form-kit";

export function ForgotPasswordForm() {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await api().post("api/user/forgot-password", {
        json: { email: form.get("email"), language: locale },
      });
      setSent(true);
    } catch (err) {
      setError(await failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard title={t("forgot.title")}>
      {sent ? (
        <Alert tone="success">{t("forgot.sent")}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-600">{t("forgot.intro")}</p>
          {error && <Alert tone="error">{error}</Alert>}
          <Field label={t("email")} name="email" type="email" autoComplete="email" required />
          <SubmitButton busy={busy}>{t("forgot.submit")}</SubmitButton>
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
