"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { Alert } from "@/components/ui/form";
import { useViewer } from "@/lib/api/viewer";
import { hotelApiMessage, useHotelDetails } from "@/lib/api/queries/hotels";
import {
  guestCount,
  hotelCheckoutHref,
  hotelResultsHref,
  parseHotelId,
  parseHotelSearch,
  stayKey,
  todayIso,
  toStayQuery,
} from "@/lib/booking/hotel-search-params";
import type { HotelDetailsResponse } from "@/lib/contract/hotels";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { DetailsSection, MarkedList } from "../marked-list";
import { DetailsSkeleton } from "../result-card";
import { HotelGallery } from "./hotel-gallery";
import { Stars, useHotelPriceDisplay } from "./hotel-price";
import { RateList } from "./rate-list";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { PrefilledHotelSearchForm } from "./prefilled-search-form";
import type { HotelPageProps } from "./search-form";
import { RetryAlert } from "../retry-alert";
import { BackLink } from "../back-link";
import { SupplierWords } from "../supplier-words";

/**
 * /booknow/hotels/search-details?hotelId=…&<search>: the hotel and every rate for the stay the
 * address holds. Without a complete stay (an old or partial link) it asks for one, for this hotel.
 */
export function HotelDetails({
  agencyDefaultCurrency,
  allowNonLoginFlow,
  agencyCountry,
}: HotelPageProps) {
  const t = useTranslations("Hotels");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const search = useMemo(() => parseHotelSearch(params, todayIso()), [params]);
  const hotelId = parseHotelId(params);
  const request = useMemo(() => {
    const stay = toStayQuery(search);
    return stay && hotelId ? { ...stay, hotelId } : null;
  }, [search, hotelId]);
  const query = useHotelDetails(request, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  // What an agent's "Add to proposal" sends: the stay as the checkout would quote it.
  const stay = useMemo(() => toStayQuery(search), [search]);
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!hotelId) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("detailsTitle")}</h1>
        <Alert tone="error">{t("noHotel")}</Alert>
        <PrefilledHotelSearchForm
          key={stayKey(search)}
          initial={search}
          agencyCountry={agencyCountry}
        />
      </div>
    );
  }

  const changeStay = (
    <PrefilledHotelSearchForm
      key={stayKey(search)}
      initial={search}
      agencyCountry={agencyCountry}
      hotelId={hotelId}
      inPlace
    />
  );
  const { adults, children } = guestCount(search.rooms);

  return (
    <div className="space-y-8">
      {search.placeId && <BackLink href={hotelResultsHref(search)}>{t("backToResults")}</BackLink>}
      {!request ? (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold">{t("detailsTitle")}</h1>
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("chooseStay")}</p>
          {changeStay}
        </div>
      ) : query.isError ? (
        <RetryAlert
          title={t("detailsTitle")}
          message={hotelApiMessage(query.error) ?? t("detailsFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <DetailsSkeleton label={t("loadingHotel")} />
      ) : (
        <HotelBody data={query.data}>
          <section aria-labelledby="stay-heading" className="space-y-3 rounded-2xl bg-slate-50 p-4">
            <h2 id="stay-heading" className="font-semibold">
              {t("yourStay")}
            </h2>
            <p className="text-sm text-slate-700">
              {t("staySummary", {
                checkIn: formatDisplayDate(request.checkIn, locale),
                checkOut: formatDisplayDate(request.checkOut, locale),
                nights: query.data.nights,
              })}{" "}
              · {t("guestSummary", { rooms: search.rooms.length, adults, children })}
            </p>
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand">
                {t("changeStay")}
              </summary>
              <div className="mt-3">{changeStay}</div>
            </details>
          </section>
          <section aria-labelledby="rooms-heading" className="space-y-4">
            <h2 id="rooms-heading" className="text-xl font-semibold">
              {t("roomsAndRates")}
            </h2>
            <RateList
              rates={query.data.rates}
              nights={query.data.nights}
              rooms={search.rooms.length}
              price={price}
              checkoutHref={(offerId) => hotelCheckoutHref(offerId, hotelId, search)}
              proposal={stay && currency ? { query: stay, currency } : undefined}
            />
          </section>
        </HotelBody>
      )}
    </div>
  );
}

function HotelBody({ data, children }: { data: HotelDetailsResponse; children: ReactNode }) {
  const t = useTranslations("Hotels");
  const d = useTranslations("Deals");
  const hotel = data.hotel;
  return (
    <article className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{hotel.name}</h1>
        <Stars count={Math.floor(hotel.stars)} />
        <p className="text-slate-700" dir="auto">
          {hotel.address}
        </p>
        <p className="text-sm text-slate-600">
          {d("distance", { miles: hotel.distance.toFixed(2), place: hotel.distanceFrom })} ·{" "}
          {t("reviewScore", { score: hotel.reviewRating.toFixed(1) })}
        </p>
      </header>
      <HotelGallery
        name={hotel.name}
        images={hotel.images.length ? hotel.images : [hotel.heroImage]}
      />
      {children}
      <div className="grid gap-8 md:grid-cols-2">
        <DetailsSection heading={t("about")}>
          <SupplierWords
            text={hotel.description}
            note={t("supplierInEnglish")}
            className="leading-relaxed whitespace-pre-line text-slate-700"
          />
        </DetailsSection>
        <DetailsSection heading={t("goodToKnow")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">{t("checkInFrom")}</dt>
            <dd>{hotel.checkInTime}</dd>
            <dt className="font-medium">{t("checkOutUntil")}</dt>
            <dd>{hotel.checkOutTime}</dd>
            <dt className="font-medium">{t("address")}</dt>
            <dd dir="auto">{hotel.address}</dd>
            {hotel.phone && (
              <>
                <dt className="font-medium">{t("phone")}</dt>
                <dd>
                  <a
                    href={`tel:${hotel.phone.replace(/[^\d+]/g, "")}`}
                    dir="ltr"
                    className="underline"
                  >
                    {hotel.phone}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </DetailsSection>
      </div>
      <MarkedList
        heading={t("amenities")}
        items={hotel.amenities}
        mark="yes"
        listClassName="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-3"
      />
    </article>
  );
}
