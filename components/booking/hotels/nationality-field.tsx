"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";
import { CountryOptions, useCountryOptions } from "../country-options";

/** Strips accents and case, so that the agency's "México" finds "Mexico". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * The default nationality: the visitor's country, else the agency's (its address names it, by
 * code or by its English name), else the United States.
 */
export function defaultNationality(
  visitorCountry: string | null | undefined,
  agencyCountry: string | null,
): string {
  const known = (code: string | null | undefined) =>
    code && ISO_COUNTRIES.includes(code.toUpperCase()) ? code.toUpperCase() : null;
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  const agency = agencyCountry
    ? (known(agencyCountry) ??
      ISO_COUNTRIES.find((code) => fold(english.of(code) ?? "") === fold(agencyCountry)))
    : undefined;
  return known(visitorCountry) ?? agency ?? "US";
}

/** The guests' nationality, from every country. */
export function NationalityField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(code: string): void;
  error?: string;
}) {
  const t = useTranslations("Hotels");
  const id = useId();
  const options = useCountryOptions();
  return (
    <FieldFrame id={id} label={t("nationality")} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      >
        {!value && <option value="">{t("chooseCountry")}</option>}
        <CountryOptions options={options} />
      </select>
    </FieldFrame>
  );
}
