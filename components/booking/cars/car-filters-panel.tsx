"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { useDisplayCurrency } from "../hotels/hotel-price";
import { hasCarFilters, NO_CAR_FILTERS, type CarFacets, type CarView } from "./car-filters";
import { useCarLabels } from "./car-labels";

type Change = (next: Partial<CarView>) => void;

const CHECK = "size-4 border-slate-300 accent-[var(--color-brand)]";

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * The results' filters, each change a new address: vehicle class and supplier (each with the
 * cheapest rental it has), transmission, seats, and the highest total (typed in the currency
 * prices show in, kept as USD cents, rounded up so the amount typed stays inside).
 */
export function CarFiltersPanel({
  view,
  facets,
  price,
  agencyDefaultCurrency,
  onChange,
}: {
  view: CarView;
  facets: CarFacets | null;
  price: PriceDisplay;
  agencyDefaultCurrency: string | null;
  onChange: Change;
}) {
  const t = useTranslations("Cars");
  const id = useId();
  const label = useCarLabels();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const from = (usd: number) =>
    price.visible ? t("fromPrice", { price: price.format(usd) }) : null;

  function applyPrice(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get("max") ?? "").trim();
    const amount = Number(text);
    onChange({
      maxPrice:
        text === "" || !Number.isFinite(amount) || amount < 0
          ? null
          : Math.ceil((amount * 100) / rate),
    });
  }

  return (
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        {hasCarFilters(view) && (
          <button
            type="button"
            onClick={() => onChange(NO_CAR_FILTERS)}
            className="text-sm font-medium text-brand underline"
          >
            {t("clearFilters")}
          </button>
        )}
      </div>

      {facets && facets.classes.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-medium">{t("classFilter")}</legend>
          {facets.classes.map((c) => (
            <label key={c.name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={view.classes.includes(c.name)}
                onChange={(e) =>
                  onChange({ classes: toggle(view.classes, c.name, e.target.checked) })
                }
                className={`${CHECK} rounded`}
              />
              <span className="flex-1">{c.name}</span>
              <span className="text-xs text-slate-500">{from(c.from)}</span>
            </label>
          ))}
        </fieldset>
      )}

      {facets && facets.suppliers.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-medium">{t("supplierFilter")}</legend>
          {facets.suppliers.map((s) => (
            <label key={s.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={view.suppliers.includes(s.code)}
                onChange={(e) =>
                  onChange({ suppliers: toggle(view.suppliers, s.code, e.target.checked) })
                }
                className={`${CHECK} rounded`}
              />
              <span className="flex-1">{s.name}</span>
              <span className="text-xs text-slate-500">{from(s.from)}</span>
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("transmissionFilter")}</legend>
        {([null, "automatic", "manual"] as const).map((gear) => (
          <label key={gear ?? "any"} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-transmission`}
              checked={view.transmission === gear}
              onChange={() => onChange({ transmission: gear })}
              className={CHECK}
            />
            {gear ? label.transmission(gear) : t("anyTransmission")}
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("seatsFilter")}</legend>
        {[null, ...(facets?.seats ?? [])].map((seats) => (
          <label key={seats ?? "any"} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-seats`}
              checked={view.minSeats === seats}
              onChange={() => onChange({ minSeats: seats })}
              className={CHECK}
            />
            {seats === null ? t("anySeats") : t("seatsAtLeast", { count: seats })}
          </label>
        ))}
      </fieldset>

      <form
        // A new limit from the address (Back, clear) resets what the input shows.
        key={`${view.maxPrice}-${rate}`}
        onSubmit={applyPrice}
        className="space-y-2"
      >
        <label className="block font-medium">
          {t("priceFilter", { currency })}
          <input
            name="max"
            type="number"
            inputMode="decimal"
            min={0}
            defaultValue={
              view.maxPrice === null ? "" : String(Math.ceil((view.maxPrice / 100) * rate))
            }
            placeholder={
              facets?.price ? String(Math.ceil((facets.price.max / 100) * rate)) : undefined
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          {t("apply")}
        </button>
      </form>
    </section>
  );
}
