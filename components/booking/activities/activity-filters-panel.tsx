"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import { CheckboxFacet, FILTER_CHECK, FiltersPanel } from "../filters-panel";
import {
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  type ActivityView,
} from "@/lib/booking/activity-search-params";
import { useDisplayCurrency } from "../hotels/hotel-price";
import type { activityFacets } from "./activity-logic";
import { useCategoryLabel, useDurationBandLabel } from "./activity-labels";

type Change = (next: Partial<ActivityView>) => void;

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
    <FiltersPanel
      title={t("filters")}
      clearLabel={t("clearFilters")}
      filtered={hasActivityFilters(view)}
      onClear={() => onChange(NO_ACTIVITY_FILTERS)}
    >
      <CheckboxFacet
        legend={t("categoryFilter")}
        options={(facets?.categories ?? []).map(({ code, count }) => ({
          value: code,
          label: t("withCount", { label: categoryLabel(code), count }),
        }))}
        chosen={view.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <CheckboxFacet
        legend={t("durationFilter")}
        options={(facets?.durations ?? []).map(({ band, count }) => ({
          value: band,
          label: t("withCount", { label: bandLabel(band), count }),
        }))}
        chosen={view.durations}
        onChange={(durations) => onChange({ durations })}
      />

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
            className={`${FILTER_CHECK} rounded`}
          />
          {d("freeCancellation")}
        </label>
      </fieldset>
    </FiltersPanel>
  );
}
