"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { BookingSummary, FlightOfferSnapshot } from "@/lib/contract/booking";
import { CARD, StatusBadge } from "./booking-facts";
import { FlightSummaryLine, useFlightTitle } from "./flight-facts";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { detailHref } from "@/lib/booking/product-pages";

export { detailHref } from "@/lib/booking/product-pages";

/** Days from today (the traveller's calendar) to a stay date, said as "tomorrow", "in 5 days". */
export function daysUntil(isoDate: string, locale: string, now = new Date()): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}

/** A trip's dates: one day, or the first and the last. */
export function useTripDates() {
  const t = useTranslations("Trips");
  const locale = useLocale();
  return (from: string, to: string) =>
    from === to
      ? formatStayDate(from, locale)
      : t("dateRange", { from: formatStayDate(from, locale), to: formatStayDate(to, locale) });
}

type FlightSummary = BookingSummary & { offer: FlightOfferSnapshot };

/** One trip in a list: what, when, the status, the amount and the way to its page. */
export function TripCard({
  trip,
  headingLevel = 3,
}: {
  trip: BookingSummary;
  headingLevel?: 2 | 3;
}) {
  if (trip.offer.product === "flights")
    return <FlightTripCard trip={trip as FlightSummary} headingLevel={headingLevel} />;
  return <HotelTripCard trip={trip} headingLevel={headingLevel} />;
}

function HotelTripCard({ trip, headingLevel }: { trip: BookingSummary; headingLevel: 2 | 3 }) {
  const t = useTranslations("Trips");
  const dates = useTripDates();
  const { offer } = trip;
  if (offer.product !== "hotels") return null;
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={offer.hotelName}
      viewLabel={t("viewTripOf", { hotel: offer.hotelName })}
    >
      <p className="text-slate-700">
        {dates(offer.checkIn, offer.checkOut)}{" "}
        <span className="text-slate-500">({t("nights", { count: offer.nights })})</span>
      </p>
    </CardFrame>
  );
}

/** A flight trip: the route, the dates of its first and last flights, the airlines and passengers. */
function FlightTripCard({ trip, headingLevel }: { trip: FlightSummary; headingLevel: 2 | 3 }) {
  const t = useTranslations("FlightTrips");
  const title = useFlightTitle();
  const dates = useTripDates();
  const { offer } = trip;
  const route = title(offer);
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={route}
      viewLabel={t("viewTripOf", { route })}
    >
      <p className="text-slate-700">{dates(offer.firstFlightDate, offer.lastFlightDate)}</p>
      <p className="text-sm text-slate-600">
        <FlightSummaryLine offer={offer} />
      </p>
    </CardFrame>
  );
}

function CardFrame({
  trip,
  headingLevel,
  title,
  viewLabel,
  children,
}: {
  trip: BookingSummary;
  headingLevel: 2 | 3;
  title: string;
  viewLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = detailHref(trip.reference, trip.offer.product);
  return (
    <article className={`${CARD} flex flex-wrap items-start justify-between gap-4`}>
      <div>
        <Heading className="text-lg font-semibold">
          <Link href={href} className="hover:underline">
            {title}
          </Link>
        </Heading>
        {children}
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
          href={href}
          className="text-sm font-semibold text-brand underline"
          aria-label={viewLabel}
        >
          {t("viewTrip")}
        </Link>
      </div>
    </article>
  );
}
