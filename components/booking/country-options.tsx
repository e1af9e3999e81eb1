"use client";

import { useMemo } from "react";
import { ISO_COUNTRIES } from "@/lib/contract/iso-countries";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useHydrated } from "@/lib/ui/use-browser-value";

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

/**
 * The countries as a select's options, by name. The names are the runtime's, and the server's
 * differ from the browser's for a few countries ("Hong Kong SAR China", "Hong Kong"): a page
 * rendered for its request would not hydrate (React renders it again from nothing). So the server
 * and the first render give the chosen country alone, as the server names it, and the browser adds
 * the others once the page runs; the chosen one stays the same element, so it stays chosen.
 */
export function CountryOptions({
  options,
  selected,
}: {
  options: readonly CountryOption[];
  selected: string | null | undefined;
}) {
  const hydrated = useHydrated();
  return options.map(
    (o) =>
      (hydrated || o.code === selected) && (
        <option key={o.code} value={o.code} suppressHydrationWarning>
          {o.name}
        </option>
      ),
  );
}
