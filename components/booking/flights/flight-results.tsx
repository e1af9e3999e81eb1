"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Alert } from "@/components/ui/form";
import { useMe } from "@/lib/api/queries/account";
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
import { FlightFiltersPanel } from "./flight-filters-panel";
import { useCabinLabel } from "./flight-labels";
import { FlightSearchForm } from "./flight-search-form";
import { ItinerariesSkeleton, ItineraryCard } from "./itinerary-card";

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
export function FlightResults({
  agencyDefaultCurrency,
  allowNonLoginFlow,
}: {
  agencyDefaultCurrency: string | null;
  allowNonLoginFlow: boolean;
}) {
  const t = useTranslations("FlightResults");
  const s = useTranslations("FlightSearch");
  const id = useId();
  const params = useSearchParams();
  const query = useMemo(() => readFlightQuery(new URLSearchParams(params)), [params]);
  const view = useMemo(() => readFlightView(params), [params]);
  const { data: user } = useMe();
  const search = useFlightSearch(query, user?.id ?? "visitor");
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const summary = useSearchSummary();
  const [editing, setEditing] = useState(false);
  // A new search (the form, Back) closes the form.
  const searchKey = query ? flightQueryParams(query).toString() : "";
  const [seenKey, setSeenKey] = useState(searchKey);
  if (searchKey !== seenKey) {
    setSeenKey(searchKey);
    setEditing(false);
  }

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
    return (
      <div className="space-y-6">
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("incomplete")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <FlightSearchForm inPlace />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium" data-testid="flight-search-summary">
            {summary(query)}
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
          <FlightSearchForm key={searchKey} initial={query} inPlace keep={keep} />
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <FlightFiltersPanel
            view={view}
            facets={facets}
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
                ? hasFlightFilters(view)
                  ? t("shownOf", { count: shown.length, total: data.itineraries.length })
                  : t("resultsCount", { count: data.itineraries.length })
                : search.isError
                  ? t("searchFailed")
                  : t("searching")}
            </h2>
            <div>
              <label className="text-sm font-medium">
                {t("sortBy")}
                <select
                  value={view.sort}
                  aria-describedby={`${id}-sort-hint`}
                  onChange={(e) => go({ sort: e.target.value as FlightSort })}
                  className="ms-2 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
                >
                  {FLIGHT_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {sortLabels[sort]}
                    </option>
                  ))}
                </select>
              </label>
              <p id={`${id}-sort-hint`} className="mt-1 text-xs text-slate-500">
                {t("bestHint")}
              </p>
            </div>
          </div>

          {search.isError ? (
            <div className="space-y-3">
              <Alert tone="error">{flightApiMessage(search.error) ?? t("searchFailed")}</Alert>
              <button
                type="button"
                onClick={() => void search.refetch()}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
              >
                {t("retry")}
              </button>
            </div>
          ) : !data ? (
            <ItinerariesSkeleton />
          ) : shown.length === 0 ? (
            <div className="space-y-3 rounded-xl bg-slate-50 p-6 text-slate-700">
              <p className="font-medium">
                {data.itineraries.length > 0 ? t("noneMatch") : t("noFlights")}
              </p>
              {data.itineraries.length > 0 ? (
                <button
                  type="button"
                  onClick={() => go(NO_FLIGHT_FILTERS)}
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
                  {s("changeSearch")}
                </button>
              )}
            </div>
          ) : (
            <ul className="space-y-4" data-testid="flight-results">
              {shown.map((it) => (
                <li key={it.id}>
                  <ItineraryCard
                    itinerary={it}
                    passengers={passengers}
                    price={price}
                    href={flightDetailsHref(query, it.id)}
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
