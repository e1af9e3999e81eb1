"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { useViewer } from "@/lib/api/viewer";
import { activityApiMessage, useActivitySearch } from "@/lib/api/queries/activities";
import {
  ACTIVITY_SORTS,
  activityDetailsHref,
  activityResultsHref,
  DEFAULT_ACTIVITY_VIEW,
  DEFAULT_TRAVELLERS,
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  readActivityCity,
  readActivitySearch,
  readActivityView,
  toSearchRequest,
  type ActivitySort,
  type ActivityView,
} from "@/lib/booking/activity-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { IncompleteSearch, SearchResultsLayout } from "../search-results-layout";
import { ActivitiesSkeleton, ActivityCard } from "./activity-card";
import { ActivityFiltersPanel } from "./activity-filters-panel";
import { activityFacets, applyActivityView } from "./activity-logic";
import { ActivitySearchForm } from "./activity-search-form";
import type { BookingPageProps } from "../booking-page-props";

/**
 * /booknow/activities/search: the search the address holds, its activities, and the filters and
 * order (also in the address, applied here to the whole list). Each change is a new history entry
 * (pushState, which Next's useSearchParams follows), so Back walks through them and a reload (a
 * language or currency change) shows the same list.
 */
export function ActivityResults({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("Activities");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const search = useMemo(() => readActivitySearch(params, todayIso()), [params]);
  const request = useMemo(() => (search ? toSearchRequest(search) : null), [search]);
  const view = useMemo(() => readActivityView(params), [params]);
  const query = useActivitySearch(request, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const searchKey = request ? JSON.stringify(request) : "";

  const data = query.data;
  const facets = useMemo(() => (data ? activityFacets(data.activities) : null), [data]);
  const shown = useMemo(() => (data ? applyActivityView(data.activities, view) : []), [data, view]);

  const go = (next: Partial<ActivityView>) => {
    if (search)
      window.history.pushState(null, "", activityResultsHref(search, { ...view, ...next }));
  };
  const sortLabels: Record<ActivitySort, string> = {
    price: t("sortPriceLow"),
    "-price": t("sortPriceHigh"),
    rating: t("sortRating"),
    duration: t("sortDuration"),
  };

  if (!search) {
    return (
      <IncompleteSearch
        message={t("incomplete")}
        form={<ActivitySearchForm initial={readActivityCity(params)} inPlace />}
      />
    );
  }

  const dates = `${formatDisplayDate(search.from, locale)} – ${formatDisplayDate(search.to, locale)}`;
  return (
    <SearchResultsLayout
      t={t}
      searchKey={searchKey}
      summary={
        <p className="font-medium" data-testid="activity-search-summary">
          {[search.cityName, dates].filter(Boolean).join(" · ")}
        </p>
      }
      form={
        <ActivitySearchForm
          key={searchKey}
          initial={search}
          inPlace
          keep={{ ...DEFAULT_ACTIVITY_VIEW, sort: view.sort }}
        />
      }
      filters={
        <ActivityFiltersPanel
          view={view}
          facets={facets}
          agencyDefaultCurrency={agencyDefaultCurrency}
          onChange={go}
        />
      }
      sort={{
        value: view.sort,
        order: ACTIVITY_SORTS,
        labels: sortLabels,
        onChange: (sort) => go({ sort }),
      }}
      fetching={query.isFetching}
      error={query.isError ? (activityApiMessage(query.error) ?? t("searchFailed")) : null}
      onRetry={() => void query.refetch()}
      total={data?.activities.length}
      filtered={hasActivityFilters(view)}
      emptyLabel={t("noActivities")}
      onClearFilters={() => go(NO_ACTIVITY_FILTERS)}
      skeleton={<ActivitiesSkeleton />}
      list={{
        items: shown,
        key: (activity) => activity.productCode,
        render: (activity, index) => (
          <ActivityCard
            activity={activity}
            priority={index === 0}
            price={price}
            href={activityDetailsHref(
              activity.productCode,
              { date: search.from, travellers: DEFAULT_TRAVELLERS },
              search,
            )}
          />
        ),
        testId: "activity-results",
      }}
    />
  );
}
