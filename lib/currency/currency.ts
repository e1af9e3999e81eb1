import { numberFormat } from "@/lib/i18n/intl-format";

/**
 * Prices are held in USD minor units and shown in the visitor's currency (SPEC §1, §9).
 * Pure functions shared by the browser and the server.
 */
export interface CurrencyCountry {
  name: string;
  code: string;
  currency: string;
}

/** Converts USD cents into the target currency's major units for display. */
export function convertFromUsd(usdMinor: number, rate: number): number {
  return (usdMinor / 100) * rate;
}

/**
 * Formats an amount with Intl in the page language. Intl already tells dollars apart where the
 * locale needs it (US$, CA$, A$…); `narrowSymbol` is never used because it drops that distinction.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "symbol",
  }).format(amount);
}

/** SPEC §5: case-insensitive match on the country name plus the currency code. */
export function searchCurrencies<T extends CurrencyCountry>(
  entries: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.filter((e) => `${e.name} ${e.currency}`.toLowerCase().includes(q));
}

/**
 * SPEC §5, §9: a `currency` query parameter wins when it names a known currency (preferring the
 * `country code` parameter's country among those sharing it); then the visitor's stored choice;
 * then the agency's default; for an agency without one, the currency of the visitor's geolocated
 * country when the agency lists it; then US dollars.
 */
export function initialCurrency(options: {
  entries: readonly CurrencyCountry[];
  queryCurrency?: string | null;
  queryCountry?: string | null;
  stored?: string | null;
  agencyDefault?: string | null;
  visitorCountry?: string | null;
}): { currency: string; country: string | null } {
  const { entries, queryCurrency, queryCountry, stored, agencyDefault, visitorCountry } = options;
  const byCurrency = (code: string | null | undefined) => {
    const c = code?.toUpperCase();
    return c ? entries.filter((e) => e.currency === c) : [];
  };
  const fromQuery = byCurrency(queryCurrency);
  if (fromQuery.length) {
    const preferred =
      fromQuery.find((e) => e.code === queryCountry?.toUpperCase()) ?? fromQuery[0]!;
    return { currency: preferred.currency, country: preferred.code };
  }
  for (const candidate of [stored, agencyDefault]) {
    const match = byCurrency(candidate)[0];
    if (match) return { currency: match.currency, country: null };
  }
  const geolocated = agencyDefault ? undefined : entries.find((e) => e.code === visitorCountry);
  return { currency: geolocated?.currency ?? "USD", country: null };
}
