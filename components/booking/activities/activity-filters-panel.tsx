"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import {
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  type ActivityView,
} from "@/lib/booking/activity-search-params";
import { useDisplayCurrency } from "../hotels/hotel-price";
import type { activityFacets } from "./activity-logic";
import { useCategoryLabel, useDurationBandLabel } from "./activity-labels";

type Change = (next: Partial<ActivityView>) => void;

const CHECKBOX = "size-4 rounded border-slate-300 accent-[var(--color-brand)]";

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * The results' filters, each change a new address: categories, duration bands, the "from"
 * price's range (typed in the currency prices show in, kept as USD cents, rounded outwards so the
 * amounts typed stay inside it) and free cancellation. Each choice says how many it keeps.
 */
export function ActivityFiltersPanel({
  view,
  facets,
  agencyDefaultCurrency,
  onChange,
}: {
  view: ActivityView;
  facets: ReturnType<typeof activityFacets> | null;
  agencyDefaultCurrency: string | null;
  onChange: Change;
}) {
  const t = useTranslations("Activities");
  const d = useTranslations("Deals");
  const id = useId();
  const categoryLabel = useCategoryLabel();
  const bandLabel = useDurationBandLabel();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const toShown = (cents: number | null | undefined, round: (n: number) => number) =>
    cents === null || cents === undefined ? "" : String(round((cents / 100) * rate));
  const toCents = (text: string, round: (n: number) => number) => {
    const amount = Number(text);
    return text.trim() === "" || !Number.isFinite(amount) || amount < 0
      ? null
      : round((amount * 100) / rate);
  };

  function applyPrice(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    onChange({
      minPrice: toCents(String(form.get("min") ?? ""), Math.floor),
      maxPrice: toCents(String(form.get("max") ?? ""), Math.ceil),
    });
  }

  return (
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        {hasActivityFilters(view) && (
          <button
            type="button"
            onClick={() => onChange(NO_ACTIVITY_FILTERS)}
            className="text-sm font-medium text-brand underline"
          >
            {t("clearFilters")}
          </button>
        )}
      </div>

      {facets && facets.categories.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-medium">{t("categoryFilter")}</legend>
          {facets.categories.map(({ code, count }) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={view.categories.includes(code)}
                onChange={(e) =>
                  onChange({ categories: toggle(view.categories, code, e.target.checked) })
                }
                className={CHECKBOX}
              />
              {t("withCount", { label: categoryLabel(code), count })}
            </label>
          ))}
        </fieldset>
      )}

      {facets && facets.durations.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-medium">{t("durationFilter")}</legend>
          {facets.durations.map(({ band, count }) => (
            <label key={band} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={view.durations.includes(band)}
                onChange={(e) =>
                  onChange({ durations: toggle(view.durations, band, e.target.checked) })
                }
                className={CHECKBOX}
              />
              {t("withCount", { label: bandLabel(band), count })}
            </label>
          ))}
        </fieldset>
      )}

      <form
        // A new range from the address (Back, clear) resets what the inputs show.
        key={`${view.minPrice}-${view.maxPrice}-${rate}`}
        onSubmit={applyPrice}
        className="space-y-2"
        aria-labelledby={`${id}-price`}
      >
        <h3 id={`${id}-price`} className="font-medium">
          {t("priceFilter", { currency })}
        </h3>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm">
            {t("minimum")}
            <input
              name="min"
              type="number"
              inputMode="decimal"
              min={0}
              defaultValue={toShown(view.minPrice, Math.floor)}
              placeholder={toShown(facets?.price?.min, Math.floor)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
          <label className="text-sm">
            {t("maximum")}
            <input
              name="max"
              type="number"
              inputMode="decimal"
              min={0}
              defaultValue={toShown(view.maxPrice, Math.ceil)}
              placeholder={toShown(facets?.price?.max, Math.ceil)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
        </div>
        <p className="text-xs text-slate-500">{t("priceFilterHint")}</p>
        <button
          type="submit"
          className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          {t("apply")}
        </button>
      </form>

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("policyFilter")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={view.freeCancellation}
            onChange={(e) => onChange({ freeCancellation: e.target.checked })}
            className={CHECKBOX}
          />
          {d("freeCancellation")}
        </label>
      </fieldset>
    </section>
  );
}
