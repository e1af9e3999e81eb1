"use client";

import { useTranslations } from "next-intl";
import { CheckboxFacet, FiltersPanel, PriceRangeFilter, ToggleFacet } from "../filters-panel";
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
  const categoryLabel = useCategoryLabel();
  const bandLabel = useDurationBandLabel();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);

  return (
    <FiltersPanel
      t={t}
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
      <PriceRangeFilter
        t={t}
        heading={t("priceFilter", { currency })}
        minPrice={view.minPrice}
        maxPrice={view.maxPrice}
        range={facets?.price}
        rate={rate}
        onChange={onChange}
      />
      <ToggleFacet
        legend={t("policyFilter")}
        label={d("freeCancellation")}
        checked={view.freeCancellation}
        onChange={(freeCancellation) => onChange({ freeCancellation })}
      />
    </FiltersPanel>
  );
}
