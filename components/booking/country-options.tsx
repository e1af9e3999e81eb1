"use client";

import { useMemo } from "react";
import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries a person can be from, live in or travel to: every country of ISO 3166 (not only
 * those whose currency the agency sells in), named in the page language, and any code the form
 * already holds (a client's country stored before).
 */
export function useCountryOptions(
  extra: ReadonlyArray<string | null | undefined> = [],
): CountryOption[] {
  const locale = useFormatLocale();
  const extraKey = extra.filter(Boolean).join(",");
  return useMemo(() => {
    const codes = new Set([...ISO_COUNTRIES, ...extraKey.split(",").filter(Boolean)]);
    const names = regionNames(locale);
    return [...codes]
      .map((code) => ({ code, name: countryName(code, names) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [extraKey, locale]);
}

/** The country names of `locale`; null where the runtime has none for it. */
export function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    return null;
  }
}

/** A country's name as the country lists write it; its code where no name is known. */
export const countryName = (code: string, names: Intl.DisplayNames | null): string =>
  names?.of(code) ?? code;

/** The countries as a select's options, by name. */
export function CountryOptions({ options }: { options: readonly CountryOption[] }) {
  return options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.name}
    </option>
  ));
}
