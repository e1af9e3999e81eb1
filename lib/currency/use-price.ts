"use client";

import { useEnabledCountries } from "@/lib/api/queries/countries";
import { useExchangeRates } from "@/lib/api/queries/exchange-rates";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import { convertFromUsd, formatMoney, initialCurrency } from "./currency";
import { useStoredCurrency } from "./selection-store";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * Formats USD cents in the visitor's currency (SPEC §1: converted from USD with the exchange
 * rates, with Intl in the page language). Until the rates arrive prices show in US dollars.
 */
export function usePriceFormatter(agencyDefault: string | null): (usdMinor: number) => string {
  const locale = useFormatLocale();
  const rates = useExchangeRates();
  const currency = useSelectedCurrency(agencyDefault);
  const rate = rates.data?.rates[currency];
  return (usdMinor) =>
    rate === undefined
      ? formatMoney(usdMinor / 100, "USD", locale)
      : formatMoney(convertFromUsd(usdMinor, rate), currency, locale);
}

/**
 * The currency prices are shown in: the visitor's stored choice when it is a known currency, else
 * the agency's default, else (agencies without one) the visitor's geolocated country's currency.
 * Until the country list arrives the stored choice is taken as it is.
 */
export function useSelectedCurrency(agencyDefault: string | null): string {
  const { data: entries } = useEnabledCountries();
  const [stored] = useStoredCurrency();
  const { data: visitorCountry } = useVisitorCountry(!agencyDefault && !stored);
  return entries
    ? initialCurrency({ entries, stored: stored?.currency, agencyDefault, visitorCountry }).currency
    : (stored?.currency ?? agencyDefault ?? "USD");
}
