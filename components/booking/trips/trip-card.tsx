"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { BookingSummary } from "@/lib/contract/booking";
import { CARD, StatusBadge } from "./booking-facts";
import { formatMinor, formatStayDate } from "./format";

export const detailHref = (reference: string) =>
  `/hotel-details?reference=${encodeURIComponent(reference)}`;

/** Days from today (the traveller's calendar) to a stay date, said as "tomorrow", "in 5 days". */
export function daysUntil(isoDate: string, locale: string, now = new Date()): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}

/** One trip in a list: the hotel, the dates, the status, the amount and the way to its page. */
export function TripCard({
  trip,
  headingLevel = 3,
}: {
  trip: BookingSummary;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { offer } = trip;
  return (
    <article className={`${CARD} flex flex-wrap items-start justify-between gap-4`}>
      <div>
        <Heading className="text-lg font-semibold">
          <Link href={detailHref(trip.reference)} className="hover:underline">
            {offer.hotelName}
          </Link>
        </Heading>
        <p className="text-slate-700">
          {t("dateRange", {
            from: formatStayDate(offer.checkIn, locale),
            to: formatStayDate(offer.checkOut, locale),
          })}{" "}
          <span className="text-slate-500">({t("nights", { count: offer.nights })})</span>
        </p>
        <p className="text-sm text-slate-600">
          {t("referenceLabel")}{" "}
          <span className="font-mono" dir="ltr">
            {trip.reference}
          </span>
        </p>
      </div>
      <div className="flex flex-col items-end gap-2 text-end">
        <StatusBadge status={trip.status} />
        <span className="font-semibold">{formatMinor(trip.charged, locale)}</span>
        <Link
          href={detailHref(trip.reference)}
          className="text-sm font-semibold text-brand underline"
          aria-label={t("viewTripOf", { hotel: offer.hotelName })}
        >
          {t("viewTrip")}
        </Link>
      </div>
    </article>
  );
}
