"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/form";
import { useMe } from "@/lib/api/queries/account";
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
import { ActivitiesSkeleton, ActivityCard } from "./activity-card";
import { ActivityFiltersPanel } from "./activity-filters-panel";
import { activityFacets, applyActivityView } from "./activity-logic";
import { ActivitySearchForm } from "./activity-search-form";

/**
 * /booknow/activities/search: the search the address holds, its activities, and the filters and
 * order (also in the address, applied here to the whole list). Each change is a new history entry
 * (pushState, which Next's useSearchParams follows), so Back walks through them and a reload (a
 * language or currency change) shows the same list.
 */
export function ActivityResults({
  agencyDefaultCurrency,
  allowNonLoginFlow,
}: {
  agencyDefaultCurrency: string | null;
  allowNonLoginFlow: boolean;
}) {
  const t = useTranslations("Activities");
  const locale = useLocale() as Locale;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const params = useSearchParams();
  const search = useMemo(() => readActivitySearch(params, todayIso()), [params]);
  const request = useMemo(() => (search ? toSearchRequest(search) : null), [search]);
  const view = useMemo(() => readActivityView(params), [params]);
  const { data: user } = useMe();
  const query = useActivitySearch(request, user?.id ?? "visitor");
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const [editing, setEditing] = useState(false);
  // A new search (the form, Back) closes the form.
  const searchKey = request ? JSON.stringify(request) : "";
  const [seenKey, setSeenKey] = useState(searchKey);
  if (searchKey !== seenKey) {
    setSeenKey(searchKey);
    setEditing(false);
  }

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
      <div className="space-y-6">
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("incomplete")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ActivitySearchForm initial={readActivityCity(params)} inPlace />
        </div>
      </div>
    );
  }

  const dates = `${formatDisplayDate(search.from, locale)} – ${formatDisplayDate(search.to, locale)}`;
  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium" data-testid="activity-search-summary">
            {[search.cityName, dates].filter(Boolean).join(" · ")}
          </p>
          <button
            type="button"
            aria-expanded={editing}
            aria-controls={`${id}-form`}
            onClick={() => setEditing((e) => !e)}
            className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
          >
            {t("modifySearch")}
          </button>
        </div>
        <div id={`${id}-form`} hidden={!editing}>
          <ActivitySearchForm
            key={searchKey}
            initial={search}
            inPlace
            keep={{ ...DEFAULT_ACTIVITY_VIEW, sort: view.sort }}
          />
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <ActivityFiltersPanel
            view={view}
            facets={facets}
            agencyDefaultCurrency={agencyDefaultCurrency}
            onChange={go}
          />
        </aside>
        <section aria-labelledby={`${id}-results`} aria-busy={query.isFetching}>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <h2
              id={`${id}-results`}
              ref={heading}
              tabIndex={-1}
              aria-live="polite"
              className="text-xl font-semibold"
            >
              {data
                ? hasActivityFilters(view)
                  ? t("shownOf", { count: shown.length, total: data.activities.length })
                  : t("resultsCount", { count: data.activities.length })
                : query.isError
                  ? t("searchFailed")
                  : t("searching")}
            </h2>
            <label className="text-sm font-medium">
              {t("sortBy")}
              <select
                value={view.sort}
                onChange={(e) => go({ sort: e.target.value as ActivitySort })}
                className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              >
                {ACTIVITY_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {query.isError ? (
            <div className="space-y-3">
              <Alert tone="error">{activityApiMessage(query.error) ?? t("searchFailed")}</Alert>
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
              >
                {t("retry")}
              </button>
            </div>
          ) : !data ? (
            <ActivitiesSkeleton />
          ) : shown.length === 0 ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-6 text-slate-700">
              <p className="font-medium">
                {data.activities.length > 0 ? t("noneMatch") : t("noActivities")}
              </p>
              {data.activities.length > 0 ? (
                <button
                  type="button"
                  onClick={() => {
                    go(NO_ACTIVITY_FILTERS);
                    heading.current?.focus();
                  }}
                  className="text-brand underline"
                >
                  {t("clearFilters")}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  aria-controls={`${id}-form`}
                  className="text-brand underline"
                >
                  {t("changeSearch")}
                </button>
              )}
            </div>
          ) : (
            <ul className="space-y-4" data-testid="activity-results">
              {shown.map((activity) => (
                <li key={activity.productCode}>
                  <ActivityCard
                    activity={activity}
                    price={price}
                    href={activityDetailsHref(
                      activity.productCode,
                      { date: search.from, travellers: DEFAULT_TRAVELLERS },
                      search,
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
