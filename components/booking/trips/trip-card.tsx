"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { BookingSummary } from "@/lib/contract/booking";
import { detailHref } from "@/lib/booking/product-pages";
import { formatMinor } from "@/lib/booking/trip-format";
import { tripParts } from "../registry";
import { CARD, StatusBadge } from "./trip-frame";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

export { detailHref } from "@/lib/booking/product-pages";
export { useTripDates } from "./trip-frame";

/** Days from today (the traveller's calendar) to a stay date, said as "tomorrow", "in 5 days". */
export function daysUntil(isoDate: string, locale: string, now = new Date()): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}

/** Trips one under the other, each as its card. */
export function TripCards({ trips }: { trips: readonly BookingSummary[] }) {
  return (
    <ul className="space-y-4">
      {trips.map((trip) => (
        <li key={trip.reference}>
          <TripCard trip={trip} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One trip in a list: what (the hotel, the route, the rental's desks, the activity), when, a
 * line of its product's (the airlines, the vehicle), the status, the amount and the way to its page.
 */
export function TripCard({
  trip,
  headingLevel = 3,
}: {
  trip: BookingSummary;
  headingLevel?: 2 | 3;
}) {
  // The product's names come from its own hooks: another product's trip remounts the card.
  return <ProductTripCard key={trip.offer.product} trip={trip} headingLevel={headingLevel} />;
}

function ProductTripCard({ trip, headingLevel }: { trip: BookingSummary; headingLevel: 2 | 3 }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  const { offer } = trip;
  const parts = tripParts(offer);
  const { title, viewTrip } = parts.useNames()(offer);
  const { When, CardWhen = When, Summary } = parts;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = detailHref(trip.reference, offer.product);
  return (
    <article className={`${CARD} flex flex-wrap items-start justify-between gap-4`}>
      <div>
        <Heading className="text-lg font-semibold">
          <Link href={href} className="hover:underline">
            {title}
          </Link>
        </Heading>
        <p className="text-slate-700">
          <CardWhen offer={offer} />
        </p>
        {Summary && (
          <p className="text-sm text-slate-600">
            <Summary offer={offer} />
          </p>
        )}
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
          aria-label={viewTrip}
        >
          {t("viewTrip")}
        </Link>
      </div>
    </article>
  );
}
