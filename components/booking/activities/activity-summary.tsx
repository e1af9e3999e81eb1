"use client";

import { useTranslations } from "next-intl";
import { formatInstant, zoneName } from "@/lib/booking/trip-format";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import { freeUntilText } from "../hotels/cancellation";
import { hotelImageSrc } from "../hotels/hotel-price";
import { useDurationText, useTravellersText } from "./activity-labels";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * What is being booked, beside the checkout form: the activity and its option, the start on the
 * activity's own clock (with its zone's name), the travellers, when free
 * cancellation ends (the price lines follow).
 */
export function ActivitySummary({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("ActivityCheckout");
  const locale = useFormatLocale();
  const travellersText = useTravellersText();
  const duration = useDurationText();
  const cutOff =
    offer.policy.refundable && offer.policy.freeUntil
      ? freeUntilText(offer.policy.freeUntil, offer.policy.timeZone, locale)
      : null;
  return (
    <div className="space-y-4" data-testid="activity-summary">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG illustrations */}
      <img
        src={hotelImageSrc(offer.image)}
        alt=""
        className="aspect-[16/9] w-full rounded-xl object-cover"
      />
      <div>
        <h3 className="font-semibold">{offer.title}</h3>
        <p className="text-sm text-slate-700">{offer.optionName}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">{t("startsAt")}</dt>
        <dd>
          {formatInstant(offer.startsAt, locale, offer.timeZone)}{" "}
          <span className="text-slate-600">
            ({zoneName(offer.startsAt, locale, offer.timeZone)})
          </span>
        </dd>
        <dt className="font-medium">{t("duration")}</dt>
        <dd>{duration(offer.durationMinutes)}</dd>
        <dt className="font-medium">{t("meetingPoint")}</dt>
        <dd>
          {offer.meetingPoint.name}
          <span className="block text-slate-600" dir="auto">
            {offer.meetingPoint.address}
          </span>
        </dd>
        <dt className="font-medium">{t("travellersLabel")}</dt>
        <dd>{travellersText(offer.travellers)}</dd>
        <dt className="font-medium">{t("cancellation")}</dt>
        <dd>
          {cutOff ? t("freeUntil", { date: cutOff.date, zone: cutOff.zone }) : t("nonRefundable")}
        </dd>
      </dl>
    </div>
  );
}
