import type { ReactNode } from "react";
import { Field } from "@/components/ui/form";

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

/** The page of a sign-in step: one card with its heading. */
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
