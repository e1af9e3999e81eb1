"use client";

import { useEffect } from "react";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import { initialCurrency } from "@/lib/currency/currency";
import { clearStoredCurrency } from "@/lib/currency/selection-store";

/**
 * SPEC §9: "selection is reset on the home page". Arriving on the home page forgets the stored
 * choice, so the agency's (or the visitor's country's) default shows again, unless the address
 * names a known currency, which the currency menu then takes.
 */
export function CurrencyReset() {
  const { data: entries } = useEnabledCountries();
  useEffect(() => {
    if (!entries) return;
    const params = new URLSearchParams(window.location.search);
    const named = initialCurrency({ entries, queryCurrency: params.get("currency") }).country;
    if (!named) clearStoredCurrency();
  }, [entries]);
  return null;
}
