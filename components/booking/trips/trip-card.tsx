"use client";

import type { BookingSummary } from "@/lib/contract/booking";
import { tripParts } from "../registry";

export { detailHref } from "@/lib/booking/product-pages";
export { useTripDates } from "./trip-frame";

/** Days from today (the traveller's calendar) to a stay date, said as "tomorrow", "in 5 days". */
export function daysUntil(isoDate: string, locale: string, now = new Date()): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(days, "day");
}

/** One trip in a list, as its product shows it: what, when, the status, the amount, its page. */
export function TripCard({
  trip,
  headingLevel = 3,
}: {
  trip: BookingSummary;
  headingLevel?: 2 | 3;
}) {
  const { Card } = tripParts(trip.offer);
  return <Card trip={trip} headingLevel={headingLevel} />;
}
