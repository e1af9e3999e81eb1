"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";
import { countryCodeOf } from "@/lib/i18n/format-locale";
import { CountryOptions, useCountryOptions } from "../country-options";

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
  return known(visitorCountry) ?? countryCodeOf(agencyCountry) ?? "US";
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
        <CountryOptions options={options} selected={value} />
      </select>
    </FieldFrame>
  );
}
