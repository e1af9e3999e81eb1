"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { Alert } from "@/components/ui/form";
import { AddToProposal } from "@/components/proposals/add-to-proposal";
import { useViewer } from "@/lib/api/viewer";
import { activityApiMessage, useActivityDetails } from "@/lib/api/queries/activities";
import {
  activityCheckoutHref,
  activityDetailsHref,
  activityResultsHref,
  DEFAULT_TRAVELLERS,
  MAX_DAYS_AHEAD,
  readActivitySearch,
  readDate,
  readProductCode,
  readSlotChoice,
  readTravellers,
  toOfferQuery,
  type ActivityCheckoutState,
  type ActivityDetailsState,
} from "@/lib/booking/activity-search-params";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { formatTimeOfDay } from "@/lib/booking/trip-format";
import { ACTIVITIES_PATH } from "@/lib/booking/product-pages";
import type { ActivityDetailsResponse, ActivityTravellerType } from "@/lib/contract/activities";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { DateField } from "../date-field";
import { DetailsSection, MarkedList } from "../marked-list";
import { hotelImageSrc, useHotelPriceDisplay } from "../hotels/hotel-price";
import { DetailsSkeleton, FreeCancellationBadge } from "../result-card";
import { Rating } from "./activity-card";
import { useCategoryLabel, useDurationText, useTravellersText } from "./activity-labels";
import { missingTypes, optionTotal, participants, slotState } from "./activity-logic";
import { ActivityOptions } from "./activity-options";
import { TotalPrice } from "./activity-price";
import { TravellerSteppers } from "./traveller-steppers";
import { RetryAlert } from "../retry-alert";
import { BackLink } from "../back-link";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { SUPPLIER_LANGUAGE, SupplierWords } from "../supplier-words";

/**
 * /booknow/activities/result-details/<productCode>: the activity, and for the day and travellers
 * of the address its options with their slots, the price of each traveller type and the total;
 * Book goes to the checkout of the slot chosen. Everything chosen here is in the address
 * (replaced, not pushed: Back returns to the results), so a reload keeps it. A deal card's link
 * names no day: it is tomorrow until the traveller chooses another.
 */
export function ActivityDetails({
  productCode: segment,
  agencyDefaultCurrency,
  allowNonLoginFlow,
}: {
  /** The path's segment, as Next hands it. */
  productCode: string;
  agencyDefaultCurrency: string | null;
  allowNonLoginFlow: boolean;
}) {
  const t = useTranslations("Activities");
  const locale = useFormatLocale();
  const params = useSearchParams();
  const productCode = readProductCode(segment);
  const today = todayIso();
  const date = readDate(params.get("date"), today) ?? addDaysIso(today, 1);
  const travellers = readTravellers(params) ?? DEFAULT_TRAVELLERS;
  const chosen = readSlotChoice(params);
  const search = useMemo(() => readActivitySearch(params), [params]);
  // React Query compares keys by value: a new object for the same day asks nothing again.
  const request = productCode ? { productCode, date } : null;
  const viewer = useViewer();
  const query = useActivityDetails(request, viewer);
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  // The currency an agent's "Add to proposal" proposes the slot in, as the checkout quotes it.
  const currency = useQuoteCurrency(agencyDefaultCurrency);
  const travellersText = useTravellersText();

  if (!productCode) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t("detailsTitle")}</h1>
        <Alert tone="error">{t("noActivity")}</Alert>
        <Link href={ACTIVITIES_PATH} className="text-brand underline">
          {t("searchActivities")}
        </Link>
      </div>
    );
  }

  const state: ActivityDetailsState = {
    date,
    travellers,
    optionId: chosen?.optionId,
    time: chosen?.time,
  };
  const replace = (next: Partial<ActivityDetailsState>) =>
    window.history.replaceState(
      null,
      "",
      activityDetailsHref(productCode, { ...state, ...next }, search),
    );

  const data = query.data;
  // Another day's answer stays on screen while this day's loads; it cannot be booked.
  const stale = !data || data.date !== date;
  const option = data?.options.find((o) => o.optionId === chosen?.optionId);
  const slot = option?.slots.find((s) => s.time === chosen?.time);
  const bookable =
    !stale &&
    !!option &&
    !!slot &&
    slotState(slot, participants(travellers)) === "open" &&
    missingTypes(option.prices, travellers).length === 0;
  const total = option ? optionTotal(option.prices, travellers) : null;
  const checkout: ActivityCheckoutState | null = slot
    ? { productCode, date, offerId: slot.offerId, travellers }
    : null;

  // A type's price for one: the chosen option's, else the lowest of the day's options.
  const priceOf = (type: ActivityTravellerType): string | null => {
    if (!data || !price.visible) return null;
    const prices = (option ? [option] : data.options).flatMap((o) =>
      o.prices.filter((p) => p.type === type).map((p) => p.rates.totalRate),
    );
    if (!prices.length) return null;
    const lowest = price.format(Math.min(...prices));
    return option ? lowest : t("fromPrice", { price: lowest });
  };

  return (
    <div className="space-y-8">
      {search && <BackLink href={activityResultsHref(search)}>{t("backToResults")}</BackLink>}
      {query.isError && !data ? (
        <RetryAlert
          title={t("detailsTitle")}
          message={activityApiMessage(query.error) ?? t("detailsFailed")}
          retryLabel={t("retry")}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <DetailsSkeleton label={t("loadingActivity")} />
      ) : (
        <ActivityBody data={data}>
          <section
            aria-labelledby="book-heading"
            aria-busy={stale}
            className="grid gap-6 rounded-2xl bg-slate-50 p-4 sm:p-6 lg:grid-cols-[20rem_minmax(0,1fr)]"
          >
            <h2 id="book-heading" className="text-xl font-semibold lg:col-span-2">
              {t("chooseDateAndTime")}
            </h2>
            <div className="space-y-6">
              <DateField
                label={t("date")}
                value={date}
                min={today}
                max={addDaysIso(today, MAX_DAYS_AHEAD)}
                onChange={(day) => replace({ date: day })}
                emptyText={t("addDate")}
                dialogLabel={t("chooseDate", { label: t("date") })}
              />
              <TravellerSteppers
                bands={data.travellerTypes}
                counts={travellers}
                priceOf={priceOf}
                onChange={(counts) => replace({ travellers: counts })}
              />
            </div>
            <div className={`space-y-4 ${stale ? "opacity-60" : ""}`}>
              {query.isError && (
                <Alert tone="error">{activityApiMessage(query.error) ?? t("detailsFailed")}</Alert>
              )}
              <ActivityOptions
                data={data}
                counts={travellers}
                chosen={chosen}
                onChoose={(optionId, time) => replace({ optionId, time })}
                price={price}
                disabled={stale}
              />
              <div
                aria-live="polite"
                className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                {bookable && option && slot && checkout && total ? (
                  <>
                    <p className="font-medium">
                      {t("chosenSlot", {
                        option: option.name,
                        time: formatTimeOfDay(slot.time, locale),
                      })}
                    </p>
                    <TotalPrice
                      rates={total}
                      travellers={travellersText(travellers)}
                      price={price}
                    />
                    <Link
                      href={activityCheckoutHref(checkout, search)}
                      className="block rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white hover:opacity-90"
                    >
                      {t("book")}
                    </Link>
                    {currency && (
                      <AddToProposal
                        option={{
                          product: "activities",
                          offerId: checkout.offerId,
                          query: toOfferQuery(checkout),
                        }}
                        label={option.name}
                        currency={currency}
                      />
                    )}
                  </>
                ) : (
                  <p className="text-sm text-slate-700">{t("chooseSlotFirst")}</p>
                )}
              </div>
            </div>
          </section>
        </ActivityBody>
      )}
    </div>
  );
}

/** The activity: title, facts, photos, description, what is included, where to meet. */
function ActivityBody({ data, children }: { data: ActivityDetailsResponse; children: ReactNode }) {
  const t = useTranslations("Activities");
  const categoryLabel = useCategoryLabel();
  const duration = useDurationText();
  const activity = data.activity;
  const images = activity.images.length ? activity.images : [activity.image];
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{activity.title}</h1>
        <p className="text-slate-700">
          {categoryLabel(activity.category)} · {duration(activity.durationMinutes)} ·{" "}
          {activity.cityName}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Rating rating={activity.rating} reviews={activity.reviewCount} />
          {activity.isFreeCancellation && <FreeCancellationBadge />}
        </div>
      </header>
      <div className="grid gap-2 sm:grid-cols-4">
        {images.map((image, i) => (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations
          <img
            key={`${image}-${i}`}
            src={hotelImageSrc(image)}
            alt={t("photoAlt", { title: activity.title, number: i + 1, total: images.length })}
            // The first photo is the page's largest paint: fetched first; the others lazily.
            {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            className={`w-full rounded-2xl object-cover ${i === 0 ? "aspect-[16/9] sm:col-span-4" : "aspect-[4/3]"}`}
          />
        ))}
      </div>
      {children}
      <div className="grid gap-8 md:grid-cols-2">
        <DetailsSection heading={t("about")}>
          <SupplierWords
            text={activity.description}
            note={t("supplierInEnglish")}
            className="leading-relaxed whitespace-pre-line text-slate-700"
          />
        </DetailsSection>
        <DetailsSection heading={t("meetingPoint")}>
          <p className="font-medium">{activity.meetingPoint.name}</p>
          <p className="text-slate-700" dir="auto">
            {activity.meetingPoint.address}
          </p>
        </DetailsSection>
        <MarkedList
          heading={t("included")}
          items={activity.inclusions}
          mark="yes"
          lang={SUPPLIER_LANGUAGE}
        />
        <MarkedList
          heading={t("notIncluded")}
          items={activity.exclusions}
          mark="no"
          lang={SUPPLIER_LANGUAGE}
        />
      </div>
    </article>
  );
}
