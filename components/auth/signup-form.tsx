"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Field, formText, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import { useSignup } from "@/lib/api/queries/user";
import { withRedirect } from "@/lib/auth/deep-link";
import type { Locale } from "@/lib/i18n/locales";
import { FormCard, NewPasswordFields, passwordsDiffer } from "./form-kit";
import { useDeepLink } from "./use-deep-link";

export function SignupForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const failureText = useFailureText();
  const signup = useSignup();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const deepLink = useDeepLink();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (passwordsDiffer(form, "password")) {
      setError(t("passwordsDiffer"));
      return;
    }
    setError(null);
    try {
      await signup.mutateAsync({
        firstName: formText(form, "firstName"),
        lastName: formText(form, "lastName"),
        email: formText(form, "email"),
        password: formText(form, "password"),
        language: locale,
        // The emailed confirmation link carries it: it may be opened in another tab.
        ...(deepLink && { redirect: deepLink }),
      });
      setSentTo(formText(form, "email"));
    } catch (err) {
      setError(await failureText(err));
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
        <SubmitButton busy={signup.isPending}>{t("signup.submit")}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        {t("signup.haveAccount")}{" "}
        <Link
          href={withRedirect("/login", deepLink)}
          className="font-semibold text-brand underline"
        >
          {t("signup.logIn")}
        </Link>
      </p>
    </FormCard>
  );
}
