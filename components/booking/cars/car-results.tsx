"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Alert } from "@/components/ui/form";
import { useMe } from "@/lib/api/queries/account";
import { carApiMessage, useCarSearch } from "@/lib/api/queries/cars";
import {
  carDetailsHref,
  carQueryParams,
  carSearchHref,
  readCarQuery,
} from "@/lib/booking/car-search-params";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { CarCard, CarsSkeleton } from "./car-card";
import {
  applyCarView,
  CAR_SORT_LIST,
  carFacets,
  carViewParams,
  DEFAULT_CAR_VIEW,
  hasCarFilters,
  NO_CAR_FILTERS,
  readCarView,
  type CarSort,
  type CarView,
} from "./car-filters";
import { CarFiltersPanel } from "./car-filters-panel";
import { useCarSearchSummary } from "./car-labels";
import { usePlaceNames } from "./car-place-field";
import { CarSearchForm } from "./car-search-form";

/**
 * /booknow/cars/search: the search the address holds, its cars, and the filters and order (also
 * in the address, applied here on the whole answer). Each change is a new history entry
 * (pushState, which Next's useSearchParams follows).
 */
export function CarResults({
  agencyDefaultCurrency,
  allowNonLoginFlow,
}: {
  agencyDefaultCurrency: string | null;
  allowNonLoginFlow: boolean;
}) {
  const t = useTranslations("Cars");
  const id = useId();
  const params = useSearchParams();
  const query = useMemo(() => readCarQuery(params), [params]);
  const view = useMemo(() => readCarView(params), [params]);
  const { data: user } = useMe();
  const search = useCarSearch(query, user?.id ?? "visitor");
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const summary = useCarSearchSummary();
  const data = search.data;
  const names = usePlaceNames(data?.cars.flatMap((car) => [car.pickUp, car.dropOff]));
  const [editing, setEditing] = useState(false);
  // A new search (the form, Back) closes the form.
  const searchKey = query ? carQueryParams(query).toString() : "";
  const [seenKey, setSeenKey] = useState(searchKey);
  if (searchKey !== seenKey) {
    setSeenKey(searchKey);
    setEditing(false);
  }

  const facets = useMemo(() => (data ? carFacets(data.cars) : null), [data]);
  const shown = useMemo(() => (data ? applyCarView(data.cars, view) : []), [data, view]);

  const go = (next: Partial<CarView>) => {
    if (query) {
      window.history.pushState(null, "", carSearchHref(query, carViewParams({ ...view, ...next })));
    }
  };
  const sortLabels: Record<CarSort, string> = {
    price: t("sortPriceLow"),
    "-price": t("sortPriceHigh"),
    class: t("sortClass"),
    supplier: t("sortSupplier"),
  };
  const keep = carViewParams({ ...DEFAULT_CAR_VIEW, sort: view.sort });

  if (!query) {
    return (
      <div className="space-y-6">
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("incomplete")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <CarSearchForm inPlace />
        </div>
      </div>
    );
  }

  // The form is filled once the places can be named (from this tab's choices or the answer).
  const named = !!names(query.locationId) || !search.isPending;

  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium" data-testid="car-search-summary">
            {summary(query, names)}
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
          {named && (
            <CarSearchForm key={searchKey} initial={query} names={names} inPlace keep={keep} />
          )}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <CarFiltersPanel
            view={view}
            facets={facets}
            price={price}
            agencyDefaultCurrency={agencyDefaultCurrency}
            onChange={go}
          />
        </aside>
        <section aria-labelledby={`${id}-results`} aria-busy={search.isFetching}>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <h2
              id={`${id}-results`}
              tabIndex={-1}
              aria-live="polite"
              className="text-xl font-semibold"
            >
              {data
                ? hasCarFilters(view)
                  ? t("shownOf", { count: shown.length, total: data.cars.length })
                  : t("resultsCount", { count: data.cars.length })
                : search.isError
                  ? t("searchFailed")
                  : t("searching")}
            </h2>
            <label className="text-sm font-medium">
              {t("sortBy")}
              <select
                value={view.sort}
                onChange={(e) => go({ sort: e.target.value as CarSort })}
                className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              >
                {CAR_SORT_LIST.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabels[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {search.isError ? (
            <div className="space-y-3">
              <Alert tone="error">{carApiMessage(search.error) ?? t("searchFailed")}</Alert>
              <button
                type="button"
                onClick={() => void search.refetch()}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
              >
                {t("retry")}
              </button>
            </div>
          ) : !data ? (
            <CarsSkeleton />
          ) : shown.length === 0 ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-6 text-slate-700">
              <p className="font-medium">{data.cars.length > 0 ? t("noneMatch") : t("noCars")}</p>
              {data.cars.length > 0 ? (
                <button
                  type="button"
                  onClick={() => go(NO_CAR_FILTERS)}
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
            <ul className="space-y-4" data-testid="car-results">
              {shown.map((car) => (
                <li key={car.offerId}>
                  <CarCard car={car} price={price} href={carDetailsHref(query, car.offerId)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
