"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { useViewer } from "@/lib/api/viewer";
import { flightApiMessage, useFlightSearch } from "@/lib/api/queries/flights";
import {
  applyFlightView,
  DEFAULT_VIEW,
  FLIGHT_SORTS,
  flightFacets,
  flightViewParams,
  hasFlightFilters,
  NO_FLIGHT_FILTERS,
  readFlightView,
  type FlightSort,
  type FlightView,
} from "@/lib/booking/flight-filters";
import {
  flightDetailsHref,
  flightQueryParams,
  flightResultsHref,
  readFlightQuery,
} from "@/lib/booking/flight-search-params";
import type { FlightQueryInput } from "@/lib/contract/flights";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { IncompleteSearch, SearchResultsLayout } from "../search-results-layout";
import { FlightFiltersPanel } from "./flight-filters-panel";
import { useCabinLabel } from "./flight-labels";
import { FlightSearchForm } from "./flight-search-form";
import { ItinerariesSkeleton, ItineraryCard } from "./itinerary-card";
import type { BookingPageProps } from "../booking-page-props";

/** The search in a line: each flight's route and date, the travellers and the cabin. */
export function useSearchSummary(): (q: FlightQueryInput) => string {
  const t = useTranslations("FlightSearch");
  const locale = useLocale() as Locale;
  const cabinLabel = useCabinLabel();
  return (q) => {
    const legs = q.trip === "round" ? q.legs.slice(0, 1) : q.legs;
    const dates =
      q.trip === "round" ? q.legs.map((l) => formatDisplayDate(l.date, locale)).join(" – ") : null;
    const route = legs
      .map(
        (l) =>
          `${l.from.join("/")} ${q.trip === "round" ? "⇄" : "–"} ${l.to.join("/")}${dates ? "" : ` ${formatDisplayDate(l.date, locale)}`}`,
      )
      .join(" · ");
    const people = (q.adults ?? 1) + (q.children ?? 0) + (q.infants ?? 0);
    return [
      route,
      dates,
      t("passengerSummary", { count: people }),
      cabinLabel(q.cabin ?? "economy"),
    ]
      .filter(Boolean)
      .join(" · ");
  };
}

/**
 * /booknow/flights/search: the search the address holds, its itineraries, and the filters and
 * order (also in the address, applied here: the API answers at most 100 itineraries). Each
 * change is a new history entry (pushState, which Next's useSearchParams follows).
 */
export function FlightResults({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("FlightResults");
  const s = useTranslations("FlightSearch");
  const params = useSearchParams();
  const query = useMemo(() => readFlightQuery(new URLSearchParams(params)), [params]);
  const view = useMemo(() => readFlightView(params), [params]);
  const search = useFlightSearch(query, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const summary = useSearchSummary();
  const searchKey = query ? flightQueryParams(query).toString() : "";

  const data = search.data;
  const facets = useMemo(() => (data ? flightFacets(data.itineraries) : null), [data]);
  const shown = useMemo(() => (data ? applyFlightView(data.itineraries, view) : []), [data, view]);

  const go = (next: Partial<FlightView>) => {
    if (query) {
      window.history.pushState(
        null,
        "",
        flightResultsHref(query, flightViewParams({ ...view, ...next })),
      );
    }
  };
  const sortLabels: Record<FlightSort, string> = {
    best: t("sortBest"),
    cheapest: t("sortCheapest"),
    fastest: t("sortFastest"),
  };
  const keep = flightViewParams({ ...DEFAULT_VIEW, sort: view.sort });
  const passengers = data
    ? data.passengers.adults + data.passengers.children + data.passengers.infants
    : 1;

  if (!query) {
    return <IncompleteSearch message={t("incomplete")} form={<FlightSearchForm inPlace />} />;
  }

  return (
    <SearchResultsLayout
      t={(key, values) => (key === "changeSearch" ? s(key) : t(key, values))}
      searchKey={searchKey}
      summary={
        <p className="font-medium" data-testid="flight-search-summary">
          {summary(query)}
        </p>
      }
      form={<FlightSearchForm key={searchKey} initial={query} inPlace keep={keep} />}
      filters={
        <FlightFiltersPanel
          view={view}
          facets={facets}
          agencyDefaultCurrency={agencyDefaultCurrency}
          onChange={go}
        />
      }
      sort={{
        value: view.sort,
        order: FLIGHT_SORTS,
        labels: sortLabels,
        onChange: (sort) => go({ sort }),
        hint: t("bestHint"),
      }}
      fetching={search.isFetching}
      error={search.isError ? (flightApiMessage(search.error) ?? t("searchFailed")) : null}
      onRetry={() => void search.refetch()}
      total={data?.itineraries.length}
      filtered={hasFlightFilters(view)}
      emptyLabel={t("noFlights")}
      onClearFilters={() => go(NO_FLIGHT_FILTERS)}
      skeleton={<ItinerariesSkeleton />}
      list={{
        items: shown,
        key: (it) => it.id,
        render: (it) => (
          <ItineraryCard
            itinerary={it}
            passengers={passengers}
            price={price}
            href={flightDetailsHref(query, it.id)}
          />
        ),
        testId: "flight-results",
      }}
    />
  );
}
