"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { useViewer } from "@/lib/api/viewer";
import { cruiseApiMessage, useCruiseSearch } from "@/lib/api/queries/cruise";
import {
  CABIN_ORDER,
  CRUISE_SORT_ORDER,
  cruiseDetailsHref,
  cruiseResultsHref,
  DEFAULT_CRUISE_VIEW,
  hasCruiseFilters,
  NO_CRUISE_FILTERS,
  readCruiseSearch,
  readCruiseView,
  toCruiseQuery,
  type CruiseSearch,
  type CruiseView,
} from "@/lib/booking/cruise-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";
import type { CabinCode, CruiseSort, SailingSummary } from "@/lib/contract/cruise";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { FiltersPanel, PriceRangeFilter, RadioFacet } from "../filters-panel";
import { useDisplayCurrency, useHotelPriceDisplay } from "../hotels/hotel-price";
import { ResultLink, SkeletonList } from "../result-card";
import { IncompleteSearch, SearchResultsLayout } from "../search-results-layout";
import { applyCruiseView, cruiseFacets, fromPerGuest } from "./cruise-logic";
import { useCabinName, useGuestsText } from "./cruise-labels";
import { CruiseSearchForm } from "./cruise-search-form";
import type { BookingPageProps } from "../booking-page-props";

/**
 * /booknow/cruise/search: the search the address holds, its sailings, and the filters and order
 * (also in the address, applied here to the whole list). Each change is a new history entry, so
 * Back walks through them and a reload (a language or currency change) shows the same list.
 */
export function CruiseResults({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("Cruises");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const search = useMemo(() => readCruiseSearch(params, todayIso()), [params]);
  const request = useMemo(() => (search ? toCruiseQuery(search) : null), [search]);
  const view = useMemo(() => readCruiseView(params), [params]);
  const query = useCruiseSearch(request, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const guestsText = useGuestsText();
  const searchKey = request ? JSON.stringify(request) : "";

  const data = query.data;
  const facets = useMemo(() => (data ? cruiseFacets(data.sailings) : null), [data]);
  const shown = useMemo(() => (data ? applyCruiseView(data.sailings, view) : []), [data, view]);

  const go = (next: Partial<CruiseView>) => {
    if (search) window.history.pushState(null, "", cruiseResultsHref(search, { ...view, ...next }));
  };
  const sortLabels: Record<CruiseSort, string> = {
    departure: t("sortDeparture"),
    price: t("sortPriceLow"),
    "-price": t("sortPriceHigh"),
    nights: t("sortNights"),
  };

  if (!search) {
    return <IncompleteSearch message={t("incomplete")} form={<CruiseSearchForm inPlace />} />;
  }

  const dates = `${formatDisplayDate(search.departFrom, locale)} – ${formatDisplayDate(search.departTo, locale)}`;
  return (
    <SearchResultsLayout
      t={t}
      searchKey={searchKey}
      summary={
        <div>
          <p className="font-medium" data-testid="cruise-search-summary">
            {t("summary", { dates, guests: guestsText(search) })}
          </p>
          {data && !data.complete && (
            <p className="mt-1 text-sm text-slate-700" data-testid="cruise-search-partial">
              {t("partialResults", { count: data.sailings.length })}
            </p>
          )}
        </div>
      }
      form={
        <CruiseSearchForm
          key={searchKey}
          initial={search}
          inPlace
          keep={{ ...DEFAULT_CRUISE_VIEW, sort: view.sort }}
        />
      }
      filters={
        <CruiseFiltersPanel
          view={view}
          facets={facets}
          agencyDefaultCurrency={agencyDefaultCurrency}
          onChange={go}
        />
      }
      sort={{
        value: view.sort,
        order: CRUISE_SORT_ORDER,
        labels: sortLabels,
        onChange: (sort) => go({ sort }),
      }}
      fetching={query.isFetching}
      error={query.isError ? (cruiseApiMessage(query.error) ?? t("searchFailed")) : null}
      onRetry={() => void query.refetch()}
      total={data?.sailings.length}
      filtered={hasCruiseFilters(view)}
      emptyLabel={t("noSailings")}
      onClearFilters={() => go(NO_CRUISE_FILTERS)}
      skeleton={<SkeletonList testId="cruise-skeleton" photo="sm:w-0" />}
      list={{
        items: shown,
        key: (sailing) => sailing.id,
        render: (sailing) => (
          <SailingCard sailing={sailing} search={search} view={view} price={price} />
        ),
        testId: "cruise-results",
      }}
    />
  );
}

function CruiseFiltersPanel({
  view,
  facets,
  agencyDefaultCurrency,
  onChange,
}: {
  view: CruiseView;
  facets: ReturnType<typeof cruiseFacets> | null;
  agencyDefaultCurrency: string | null;
  onChange(next: Partial<CruiseView>): void;
}) {
  const t = useTranslations("Cruises");
  const cabinName = useCabinName();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const codes = CABIN_ORDER.filter((c) => !facets || facets.cabins.has(c) || view.cabin === c);
  return (
    <FiltersPanel
      t={t}
      filtered={hasCruiseFilters(view)}
      onClear={() => onChange(NO_CRUISE_FILTERS)}
    >
      <RadioFacet<CabinCode | null>
        legend={t("cabinFilter")}
        options={[
          { key: "any", value: null, label: t("anyCabin") },
          ...codes.map((code) => ({ key: code, value: code, label: cabinName(code) })),
        ]}
        chosen={view.cabin}
        onChange={(cabin) => onChange({ cabin })}
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
    </FiltersPanel>
  );
}

/**
 * One sailing of the results: the ship and line, the waters, when it sails, for how long and from
 * where, the ports it calls at, and its price from a guest (the cheapest category the party fits
 * in, or the one the filter asks for).
 */
function SailingCard({
  sailing,
  search,
  view,
  price,
}: {
  sailing: SailingSummary;
  search: CruiseSearch;
  view: CruiseView;
  price: PriceDisplay;
}) {
  const t = useTranslations("Cruises");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const perGuest = fromPerGuest(sailing, view.cabin);
  const href = cruiseDetailsHref(sailing.id, search);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
      data-testid="sailing-card"
    >
      <div className="flex-1 space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t("sailingTitle", { nights: sailing.nights, waters: sailing.watersName })}
        </h3>
        <p className="text-sm text-slate-700">
          {sailing.shipName} · {sailing.lineName}
        </p>
        <p className="text-sm text-slate-700">
          {t("departs", {
            date: formatDisplayDate(sailing.departureDate, locale),
            port: sailing.embarkation.name,
          })}
        </p>
        {sailing.portsOfCall.length > 0 && (
          <p className="text-sm text-slate-600">
            {t("portsOfCall", { ports: sailing.portsOfCall.join(" · ") })}
          </p>
        )}
        <p className="text-sm text-slate-600">{t("seaDays", { count: sailing.seaDays })}</p>
      </div>
      <div className="flex flex-col justify-between gap-3 sm:w-56 sm:shrink-0 sm:text-end">
        {perGuest !== null &&
          (price.visible ? (
            <p className="text-sm">
              <span className="text-slate-600">{t("priceFrom")} </span>
              <span className="text-xl font-bold" data-testid="sailing-from-price">
                {price.format(perGuest)}
              </span>{" "}
              <span className="text-slate-600">{t("perGuest")}</span>
            </p>
          ) : (
            <a
              href={price.revealHref}
              className="block rounded-lg bg-brand px-3 py-2 text-center text-sm font-semibold text-white hover:opacity-90"
            >
              {t("revealPrice")}
            </a>
          ))}
        <ResultLink href={href} headingId={headingId}>
          {t("seeCabins")}
        </ResultLink>
      </div>
    </article>
  );
}
