"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import { afterLocaleChange } from "@/lib/booking/locale-change";
import { useExchangeRates } from "@/lib/api/queries/exchange-rates";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import {
  convertFromUsd,
  formatMoney,
  initialCurrency,
  searchCurrencies,
} from "@/lib/currency/currency";
import { useStoredCurrency } from "@/lib/currency/selection-store";
import { useSelectedCurrency } from "@/lib/currency/use-price";

/** SPEC §1, §3, §5: the header's currency dropdown, with search. */
export function CurrencyPicker({ agencyDefault }: { agencyDefault: string | null }) {
  const t = useTranslations("Currency");
  const locale = useLocale() as Locale;
  const { data: entries } = useEnabledCountries();
  const rates = useExchangeRates();
  const [stored, select] = useStoredCurrency();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A valid `currency` parameter in the address becomes the visitor's choice.
  useEffect(() => {
    if (!entries) return;
    const params = new URLSearchParams(window.location.search);
    const fromQuery = params.get("currency");
    if (!fromQuery) return;
    const picked = initialCurrency({
      entries,
      queryCurrency: fromQuery,
      queryCountry: params.get("country"),
    });
    if (picked.country) select(picked);
  }, [entries, select]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const current = useSelectedCurrency(agencyDefault);
  const results = searchCurrencies(entries ?? [], query);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("label", { currency: current })}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium"
        data-testid="currency-button"
      >
        {current}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t("title")}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              setOpen(false);
              button.current?.focus();
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
                    setOpen(false);
                    button.current?.focus();
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
      )}
    </div>
  );
}
