"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type Ref } from "react";
import type { useEnabledCountries } from "@/lib/api/queries/countries";
import { useExchangeRates } from "@/lib/api/queries/exchange-rates";
import { afterLocaleChange } from "@/lib/booking/locale-change";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { convertFromUsd, formatMoney, searchCurrencies } from "@/lib/currency/currency";
import type { CurrencySelection } from "@/lib/currency/selection-store";

/**
 * The currency dropdown's open panel: search, the rate and the currencies. Loaded when the
 * dropdown first opens (currency-picker.tsx), with the date formatting of its rate line, so that
 * no page's first load carries it.
 */
export function CurrencyPanel({
  id,
  panelRef,
  entries,
  current,
  stored,
  select,
  close,
}: {
  id: string;
  panelRef: Ref<HTMLDivElement>;
  entries: ReturnType<typeof useEnabledCountries>["data"];
  current: string;
  stored: CurrencySelection | null;
  select: (choice: CurrencySelection) => void;
  /** Closes the dropdown and gives the focus back to its button. */
  close: () => void;
}) {
  const t = useTranslations("Currency");
  const locale = useLocale() as Locale;
  const rates = useExchangeRates();
  const [query, setQuery] = useState("");
  const results = searchCurrencies(entries ?? [], query);
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label={t("title")}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          close();
        }
      }}
      className="absolute end-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
    >
      <label className="block text-sm font-medium">
        {t("search")}
        <input
          type="search"
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5"
        />
      </label>
      {rates.data?.rates[current] !== undefined && (
        <p className="mt-2 text-xs text-slate-500" data-testid="exchange-rate">
          {t("rate", {
            from: formatMoney(1, "USD", locale),
            to: formatMoney(convertFromUsd(100, rates.data.rates[current]), current, locale),
            date: formatDisplayDate(rates.data.asOf, locale),
          })}
        </p>
      )}
      <ul className="mt-2 max-h-72 overflow-y-auto" aria-label={t("title")}>
        {results.map((c) => (
          <li key={c.code}>
            <button
              type="button"
              aria-pressed={
                c.currency === current && (!stored?.country || stored.country === c.code)
              }
              onClick={() => {
                select({ currency: c.currency, country: c.code });
                close();
                // SPEC §4: activity pages reload, car result pages return to the cars landing.
                const after = afterLocaleChange("currency", window.location);
                if (after.kind !== "stay") window.location.assign(after.href);
              }}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm hover:bg-slate-100 aria-pressed:font-semibold"
            >
              <span aria-hidden="true">{c.emoji}</span>
              <span className="flex-1">{c.name}</span>
              <span className="text-slate-500">
                {c.currency} {c.symbol}
              </span>
            </button>
          </li>
        ))}
        {entries && results.length === 0 && (
          <li className="px-2 py-1.5 text-sm text-slate-500">{t("noResults")}</li>
        )}
      </ul>
    </div>
  );
}
