"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatInstant, formatMinor, minorDigits, zoneName } from "@/lib/booking/trip-format";
import type { QuotePrice } from "@/lib/contract/booking";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import { freeUntilText } from "../hotels/cancellation";
import { hotelImageSrc } from "../hotels/hotel-price";
import { COUNT_OF } from "./activity-logic";
import { useDurationText, useTravellerTypeLabel, useTravellersText } from "./activity-labels";

/** USD cents in the quote's currency, at the quote's locked rate. */
function inQuoteCurrency(usdCents: number, price: QuotePrice) {
  const currency = price.total.currency;
  return {
    amountMinor: Math.round(
      (usdCents / 100) * Number(price.exchangeRate) * 10 ** minorDigits(currency),
    ),
    currency,
  };
}

/**
 * What is being booked, beside the checkout form: the activity and its option, the start on the
 * activity's own clock (with its zone's name), the travellers with each type's price, when free
 * cancellation ends, and the total charged.
 */
export function ActivitySummary({
  offer,
  price,
}: {
  offer: ActivityOfferSnapshot;
  price: QuotePrice;
}) {
  const t = useTranslations("ActivityCheckout");
  const locale = useLocale();
  const typeLabel = useTravellerTypeLabel();
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
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
        {offer.prices
          .filter((p) => offer.travellers[COUNT_OF[p.type]] > 0)
          .map((p) => {
            const n = offer.travellers[COUNT_OF[p.type]];
            return (
              <div key={p.type} className="contents">
                <dt>
                  {t("typeTimes", {
                    count: n,
                    type: typeLabel(p.type),
                    price: formatMinor(inQuoteCurrency(p.unitUsd, price), locale),
                  })}
                </dt>
                <dd className="text-end">
                  {formatMinor(inQuoteCurrency(p.unitUsd * n, price), locale)}
                </dd>
              </div>
            );
          })}
        <dt className="text-base font-semibold">{t("total")}</dt>
        <dd className="text-end text-base font-semibold" data-testid="activity-checkout-total">
          {formatMinor(price.total, locale)}
        </dd>
      </dl>
    </div>
  );
}
