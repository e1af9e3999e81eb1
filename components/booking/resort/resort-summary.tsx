"use client";

import { useTranslations } from "next-intl";
import type { ResortOfferSnapshot } from "@/lib/contract/resort";
import { deadlineIn, formatInstant, formatStayDate } from "@/lib/booking/trip-format";
import { useHoldCheck } from "@/lib/api/queries/resort";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { hotelImageSrc } from "../hotels/hotel-price";

/** The property's cancellation terms in words, on its own clock. */
export function ResortCancellationRule({ offer }: { offer: ResortOfferSnapshot }) {
  const t = useTranslations("ResortTrips");
  const locale = useFormatLocale();
  const { policy } = offer;
  if (!policy.refundable || !policy.freeUntil) return <>{t("nonRefundable")}</>;
  return <>{t("freeUntil", deadlineIn(policy.freeUntil, locale, policy.timeZone))}</>;
}

/**
 * What the resort service says it holds for this checkout (GET /properties/hold-check): the unit,
 * how many and until when, read from the service rather than from the page's own quote.
 */
export function HoldCheck({ referenceNumber }: { referenceNumber: string | null }) {
  const t = useTranslations("ResortTrips");
  const locale = useFormatLocale();
  const check = useHoldCheck(referenceNumber);
  if (!check.data || check.data.status !== "held") return null;
  const held = check.data;
  return (
    <p
      className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="hold-check"
    >
      {t("heldUntil", {
        units: held.units,
        unit: held.unitName,
        time: formatInstant(held.expiresAt, locale),
      })}
    </p>
  );
}

/** What is being booked, beside the checkout form: the property, the unit, the stay, the party. */
export function ResortSummary({ offer }: { offer: ResortOfferSnapshot }) {
  const t = useTranslations("ResortTrips");
  const locale = useFormatLocale();
  return (
    <div className="space-y-4" data-testid="resort-summary">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(offer.image)}
        alt=""
        className="aspect-[16/9] w-full rounded-xl object-cover"
      />
      <div>
        <h3 className="font-semibold">{offer.propertyName}</h3>
        <p className="text-sm text-slate-700">
          {offer.destination}, {offer.countryName}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">{t("unit")}</dt>
        <dd>{t("unitsOf", { count: offer.units, unit: offer.unitName })}</dd>
        <dt className="font-medium">{t("checkIn")}</dt>
        <dd>{formatStayDate(offer.checkIn, locale)}</dd>
        <dt className="font-medium">{t("checkOut")}</dt>
        <dd>{formatStayDate(offer.checkOut, locale)}</dd>
        <dt className="font-medium">{t("guests")}</dt>
        <dd>{t("party", { adults: offer.adults, children: offer.children })}</dd>
        <dt className="font-medium">{t("cancellation")}</dt>
        <dd>
          <ResortCancellationRule offer={offer} />
        </dd>
      </dl>
    </div>
  );
}
