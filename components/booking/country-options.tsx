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
  return useMemo(() => countryOptions(locale, extraKey.split(",")), [extraKey, locale]);
}

/** The countries of `useCountryOptions`, by name in `locale`, with the `extra` codes among them. */
export function countryOptions(locale: string, extra: readonly string[] = []): CountryOption[] {
  const known = isoCountries(locale);
  const others = [...new Set(extra)].filter((code) => code && !ISO_CODES.has(code));
  if (!others.length) return known;
  const names = regionNames(locale);
  const order = new Intl.Collator(locale).compare;
  return [...known, ...others.map((code) => ({ code, name: countryName(code, names) }))].sort(
    (a, b) => order(a.name, b.name),
  );
}

const ISO_CODES = new Set<string>(ISO_COUNTRIES);
/** ISO 3166's countries named and sorted in a locale, once per locale: a checkout has several lists. */
const byLocale = new Map<string, CountryOption[]>();

function isoCountries(locale: string): CountryOption[] {
  let list = byLocale.get(locale);
  if (!list) {
    const names = regionNames(locale);
    const order = new Intl.Collator(locale).compare;
    list = ISO_COUNTRIES.map((code) => ({ code, name: countryName(code, names) })).sort((a, b) =>
      order(a.name, b.name),
    );
    byLocale.set(locale, list);
  }
  return list;
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
