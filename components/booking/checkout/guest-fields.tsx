"use client";

import { useTranslations } from "next-intl";
import type { InputHTMLAttributes } from "react";
import type { FieldPath, FieldValues, UseFormRegister } from "react-hook-form";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { CountryOptions, useCountryOptions } from "../country-options";

/** The id of a form field's control, known to the error summary that links to it. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, "-")}`;

export const CONTROL =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

/** A labelled text input bound to a react-hook-form field, with its hint and error tied to it. */
export function TextInput<T extends FieldValues>({
  prefix,
  name,
  label,
  hint,
  error,
  register,
  ...input
}: {
  prefix: string;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  error?: string;
  register: UseFormRegister<T>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const id = fieldId(prefix, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={CONTROL}
        {...input}
        {...register(name)}
      />
    </FieldFrame>
  );
}

/**
 * A labelled country select bound to a react-hook-form field (a contact's country, a flight
 * passenger's nationality), listing the agency's enabled countries in the page language.
 */
export function CountrySelect<T extends FieldValues>({
  prefix,
  name,
  label,
  placeholder,
  error,
  register,
  value,
  autoComplete,
}: {
  prefix: string;
  name: FieldPath<T>;
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  error?: string;
  register: UseFormRegister<T>;
  /** The chosen country, kept in the list even when the agency has not enabled it. */
  value: string | null;
  autoComplete?: string;
}) {
  const options = useCountryOptions([value]);
  const id = fieldId(prefix, name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={CONTROL}
        autoComplete={autoComplete}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        <CountryOptions options={options} selected={value} />
      </select>
    </FieldFrame>
  );
}

/** The lead guest (or an agent's new client): name, email, phone and the phone's country. */
export function ContactFields<T extends FieldValues>({
  prefix,
  base,
  register,
  errors,
  country,
}: {
  prefix: string;
  /** Where the contact sits in the form: "contact." in the checkout, "" in the client form. */
  base: "" | "contact.";
  register: UseFormRegister<T>;
  errors: Partial<Record<"firstName" | "lastName" | "email" | "phone" | "country", string>>;
  /** The chosen country, kept in the list even when the agency has not enabled it. */
  country: string | null;
}) {
  const t = useTranslations("Checkout");
  const name = (field: string) => `${base}${field}` as FieldPath<T>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        prefix={prefix}
        name={name("firstName")}
        label={t("firstName")}
        error={errors.firstName}
        register={register}
        autoComplete="given-name"
      />
      <TextInput
        prefix={prefix}
        name={name("lastName")}
        label={t("lastName")}
        error={errors.lastName}
        register={register}
        autoComplete="family-name"
      />
      <TextInput
        prefix={prefix}
        name={name("email")}
        label={t("email")}
        error={errors.email}
        register={register}
        type="email"
        autoComplete="email"
        dir="ltr"
      />
      <CountrySelect
        prefix={prefix}
        name={name("country")}
        label={t("country")}
        placeholder={t("chooseCountry")}
        error={errors.country}
        register={register}
        value={country}
        autoComplete="country"
      />
      <TextInput
        prefix={prefix}
        name={name("phone")}
        label={t("phone")}
        hint={t("phoneHint")}
        error={errors.phone}
        register={register}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
      />
    </div>
  );
}
