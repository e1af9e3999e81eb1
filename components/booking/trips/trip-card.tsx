"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import type { BookingSummary, FlightOfferSnapshot, OfferSnapshot } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { ActivitySummaryLine } from "./activity-facts";
import { CARD, StatusBadge } from "./booking-facts";
import { CarSummaryLine, useCarTitle } from "./car-facts";
import { FlightSummaryLine, useFlightTitle } from "./flight-facts";
import {
  formatLocalDateTime,
  formatMinor,
  formatStayDate,
  formatTimeOfDay,
  tripDates,
} from "@/lib/booking/trip-format";
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

/**
 * When a trip is: its days (a stay, flights), a rental's pick-up and drop-off with their times on
 * the desks' clocks, an activity's day and start time on its own clock.
 */
export function useTripWhen() {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const dates = useTripDates();
  return (offer: OfferSnapshot) => {
    switch (offer.product) {
      case "cars":
        return t("dateRange", {
          from: formatLocalDateTime(offer.pickUp.at, locale),
          to: formatLocalDateTime(offer.dropOff.at, locale),
        });
      case "activities":
        return t("dateAtTime", {
          date: formatStayDate(offer.date, locale),
          time: formatTimeOfDay(offer.time, locale),
        });
      default: {
        const { start, end } = tripDates(offer);
        return dates(start, end);
      }
    }
  };
}

type FlightSummary = BookingSummary & { offer: FlightOfferSnapshot };
type CarSummary = BookingSummary & { offer: CarOfferSnapshot };
type ActivitySummary = BookingSummary & { offer: ActivityOfferSnapshot };

/** One trip in a list: what, when, the status, the amount and the way to its page. */
export function TripCard({
  trip,
  headingLevel = 3,
}: {
  trip: BookingSummary;
  headingLevel?: 2 | 3;
}) {
  switch (trip.offer.product) {
    case "flights":
      return <FlightTripCard trip={trip as FlightSummary} headingLevel={headingLevel} />;
    case "cars":
      return <CarTripCard trip={trip as CarSummary} headingLevel={headingLevel} />;
    case "activities":
      return <ActivityTripCard trip={trip as ActivitySummary} headingLevel={headingLevel} />;
    default:
      return <HotelTripCard trip={trip} headingLevel={headingLevel} />;
  }
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

/** A car rental: the desks, the pick-up and drop-off times, the vehicle and its supplier. */
function CarTripCard({ trip, headingLevel }: { trip: CarSummary; headingLevel: 2 | 3 }) {
  const t = useTranslations("CarTrips");
  const title = useCarTitle()(trip.offer);
  const when = useTripWhen();
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={title}
      viewLabel={t("viewTripOf", { title })}
    >
      <p className="text-slate-700">{when(trip.offer)}</p>
      <p className="text-sm text-slate-600">
        <CarSummaryLine offer={trip.offer} />
      </p>
    </CardFrame>
  );
}

/** An activity: its title, its day and start time, the option and how many go. */
function ActivityTripCard({ trip, headingLevel }: { trip: ActivitySummary; headingLevel: 2 | 3 }) {
  const t = useTranslations("ActivityTrips");
  const when = useTripWhen();
  const { title } = trip.offer;
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={title}
      viewLabel={t("viewTripOf", { title })}
    >
      <p className="text-slate-700">{when(trip.offer)}</p>
      <p className="text-sm text-slate-600">
        <ActivitySummaryLine offer={trip.offer} />
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
