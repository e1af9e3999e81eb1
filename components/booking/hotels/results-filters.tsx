"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import { BOARDS, type HotelSearchState } from "@/lib/booking/hotel-search-params";
import type { HotelSearchResponse } from "@/lib/contract/hotels";
import { useBoardLabel, useDisplayCurrency } from "./hotel-price";

type Change = (next: Partial<HotelSearchState>) => void;

const CHECKBOX = "size-4 rounded border-slate-300 accent-[var(--color-brand)]";

/** Whether any filter narrows the list (the empty state offers to clear them). */
export function hasFilters(s: HotelSearchState): boolean {
  return (
    s.minPrice !== null ||
    s.maxPrice !== null ||
    s.stars.length > 0 ||
    s.freeCancellation ||
    s.boards.length > 0
  );
}

export const NO_FILTERS = {
  minPrice: null,
  maxPrice: null,
  stars: [],
  freeCancellation: false,
  boards: [],
  page: 1,
} satisfies Partial<HotelSearchState>;

/**
 * The filters: the stay total's range, typed in the currency prices show in and sent as USD
 * cents (rounded outwards, so the amounts typed stay inside it); stars; free cancellation;
 * boards. Each change is a new address, from the first page.
 */
export function ResultsFilters({
  search,
  priceRange,
  agencyDefaultCurrency,
  onChange,
}: {
  search: HotelSearchState;
  priceRange: HotelSearchResponse["priceRange"] | undefined;
  agencyDefaultCurrency: string | null;
  onChange: Change;
}) {
  const t = useTranslations("Hotels");
  const d = useTranslations("Deals");
  const id = useId();
  const boardLabel = useBoardLabel();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const toShown = (cents: number | null | undefined, round: (n: number) => number) =>
    cents === null || cents === undefined ? "" : String(round((cents / 100) * rate));
  const toCents = (text: string, round: (n: number) => number) => {
    const amount = Number(text);
    return text.trim() === "" || !Number.isFinite(amount) || amount < 0
      ? null
      : round((amount * 100) / rate);
  };
  const change: Change = (next) => onChange({ ...next, page: 1 });

  function applyPrice(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    change({
      minPrice: toCents(String(form.get("min") ?? ""), Math.floor),
      maxPrice: toCents(String(form.get("max") ?? ""), Math.ceil),
    });
  }

  const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  return (
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        {hasFilters(search) && (
          <button
            type="button"
            onClick={() => onChange(NO_FILTERS)}
            className="text-sm font-medium text-brand underline"
          >
            {t("clearFilters")}
          </button>
        )}
      </div>

      <form
        // A new range from the address (Back, clear) resets what the inputs show.
        key={`${search.minPrice}-${search.maxPrice}-${rate}`}
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
              defaultValue={toShown(search.minPrice, Math.floor)}
              placeholder={toShown(priceRange?.min, Math.floor)}
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
              defaultValue={toShown(search.maxPrice, Math.ceil)}
              placeholder={toShown(priceRange?.max, Math.ceil)}
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
        <legend className="mb-1 font-medium">{t("starsFilter")}</legend>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={search.stars.includes(n)}
              onChange={(e) => change({ stars: toggle(search.stars, n, e.target.checked) })}
              className={CHECKBOX}
            />
            {d("stars", { count: n })}
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("policyFilter")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={search.freeCancellation}
            onChange={(e) => change({ freeCancellation: e.target.checked })}
            className={CHECKBOX}
          />
          {d("freeCancellation")}
        </label>
      </fieldset>

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("boardFilter")}</legend>
        {BOARDS.map((b) => (
          <label key={b} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={search.boards.includes(b)}
              onChange={(e) => change({ boards: toggle(search.boards, b, e.target.checked) })}
              className={CHECKBOX}
            />
            {boardLabel(b)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
