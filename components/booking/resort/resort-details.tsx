"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { AddToProposal } from "@/components/proposals/add-to-proposal";
import { useViewer } from "@/lib/api/viewer";
import { resortApiMessage, useResortAvailability } from "@/lib/api/queries/resort";
import { todayIso } from "@/lib/booking/hotel-search-params";
import {
  availabilityQuery,
  readPropertyId,
  readResortStay,
  resortCheckoutHref,
  resortDetailsHref,
  type ResortStay,
} from "@/lib/booking/resort-stay-params";
import { deadlineIn, formatStayDate } from "@/lib/booking/trip-format";
import type {
  ResortAvailabilityResponse,
  ResortQuery,
  ResortUnitView,
} from "@/lib/contract/resort";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { RESORT_PATH } from "@/lib/booking/product-pages";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { LinkNotice } from "../checkout/page-states";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { hotelImageSrc, useHotelPriceDisplay } from "../hotels/hotel-price";
import { DetailsSkeleton, OfferChoice } from "../result-card";
import { RetryAlert } from "../retry-alert";
import { ResortStayPrice } from "./resort-price";
import { ResortStayForm } from "./resort-stay-form";
import type { BookingPageProps } from "../booking-page-props";

const CARD = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/**
 * /booknow/resort/details?propertyId=…: the property, the stay (dates, units and party, in the
 * address; four weeks ahead for a week when a deal card's link names none) and its unit types
 * priced for the stay from the resort service's availability, each with what is left; choosing
 * one goes to its checkout. A deposit the property asks and its cancellation terms are said first.
 */
export function ResortDetails({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("ResortBooking");
  const params = useSearchParams();
  const hydrated = useHydrated();
  // The default stay is counted from the visitor's today: known in the browser only.
  const today = hydrated ? todayIso() : null;
  const propertyId = readPropertyId(params);
  const stay = useMemo(() => (today ? readResortStay(params, today) : null), [params, today]);
  const query = useMemo(
    () => (propertyId && stay ? availabilityQuery(propertyId, stay) : null),
    [propertyId, stay],
  );
  const availability = useResortAvailability(query, useViewer());
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  // The currency an agent's "Add to proposal" proposes a unit in, as the checkout quotes it.
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!propertyId || (today && !stay)) {
    return <LinkNotice text={t("noProperty")} href={RESORT_PATH} linkText={t("findResorts")} />;
  }
  const data = availability.data?.property.id === propertyId ? availability.data : undefined;
  if (!stay || (!data && !availability.isError)) return <DetailsSkeleton label={t("loading")} />;
  if (!data) {
    return (
      <RetryAlert
        message={resortApiMessage(availability.error) ?? t("availabilityFailed")}
        retryLabel={t("retry")}
        onRetry={() => void availability.refetch()}
      />
    );
  }
  return (
    <PropertyBody
      key={JSON.stringify(stay)}
      data={data}
      stay={stay}
      price={price}
      updating={availability.isFetching}
      currency={currency}
    />
  );
}

function PropertyBody({
  data,
  stay,
  price,
  updating,
  currency,
}: {
  data: ResortAvailabilityResponse;
  stay: ResortStay;
  price: PriceDisplay;
  updating: boolean;
  /** The currency an agent proposes a unit in (issue 28); null until it is settled. */
  currency: string | null;
}) {
  const t = useTranslations("ResortBooking");
  const locale = useFormatLocale();
  const { property } = data;
  // A unit as its checkout quotes it (readResortCheckout): the property's destination, the stay.
  const proposed: ResortQuery = { regionId: property.destinationId, ...stay };
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold">{property.name}</h2>
        <p className="text-slate-700">
          <span className="sr-only">{t("stars", { count: property.stars })} </span>
          <span aria-hidden="true" className="text-amber-500">
            {"★".repeat(property.stars)}
          </span>{" "}
          {t("where", {
            destination: property.destinationName,
            country: property.countryName,
            miles: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
              property.distanceFromCentreMiles,
            ),
          })}
        </p>
      </header>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(property.images[0]!)}
        alt={property.name}
        fetchPriority="high"
        className="aspect-[16/6] w-full rounded-2xl object-cover"
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <section
          aria-labelledby="units-heading"
          aria-busy={updating}
          className={`${CARD} space-y-4`}
        >
          <div>
            <h2 id="units-heading" className="text-lg font-semibold">
              {t("unitsHeading")}
            </h2>
            <p className="text-sm text-slate-600">
              {t("stayLine", {
                checkIn: formatStayDate(data.checkIn, locale),
                checkOut: formatStayDate(data.checkOut, locale),
                nights: data.nights,
                units: stay.units,
              })}
            </p>
          </div>
          <ul className="space-y-4">
            {data.units.map((unit) => (
              <li key={unit.offerId}>
                <UnitChoice
                  unit={unit}
                  nights={data.nights}
                  price={price}
                  href={resortCheckoutHref(property.id, property.destinationId, unit.offerId, stay)}
                  proposal={currency ? { query: proposed, currency } : undefined}
                />
              </li>
            ))}
          </ul>
          <div className="space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <p data-testid="resort-policy">
              {data.policy.refundable && data.policy.freeUntil
                ? t("freeUntil", deadlineIn(data.policy.freeUntil, locale, data.policy.timeZone))
                : t("nonRefundable")}
            </p>
            <p data-testid="resort-deposit">
              {data.deposit
                ? t("depositAsked", {
                    percent: data.deposit.percent,
                    days: data.deposit.balanceDaysBefore,
                  })
                : t("paidInFull")}
            </p>
          </div>
        </section>
        <ResortStayForm
          stay={stay}
          submitLabel={t("update")}
          onStay={(next) =>
            window.history.replaceState(null, "", resortDetailsHref(property.id, next))
          }
        />
      </div>
    </div>
  );
}

/** One unit type: its name, who it sleeps, the stay's price for every unit and one night's. */
function UnitChoice({
  unit,
  nights,
  price,
  href,
  proposal,
}: {
  unit: ResortUnitView;
  nights: number;
  price: PriceDisplay;
  href: string;
  /** The stay's query and the currency an agent adds the unit to a proposal with (issue 28). */
  proposal?: { query: ResortQuery; currency: string };
}) {
  const t = useTranslations("ResortBooking");
  const headingId = useId();
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid="resort-unit">
      <h3 id={headingId} className="font-semibold">
        {unit.name}
      </h3>
      <p className="text-sm text-slate-600">
        {t("sleeps", { count: unit.sleeps })}
        {unit.available && unit.unitsLeft <= 5 && (
          <> · {t("unitsLeft", { count: unit.unitsLeft })}</>
        )}
      </p>
      {unit.available && (
        <ResortStayPrice
          rates={unit.rates}
          perNight={unit.perNight}
          nights={nights}
          price={price}
          href={href}
          testId="unit-total"
        />
      )}
      <OfferChoice
        available={unit.available}
        shown={price.visible}
        href={href}
        headingId={headingId}
        solid
        soldOutLabel={t("soldOut")}
      >
        {t("chooseUnit")}
      </OfferChoice>
      {proposal && unit.available && (
        <AddToProposal
          option={{ product: "resort", offerId: unit.offerId, query: proposal.query }}
          label={unit.name}
          currency={proposal.currency}
        />
      )}
    </div>
  );
}
