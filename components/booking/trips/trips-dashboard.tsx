"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useBookings } from "@/lib/api/queries/bookings";
import type { BookingSummary } from "@/lib/contract/booking";
import { formatMinor, tripDates } from "@/lib/booking/trip-format";
import { BRAND_BUTTON } from "../buttons";
import { tripParts } from "../registry";
import { CARD, StatusBadge } from "./trip-frame";
import { daysUntil, detailHref, TripCards } from "./trip-card";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const RECENT = 3;

/**
 * The soonest trip among upcoming ones, by its first day (a stay's check-in, a trip's first
 * departure, a rental's pick-up, an activity's day); the API's order is not relied on.
 */
export function nextTrip(trips: BookingSummary[]): BookingSummary | null {
  return (
    [...trips]
      .filter((t) => t.status !== "cancelled" && t.status !== "failed")
      .sort((a, b) => tripDates(a.offer).start.localeCompare(tripDates(b.offer).start))[0] ?? null
  );
}

/** The latest bookings, newest first, leaving out the one already shown as the next trip. */
export function recentTrips(trips: BookingSummary[], except: string | null): BookingSummary[] {
  return [...trips]
    .filter((t) => t.reference !== except)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT);
}

/**
 * The traveller dashboard's trips: the next trip first and large, then a few recent bookings;
 * `empty` (with Book Now) when there are none at all.
 */
export function TripsDashboard({ empty }: { empty: ReactNode }) {
  const t = useTranslations("Trips");
  const upcoming = useBookings("upcoming");
  const all = useBookings("all");
  if (upcoming.isPending || all.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  const next = nextTrip(upcoming.data?.pages[0]?.bookings ?? []);
  const recent = recentTrips(all.data?.pages[0]?.bookings ?? [], next?.reference ?? null);
  if (upcoming.isError && all.isError)
    return (
      <p role="alert" className="text-red-800">
        {t("loadFailed")}
      </p>
    );
  if (!next && !recent.length) return <>{empty}</>;
  return (
    <div className="space-y-8">
      {/* Keyed: the trip's product's names come from its own hooks. */}
      {next && <NextTrip key={next.reference} trip={next} />}
      {recent.length > 0 && (
        <section aria-labelledby="recent-heading">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id="recent-heading" className="text-xl font-semibold">
              {t("recentTrips")}
            </h2>
            <Link href="/mytrip/mytrips" className="font-semibold text-brand underline">
              {t("allTrips")}
            </Link>
          </div>
          <TripCards trips={recent} />
        </section>
      )}
    </div>
  );
}

function NextTrip({ trip }: { trip: BookingSummary }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  const { offer } = trip;
  const parts = tripParts(offer);
  const { title } = parts.useNames()(offer);
  const { When, Summary, FreeCancellation } = parts;
  const place = parts.place?.(offer);
  const { start } = tripDates(offer);
  return (
    <section
      aria-labelledby="next-trip-heading"
      className={`${CARD} border-2 border-brand bg-gradient-to-br from-white to-slate-50`}
    >
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t("nextTrip")}</p>
      <h2 id="next-trip-heading" className="mt-1 text-2xl font-bold">
        {title}
      </h2>
      {Summary && (
        <p className="mt-1 text-slate-700">
          <Summary offer={offer} />
        </p>
      )}
      {place && <p className="mt-1 text-slate-700">{place}</p>}
      <p className="mt-3 text-lg">
        <When offer={offer} /> <span className="font-semibold">({daysUntil(start, locale)})</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <FreeCancellation offer={offer} bookedAt={trip.createdAt} />
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <StatusBadge status={trip.status} />
        <span className="font-semibold">{formatMinor(trip.charged, locale)}</span>
        <Link href={detailHref(trip.reference, offer.product)} className={BRAND_BUTTON}>
          {t("viewTrip")}
        </Link>
      </div>
    </section>
  );
}
