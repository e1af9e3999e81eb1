"use client";

import { useTranslations } from "next-intl";
import { BOARDS, type HotelSearchState } from "@/lib/booking/hotel-search-params";
import type { HotelSearchResponse } from "@/lib/contract/hotels";
import { CheckboxFacet, FiltersPanel, PriceRangeFilter, ToggleFacet } from "../filters-panel";
import { useBoardLabel, useDisplayCurrency } from "./hotel-price";

type Change = (next: Partial<HotelSearchState>) => void;

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
  const boardLabel = useBoardLabel();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const change: Change = (next) => onChange({ ...next, page: 1 });

  return (
    <FiltersPanel t={t} filtered={hasFilters(search)} onClear={() => onChange(NO_FILTERS)}>
      <PriceRangeFilter
        t={t}
        heading={t("priceFilter", { currency })}
        minPrice={search.minPrice}
        maxPrice={search.maxPrice}
        range={priceRange}
        rate={rate}
        onChange={change}
      />
      <CheckboxFacet
        legend={t("starsFilter")}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: d("stars", { count: n }) }))}
        chosen={search.stars}
        onChange={(stars) => change({ stars })}
      />
      <ToggleFacet
        legend={t("policyFilter")}
        label={d("freeCancellation")}
        checked={search.freeCancellation}
        onChange={(freeCancellation) => change({ freeCancellation })}
      />
      <CheckboxFacet
        legend={t("boardFilter")}
        options={BOARDS.map((b) => ({ value: b, label: boardLabel(b) }))}
        chosen={search.boards}
        onChange={(boards) => change({ boards })}
      />
    </FiltersPanel>
  );
}
