"use client";

import { useEnabledCountries } from "@/lib/api/queries/countries";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import { useStoredCurrency } from "@/lib/currency/selection-store";
import { useSelectedCurrency } from "@/lib/currency/use-price";
import { useHydrated } from "@/lib/ui/use-browser-value";

/**
 * The currency to quote in, once it is settled: the selection may still change while the country
 * list (or, for agencies without a default, the visitor's country) loads, and quoting before
 * that would hold the offer twice.
 */
export function useQuoteCurrency(agencyDefault: string | null): string | null {
  const hydrated = useHydrated();
  const selected = useSelectedCurrency(agencyDefault);
  const { data: entries } = useEnabledCountries();
  const [stored] = useStoredCurrency();
  const geolocating = !agencyDefault && !stored;
  const visitor = useVisitorCountry(geolocating);
  if (!hydrated || !entries || (geolocating && visitor.isPending)) return null;
  return selected;
}
