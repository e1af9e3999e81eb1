"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CountrySelect, TextInput } from "@/components/booking/checkout/guest-fields";
import { Alert, describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useSaveClient } from "@/lib/api/queries/agency-clients";
import {
  newAgencyClient,
  type AgencyClientDetails,
  type AgencyClientInput,
  type NewAgencyClient,
} from "@/lib/contract/agency-clients";

const CONTROL =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  preferences: string;
  notes: string;
}

const ERROR_KEYS = {
  firstName: "errorFirstName",
  lastName: "errorLastName",
  email: "errorEmail",
  phone: "errorPhone",
  country: "errorCountry",
  preferences: "errorPreferences",
  notes: "errorNotes",
} as const;

/**
 * A client's details, preferences and notes: a new client (no `client`) or the changes to one.
 * The contract's schema checks it as the API will; a field's error is said beside it and the
 * API's refusal (a taken email) is announced.
 */
export function ClientForm({
  client,
  prefix,
  onSaved,
  onCancel,
}: {
  client?: AgencyClientDetails;
  prefix: string;
  onSaved(client: AgencyClientDetails): void;
  onCancel?(): void;
}) {
  const t = useTranslations("AgencyClients");
  const save = useSaveClient(client?.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, NewAgencyClient>({
    resolver: zodResolver(newAgencyClient) as never,
    defaultValues: {
      firstName: client?.firstName ?? "",
      lastName: client?.lastName ?? "",
      email: client?.email ?? "",
      phone: client?.phone ?? "",
      country: client?.country ?? "",
      preferences: client?.preferences ?? "",
      notes: client?.notes ?? "",
    },
  });
  const errors = form.formState.errors;
  const country = useWatch({ control: form.control, name: "country" });
  const errorOf = (field: keyof Values) => (errors[field] ? t(ERROR_KEYS[field]) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      // Blank optional fields are sent as null: on a client's page that clears them.
      const input: AgencyClientInput = {
        ...values,
        phone: values.phone ?? null,
        country: values.country ?? null,
        preferences: values.preferences ?? null,
        notes: values.notes ?? null,
      };
      const result = await save.mutateAsync(input);
      setSaved(Boolean(client));
      onSaved(result);
    } catch (error) {
      const failed = await apiFailure(error);
      setFailure(failed.status === 409 ? t("emailTaken") : t("saveFailed"));
    }
  });

  const area = (name: "preferences" | "notes", hint: string) => {
    const id = `${prefix}-${name}`;
    const error = errorOf(name);
    return (
      <FieldFrame
        id={id}
        label={t(name)}
        hint={hint}
        error={error}
        className="space-y-1 sm:col-span-2"
      >
        <textarea
          id={id}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={CONTROL}
          {...form.register(name)}
        />
      </FieldFrame>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={client ? t("editClient") : t("newClient")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput<Values>
          prefix={prefix}
          name="firstName"
          label={t("firstName")}
          error={errorOf("firstName")}
          register={form.register}
          autoComplete="off"
        />
        <TextInput<Values>
          prefix={prefix}
          name="lastName"
          label={t("lastName")}
          error={errorOf("lastName")}
          register={form.register}
          autoComplete="off"
        />
        <TextInput<Values>
          prefix={prefix}
          name="email"
          label={t("email")}
          error={errorOf("email")}
          register={form.register}
          type="email"
          autoComplete="off"
          dir="ltr"
        />
        <CountrySelect<Values>
          prefix={prefix}
          name="country"
          label={t("country")}
          placeholder={t("noCountry")}
          error={errorOf("country")}
          register={form.register}
          value={country || null}
        />
        <TextInput<Values>
          prefix={prefix}
          name="phone"
          label={t("phone")}
          hint={t("phoneHint")}
          error={errorOf("phone")}
          register={form.register}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
        />
        {area("preferences", t("preferencesHint"))}
        {area("notes", t("notesHint"))}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {saved && <Alert tone="success">{t("saved")}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} className="px-4 py-2">
          {client ? t("saveChanges") : t("createClient")}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 font-semibold text-brand"
          >
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
