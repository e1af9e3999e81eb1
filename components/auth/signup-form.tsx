"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/api/client";
import {
  Alert,
  Field,
  FormCard,
  NewPasswordFields,
  passwordsDiffer,
  SubmitButton,
  useFailureText,
} from "./form-kit";

export function SignupForm() {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

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
      await api().post("api/user/signup", {
        json: {
          firstName: form.get("firstName"),
          lastName: form.get("lastName"),
          email: form.get("email"),
          password: form.get("password"),
          language: locale,
        },
      });
      setSentTo(String(form.get("email")));
    } catch (err) {
      setError(await failureText(err));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <FormCard title={t("signup.checkEmailTitle")}>
        <Alert tone="success">{t("signup.checkEmail", { email: sentTo })}</Alert>
      </FormCard>
    );
  }
  return (
    <FormCard title={t("signup.title")}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("firstName")} name="firstName" autoComplete="given-name" required />
          <Field label={t("lastName")} name="lastName" autoComplete="family-name" required />
        </div>
        <Field label={t("email")} name="email" type="email" autoComplete="email" required />
        <NewPasswordFields
          name="password"
          label={t("password")}
          confirmLabel={t("confirmPassword")}
          hint={t("passwordHint")}
        />
        <SubmitButton busy={busy}>{t("signup.submit")}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        {t("signup.haveAccount")}{" "}
        <Link href="/login" className="font-semibold text-brand underline">
          {t("signup.logIn")}
        </Link>
      </p>
    </FormCard>
  );
}
