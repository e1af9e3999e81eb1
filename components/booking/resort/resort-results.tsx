"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { useViewer } from "@/lib/api/viewer";
import { resortApiMessage, useResortSearch } from "@/lib/api/queries/resort";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { RESORT_PATH } from "@/lib/booking/product-pages";
import {
  readResortSearch,
  resortDetailsHref,
  resortSearchHref,
  resortSearchQuery,
  RESORT_SORTS,
  type ResortSearch,
  type ResortSort,
} from "@/lib/booking/resort-stay-params";
import { formatStayDate } from "@/lib/booking/trip-format";
import type { ResortSearchResult } from "@/lib/contract/resort";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { LinkNotice } from "../checkout/page-states";
import { hotelImageSrc, Stars, useHotelPriceDisplay } from "../hotels/hotel-price";
import { PhotoResultCard, SkeletonList } from "../result-card";
import { RetryAlert } from "../retry-alert";
import type { BookingPageProps } from "../booking-page-props";
import { ResortStayPrice } from "./resort-price";
import { ResortStayForm } from "./resort-stay-form";

const SELECT = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

const ORDER: Record<ResortSort, (a: ResortSearchResult, b: ResortSearchResult) => number> = {
  price: (a, b) => a.rates.totalRate - b.rates.totalRate,
  stars: (a, b) => b.stars - a.stars || a.rates.totalRate - b.rates.totalRate,
  distance: (a, b) =>
    a.distanceFromCentreMiles - b.distanceFromCentreMiles || a.rates.totalRate - b.rates.totalRate,
};

/**
 * /booknow/resort/search?regionId=…&place=…&<the stay>: the resorts of a place with a unit left
 * for the stay that sleeps the party (the resort service's GET /properties), each from its
 * cheapest unit, sorted and filtered by stars; the search, its order and its filter are in the
 * address (a change replaces it), and each resort opens on its units for the same stay.
 */
export function ResortResults({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("ResortBooking");
  const params = useSearchParams();
  const router = useRouter();
  const hydrated = useHydrated();
  // A stay the address does not name is counted from the visitor's today: known in the browser.
  const today = hydrated ? todayIso() : null;
  const search = useMemo(() => (today ? readResortSearch(params, today) : null), [params, today]);
  const query = useMemo(
    () => (search ? resortSearchQuery(search.regionId, search.stay) : null),
    [search],
  );
  const results = useResortSearch(query, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);

  if (today && !search) {
    return <LinkNotice text={t("noSearch")} href={RESORT_PATH} linkText={t("findResorts")} />;
  }
  const replace = (next: Partial<ResortSearch>) =>
    router.replace(resortSearchHref({ ...search!, ...next }), { scroll: false });

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
      <div className="space-y-4">
        {search && (
          <ResortStayForm
            key={JSON.stringify(search.stay)}
            stay={search.stay}
            submitLabel={t("searchStays")}
            onStay={(stay) => replace({ stay })}
          />
        )}
      </div>
      <section aria-labelledby="resort-results-heading" className="min-h-dvh space-y-4">
        <h2 id="resort-results-heading" className="text-2xl font-semibold">
          {search ? t("resultsIn", { place: search.place }) : t("searchTitle")}
        </h2>
        {search && (
          <Controls
            search={search}
            count={results.data ? visible(results.data.data, search).length : null}
            onChange={replace}
          />
        )}
        <Results
          search={search}
          state={results}
          price={price}
          onRetry={() => void results.refetch()}
        />
      </section>
    </div>
  );
}

function visible(data: ResortSearchResult[], search: ResortSearch) {
  return data.filter((p) => p.stars >= search.stars).sort(ORDER[search.sort]);
}

function Controls({
  search,
  count,
  onChange,
}: {
  search: ResortSearch;
  count: number | null;
  onChange: (next: Partial<ResortSearch>) => void;
}) {
  const t = useTranslations("ResortBooking");
  const locale = useFormatLocale();
  const id = useId();
  const labels: Record<ResortSort, string> = {
    price: t("sortPrice"),
    stars: t("sortStars"),
    distance: t("sortDistance"),
  };
  return (
    <div
      role="group"
      aria-label={t("filtersLabel")}
      className="flex flex-wrap items-end justify-between gap-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {formatStayDate(search.stay.checkIn, locale)} –{" "}
        {formatStayDate(search.stay.checkOut, locale)}
        {count !== null && <> · {t("resultsCount", { count })}</>}
      </p>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={`${id}-stars`} className="mb-1 block text-sm font-medium">
            {t("starsLabel")}
          </label>
          <select
            id={`${id}-stars`}
            value={search.stars}
            onChange={(e) => onChange({ stars: Number(e.target.value) })}
            className={SELECT}
          >
            <option value={0}>{t("anyStars")}</option>
            {[3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t("starsAtLeast", { count: n })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium">
            {t("sortLabel")}
          </label>
          <select
            id={`${id}-sort`}
            value={search.sort}
            onChange={(e) => onChange({ sort: e.target.value as ResortSort })}
            className={SELECT}
          >
            {RESORT_SORTS.map((s) => (
              <option key={s} value={s}>
                {labels[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

function Results({
  search,
  state,
  price,
  onRetry,
}: {
  search: ResortSearch | null;
  state: ReturnType<typeof useResortSearch>;
  price: PriceDisplay;
  onRetry: () => void;
}) {
  const t = useTranslations("ResortBooking");
  const data = state.data;
  // An answer for another search (kept while the new one loads) is shown dimmed, not as this one.
  const current = data && search && data.regionId === search.regionId ? data : undefined;
  if (!search || (!current && !state.isError)) {
    return (
      <div role="status" aria-label={t("searchingResorts")}>
        <SkeletonList testId="resort-results-loading" />
      </div>
    );
  }
  if (state.isError) {
    return (
      <RetryAlert
        message={resortApiMessage(state.error) ?? t("searchFailed")}
        retryLabel={t("retry")}
        onRetry={onRetry}
      />
    );
  }
  const shown = visible(current!.data, search);
  if (shown.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-slate-700" data-testid="resort-no-results">
        {t("noResults", { place: search.place })}
      </p>
    );
  }
  return (
    <ul
      className="space-y-4 transition-opacity aria-busy:opacity-60"
      aria-busy={state.isFetching}
      data-testid="resort-results"
    >
      {shown.map((property, i) => (
        <li key={property.id}>
          <ResortResultCard
            property={property}
            search={search}
            nights={current!.nights}
            price={price}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}

function ResortResultCard({
  property,
  search,
  nights,
  price,
  priority,
}: {
  property: ResortSearchResult;
  search: ResortSearch;
  nights: number;
  price: PriceDisplay;
  priority: boolean;
}) {
  const t = useTranslations("ResortBooking");
  const locale = useFormatLocale();
  const href = resortDetailsHref(property.id, search.stay);
  return (
    <PhotoResultCard
      title={property.name}
      href={href}
      image={hotelImageSrc(property.image)}
      priority={priority}
      action={t("seeUnits")}
      price={
        <ResortStayPrice
          rates={property.rates}
          perNight={property.perNight}
          nights={nights}
          price={price}
          href={href}
          testId="resort-total"
        />
      }
    >
      <p className="text-sm">
        <Stars count={property.stars} />
      </p>
      <p className="text-sm text-slate-700">
        {t("where", {
          destination: property.destinationName,
          country: property.countryName,
          miles: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
            property.distanceFromCentreMiles,
          ),
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t("fromUnit", { unit: property.unitName, count: property.sleeps })}
        {property.unitsLeft <= 5 && <> · {t("unitsLeft", { count: property.unitsLeft })}</>}
      </p>
      <div className="flex flex-wrap gap-2 pt-1 text-xs font-semibold">
        {property.freeUntil && (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-emerald-800">
            {t("freeUntilShort", {
              date: formatStayDate(property.freeUntil.slice(0, 10), locale),
            })}
          </span>
        )}
        {property.depositPercent !== null && (
          <span
            className="rounded-full bg-sky-50 px-2.5 py-0.5 text-sky-900"
            data-testid="resort-deposit-badge"
          >
            {t("depositBadge", { percent: property.depositPercent })}
          </span>
        )}
      </div>
    </PhotoResultCard>
  );
}
