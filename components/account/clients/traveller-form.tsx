"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CountrySelect, TextInput } from "@/components/booking/checkout/guest-fields";
import { Alert, describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import { useSaveTraveller } from "@/lib/api/queries/agency-clients";
import {
  clientTravellerInput,
  type ClientTraveller,
  type ClientTravellerValues,
} from "@/lib/contract/agency-clients";

const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";

interface Values {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

const ERROR_KEYS = {
  firstName: "errorTravellerName",
  lastName: "errorTravellerName",
  dateOfBirth: "errorDateOfBirth",
  gender: "errorGender",
  nationality: "errorNationality",
  passportNumber: "errorPassportNumber",
  passportExpiry: "errorPassportExpiry",
} as const;

/** A client's traveller, new or changed: names as on the passport and the passport's data. */
export function TravellerForm({
  clientId,
  traveller,
  onDone,
}: {
  clientId: string;
  traveller?: ClientTraveller;
  onDone(): void;
}) {
  const t = useTranslations("AgencyClients");
  const save = useSaveTraveller(clientId);
  const [failed, setFailed] = useState(false);
  const prefix = `traveller-${traveller?.id ?? "new"}`;
  const form = useForm<Values, unknown, ClientTravellerValues>({
    resolver: zodResolver(clientTravellerInput) as never,
    defaultValues: {
      firstName: traveller?.firstName ?? "",
      lastName: traveller?.lastName ?? "",
      dateOfBirth: traveller?.dateOfBirth ?? "",
      gender: traveller?.gender ?? "",
      nationality: traveller?.nationality ?? "",
      passportNumber: traveller?.passportNumber ?? "",
      passportExpiry: traveller?.passportExpiry ?? "",
    },
  });
  const errors = form.formState.errors;
  const nationality = useWatch({ control: form.control, name: "nationality" });
  const errorOf = (field: keyof Values) => (errors[field] ? t(ERROR_KEYS[field]) : undefined);
  const today = new Date().toISOString().slice(0, 10);
  const genderId = `${prefix}-gender`;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await save.mutateAsync({
        travellerId: traveller?.id,
        input: {
          ...values,
          dateOfBirth: values.dateOfBirth ?? null,
          gender: values.gender ?? null,
          nationality: values.nationality ?? null,
          passportNumber: values.passportNumber ?? null,
          passportExpiry: values.passportExpiry ?? null,
        },
      });
      onDone();
    } catch {
      setFailed(true);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        traveller
          ? t("editTravellerOf", { name: `${traveller.firstName} ${traveller.lastName}` })
          : t("addTraveller")
      }
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput<Values>
          prefix={prefix}
          name="firstName"
          label={t("givenNames")}
          hint={t("asOnPassport")}
          error={errorOf("firstName")}
          register={form.register}
          autoComplete="off"
        />
        <TextInput<Values>
          prefix={prefix}
          name="lastName"
          label={t("surname")}
          hint={t("asOnPassport")}
          error={errorOf("lastName")}
          register={form.register}
          autoComplete="off"
        />
        <TextInput<Values>
          prefix={prefix}
          name="dateOfBirth"
          label={t("dateOfBirth")}
          error={errorOf("dateOfBirth")}
          register={form.register}
          type="date"
          max={today}
        />
        <FieldFrame id={genderId} label={t("gender")} error={errorOf("gender")}>
          <select
            id={genderId}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={describedBy(genderId, { error: errorOf("gender") })}
            className={CONTROL}
            {...form.register("gender")}
          >
            <option value="">{t("genderNotGiven")}</option>
            <option value="female">{t("female")}</option>
            <option value="male">{t("male")}</option>
            <option value="unspecified">{t("unspecified")}</option>
          </select>
        </FieldFrame>
        <CountrySelect<Values>
          prefix={prefix}
          name="nationality"
          label={t("nationality")}
          placeholder={t("noCountry")}
          error={errorOf("nationality")}
          register={form.register}
          value={nationality || null}
        />
        <TextInput<Values>
          prefix={prefix}
          name="passportNumber"
          label={t("passportNumber")}
          error={errorOf("passportNumber")}
          register={form.register}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
        />
        <TextInput<Values>
          prefix={prefix}
          name="passportExpiry"
          label={t("passportExpiry")}
          error={errorOf("passportExpiry")}
          register={form.register}
          type="date"
          min={today}
        />
      </div>
      {failed && <Alert tone="error">{t("saveFailed")}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} className="px-4 py-2">
          {t("saveTraveller")}
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg px-4 py-2 font-semibold text-brand"
        >
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
