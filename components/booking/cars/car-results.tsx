"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useViewer } from "@/lib/api/viewer";
import { carApiMessage, useCarSearch } from "@/lib/api/queries/cars";
import {
  carDetailsHref,
  carQueryParams,
  carSearchHref,
  readCarQuery,
} from "@/lib/booking/car-search-params";
import { datesFromPast } from "@/lib/booking/past-dates";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { PastDatesNotice } from "../past-dates-notice";
import { IncompleteSearch, SearchResultsLayout } from "../search-results-layout";
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
import { useCarSearchParts } from "./car-labels";
import { usePlaceNames } from "./car-place-field";
import { CarSearchForm } from "./car-search-form";
import type { BookingPageProps } from "../booking-page-props";

/**
 * /booknow/cars/search: the search the address holds, its cars, and the filters and order (also
 * in the address, applied here on the whole answer). Each change is a new history entry
 * (pushState, which Next's useSearchParams follows).
 */
export function CarResults({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("Cars");
  const params = useSearchParams();
  const query = useMemo(() => readCarQuery(params), [params]);
  const view = useMemo(() => readCarView(params), [params]);
  // A link whose pick-up has passed is not searched: the nearest valid dates are offered.
  const moved = useMemo(
    () => query && datesFromPast(query.pickUp.slice(0, 10), query.dropOff.slice(0, 10), todayIso()),
    [query],
  );
  const search = useCarSearch(moved ? null : query, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const searchParts = useCarSearchParts();
  const data = search.data;
  const names = usePlaceNames(data?.cars.flatMap((car) => [car.pickUp, car.dropOff]));
  const searchKey = query ? carQueryParams(query).toString() : "";
  const [places, details] = query ? searchParts(query, names) : ["", ""];

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
    return <IncompleteSearch message={t("incomplete")} form={<CarSearchForm inPlace />} />;
  }

  if (moved) {
    const href = carSearchHref({
      ...query,
      pickUp: `${moved.start}${query.pickUp.slice(10)}`,
      dropOff: `${moved.end}${query.dropOff.slice(10)}`,
    });
    return (
      <PastDatesNotice
        text={t("pastDates")}
        searchText={(dates) => t("pastDatesSearch", dates)}
        dates={moved}
        href={href}
      />
    );
  }

  // The form is filled once the places can be named (from this tab's choices or the answer).
  const named = !!names(query.locationId) || !search.isPending;

  return (
    <SearchResultsLayout
      t={t}
      searchKey={searchKey}
      summary={
        <p className="font-medium" data-testid="car-search-summary">
          {/* The places have a line of their own, kept while they are not named yet (until the
              answer names them), so that naming them does not move the results down. */}
          <span className="block min-h-[1lh]">{places}</span>
          {details}
        </p>
      }
      form={
        named && <CarSearchForm key={searchKey} initial={query} names={names} inPlace keep={keep} />
      }
      filters={
        <CarFiltersPanel
          view={view}
          facets={facets}
          price={price}
          agencyDefaultCurrency={agencyDefaultCurrency}
          onChange={go}
        />
      }
      sort={{
        value: view.sort,
        order: CAR_SORT_LIST,
        labels: sortLabels,
        onChange: (sort) => go({ sort }),
      }}
      fetching={search.isFetching}
      error={search.isError ? (carApiMessage(search.error) ?? t("searchFailed")) : null}
      onRetry={() => void search.refetch()}
      total={data?.cars.length}
      filtered={hasCarFilters(view)}
      emptyLabel={t("noCars")}
      onClearFilters={() => go(NO_CAR_FILTERS)}
      skeleton={<CarsSkeleton />}
      list={{
        items: shown,
        key: (car) => car.offerId,
        render: (car, index) => (
          <CarCard
            car={car}
            priority={index === 0}
            price={price}
            href={carDetailsHref(query, car.offerId)}
          />
        ),
        testId: "car-results",
      }}
    />
  );
}
