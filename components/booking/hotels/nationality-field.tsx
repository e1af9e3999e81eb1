"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import type { CountryEntry } from "@/lib/contract/currency";
import { CountryOptions, useCountryOptions } from "../country-options";

/** Strips accents and case, so that the agency's "México" finds the list's "Mexico". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/**
 * The default nationality: the visitor's country, else the agency's (its address names it),
 * else the United States, each only when the agency lists it.
 */
export function defaultNationality(
  entries: readonly CountryEntry[],
  visitorCountry: string | null | undefined,
  agencyCountry: string | null,
): string | null {
  const listed = (code: string | null | undefined) =>
    code && entries.some((e) => e.code === code) ? code : null;
  const agency = agencyCountry
    ? entries.find(
        (e) => e.code === agencyCountry.toUpperCase() || fold(e.name) === fold(agencyCountry),
      )
    : undefined;
  return listed(visitorCountry) ?? agency?.code ?? listed("US") ?? entries[0]?.code ?? null;
}

/** The guests' nationality, from the agency's enabled countries. */
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
  const { isPending } = useEnabledCountries();
  const options = useCountryOptions();
  return (
    <FieldFrame id={id} label={t("nationality")} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        aria-busy={isPending}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      >
        {!value && (
          <option value="">{isPending ? t("loadingCountries") : t("chooseCountry")}</option>
        )}
        {/* A nationality from the address stays shown until the list arrives. */}
        {value && !options.some((o) => o.code === value) && <option value={value}>{value}</option>}
        <CountryOptions options={options} />
      </select>
    </FieldFrame>
  );
}
