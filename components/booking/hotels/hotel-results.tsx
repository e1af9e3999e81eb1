"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { datesFromPast } from "@/lib/booking/past-dates";
import { useId, useMemo, useRef } from "react";
import { useViewer } from "@/lib/api/viewer";
import { hotelApiMessage, useHotelSearch } from "@/lib/api/queries/hotels";
import {
  hotelDetailsHref,
  hotelResultsHref,
  parseHotelSearch,
  SORTS,
  stayKey,
  todayIso,
  toSearchRequest,
  type HotelSearchState,
  type HotelSort,
} from "@/lib/booking/hotel-search-params";
import { useHotelPriceDisplay } from "./hotel-price";
import { HotelResultCard, ResultsSkeleton } from "./hotel-result-card";
import { hasFilters, NO_FILTERS, ResultsFilters } from "./results-filters";
import { PrefilledHotelSearchForm } from "./prefilled-search-form";
import type { HotelPageProps } from "./search-form";
import { LinkButton } from "../buttons";
import { ResultsHeader } from "../search-results-layout";
import { PastDatesNotice } from "../past-dates-notice";
import { RetryAlert } from "../retry-alert";

/**
 * /booknow/hotels/search: the search the address holds, its results, filters, order and pages.
 * Every change is a new history entry (pushState, which Next's useSearchParams follows), so Back
 * walks through them and a reload or a shared link shows the same list.
 */
export function HotelResults({
  agencyDefaultCurrency,
  allowNonLoginFlow,
  agencyCountry,
}: HotelPageProps) {
  const t = useTranslations("Hotels");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const params = useSearchParams();
  const search = useMemo(() => parseHotelSearch(params, todayIso()), [params]);
  // A link whose stay has passed: the same nights from today are offered instead.
  const moved = useMemo(() => {
    const { checkIn, checkOut } = parseHotelSearch(params);
    return checkIn && checkOut ? datesFromPast(checkIn, checkOut, todayIso()) : null;
  }, [params]);
  const request = useMemo(() => toSearchRequest(search), [search]);
  const query = useHotelSearch(request, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);

  const go = (next: Partial<HotelSearchState>, focusList = false) => {
    window.history.pushState(null, "", hotelResultsHref({ ...search, ...next }));
    if (focusList) heading.current?.focus();
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;
  const sortLabels: Record<HotelSort, string> = {
    price: t("sortPriceLow"),
    "-price": t("sortPriceHigh"),
    stars: t("sortStarsLow"),
    "-stars": t("sortStarsHigh"),
    distance: t("sortDistance"),
  };

  return (
    <div className="space-y-8">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
        <PrefilledHotelSearchForm
          key={stayKey(search)}
          initial={search}
          agencyCountry={agencyCountry}
          inPlace
        />
      </div>
      {moved ? (
        <PastDatesNotice
          text={t("pastDates")}
          searchText={(dates) => t("pastDatesSearch", dates)}
          dates={moved}
          href={hotelResultsHref({ ...search, checkIn: moved.start, checkOut: moved.end })}
        />
      ) : !request ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("incomplete")}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside>
            <ResultsFilters
              search={search}
              priceRange={data?.priceRange}
              agencyDefaultCurrency={agencyDefaultCurrency}
              onChange={(next) => go(next)}
            />
          </aside>
          <section aria-labelledby={`${id}-results`} aria-busy={query.isFetching}>
            <ResultsHeader
              id={`${id}-results`}
              headingRef={heading}
              title={
                data && !query.isPlaceholderData
                  ? t("resultsCount", {
                      count: data.total,
                      place: search.placeLabel || t("yourSearch"),
                    })
                  : t("searching")
              }
              sortBy={t("sortBy")}
              sort={{
                value: search.sort,
                order: SORTS,
                labels: sortLabels,
                onChange: (sort) => go({ sort, page: 1 }),
              }}
            />

            {query.isError ? (
              <RetryAlert
                message={hotelApiMessage(query.error) ?? t("searchFailed")}
                retryLabel={t("retry")}
                onRetry={() => void query.refetch()}
              />
            ) : !data ? (
              <ResultsSkeleton />
            ) : data.hotels.length === 0 ? (
              <div className="space-y-3 rounded-xl bg-slate-50 p-6 text-slate-700">
                <p className="font-medium">{data.total > 0 ? t("pageEmpty") : t("noHotels")}</p>
                {data.total > 0 ? (
                  <LinkButton onClick={() => go({ page: 1 })}>{t("firstPage")}</LinkButton>
                ) : (
                  hasFilters(search) && (
                    <LinkButton onClick={() => go(NO_FILTERS)}>{t("clearFilters")}</LinkButton>
                  )
                )}
              </div>
            ) : (
              <ul
                className={`space-y-4 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
                data-testid="hotel-results"
              >
                {data.hotels.map((hotel, index) => (
                  <li key={hotel.id}>
                    <HotelResultCard
                      hotel={hotel}
                      priority={index === 0}
                      href={hotelDetailsHref(hotel.id, search)}
                      rooms={search.rooms.length}
                      price={price}
                    />
                  </li>
                ))}
              </ul>
            )}

            {data && pages > 1 && (
              <nav aria-label={t("pages")} className="mt-6 flex items-center justify-center gap-3">
                <button
                  type="button"
                  disabled={search.page <= 1}
                  onClick={() => go({ page: search.page - 1 }, true)}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium disabled:opacity-40"
                >
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    ‹
                  </span>{" "}
                  {t("previousPage")}
                </button>
                <span className="text-sm text-slate-700">
                  {t("pageOf", { page: search.page, pages })}
                </span>
                <button
                  type="button"
                  disabled={search.page >= pages}
                  onClick={() => go({ page: search.page + 1 }, true)}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium disabled:opacity-40"
                >
                  {t("nextPage")}{" "}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    ›
                  </span>
                </button>
              </nav>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
