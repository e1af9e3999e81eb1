"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import type { CountryEntry } from "@/lib/contract/currency";

/** Country names in the page language where Intl knows them, the list's English otherwise. */
function useCountryOptions(entries: readonly CountryEntry[] | undefined) {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      // An engine without DisplayNames keeps the list's names.
    }
    const seen = new Set<string>();
    return (entries ?? [])
      .filter((e) => !seen.has(e.code) && seen.add(e.code))
      .map((e) => ({ code: e.code, name: names?.of(e.code) ?? e.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [entries, locale]);
}

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
  const { data: entries, isPending } = useEnabledCountries();
  const options = useCountryOptions(entries);
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
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
