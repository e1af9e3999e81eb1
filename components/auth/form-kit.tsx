"use client";

import { useTranslations } from "next-intl";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { apiFailure } from "@/lib/api/errors";

/** A labelled input whose error is announced and tied to it. */
export function Field({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A new password and its confirmation, read from the form as `name` and `confirm`. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  hint,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  hint: string;
}) {
  return (
    <>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={8}
        hint={hint}
        required
      />
      <Field
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

export function passwordsDiffer(form: FormData, name: string): boolean {
  return form.get(name) !== form.get("confirm");
}

export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function Alert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ${tone === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}
    >
      {children}
    </div>
  );
}

/** The translated text for an API failure, by its code; the server's own words otherwise. */
export function useFailureText() {
  const t = useTranslations("Auth");
  const known: Record<string, string> = {
    wrongCredentials: t("errors.wrongCredentials"),
    throttled: t("errors.throttled"),
    unverified: t("errors.unverified"),
    disabled: t("errors.disabled"),
    ssoOnly: t("errors.ssoOnly"),
    tooShort: t("errors.tooShort"),
    tooLong: t("errors.tooLong"),
    tooCommon: t("errors.tooCommon"),
    invalidLink: t("errors.invalidLink"),
    signupClosed: t("errors.signupClosed"),
    wrongCurrentPassword: t("errors.wrongCurrentPassword"),
  };
  return async (error: unknown): Promise<string> => {
    const failure = await apiFailure(error);
    if (failure.code && known[failure.code]) return known[failure.code]!;
    if (failure.status === 0 || failure.status >= 500) return t("errors.generic");
    return failure.message;
  };
}
