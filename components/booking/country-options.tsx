"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { useEnabledCountries } from "@/lib/api/queries/countries";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries to choose from, named in the page language where Intl knows them (the list's
 * English otherwise): the agency's enabled countries, and any code the form already holds (the
 * search's nationality, a client's country).
 */
export function useCountryOptions(
  extra: ReadonlyArray<string | null | undefined> = [],
): CountryOption[] {
  const locale = useLocale();
  const { data: entries } = useEnabledCountries();
  const extraKey = extra.filter(Boolean).join(",");
  return useMemo(() => {
    const codes = new Set([
      ...(entries ?? []).map((e) => e.code.toUpperCase()),
      ...extraKey.split(",").filter(Boolean),
    ]);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    const byCode = new Map((entries ?? []).map((e) => [e.code.toUpperCase(), e.name]));
    return [...codes]
      .map((code) => ({ code, name: names?.of(code) ?? byCode.get(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [entries, extraKey, locale]);
}

/** The countries as a select's options, by name. */
export function CountryOptions({ options }: { options: readonly CountryOption[] }) {
  return options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.name}
    </option>
  ));
}
