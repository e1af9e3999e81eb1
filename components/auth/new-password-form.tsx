"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/api/client";
import {
  Alert,
  FormCard,
  NewPasswordFields,
  passwordsDiffer,
  SubmitButton,
  useFailureText,
} from "./form-kit";

export function NewPasswordForm() {
  const t = useTranslations("Auth");
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (passwordsDiffer(form, "password")) {
      setError(t("passwordsDiffer"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const token = new URLSearchParams(window.location.search).get("token") ?? "";
      await api().post("api/user/reset-password", {
        json: { token, password: form.get("password") },
      });
      setDone(true);
    } catch (err) {
      setError(await failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard title={t("newPassword.title")}>
      {done ? (
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
          <SubmitButton busy={busy}>{t("newPassword.submit")}</SubmitButton>
        </form>
      )}
    </FormCard>
  );
}
