"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ComponentType, ReactNode } from "react";
import type { BookingSummary, BookingView, OfferSnapshot } from "@/lib/contract/booking";
import { detailHref } from "@/lib/booking/product-pages";
import { formatMinor, formatStayDate, type LockedRate } from "@/lib/booking/trip-format";
import { tripDates } from "@/lib/booking/trip-products";

/**
 * What the trip pages share whatever the product, and what each product's parts
 * (`components/booking/<product>/*-trip.tsx`) fill in: the card style, the status, the documents,
 * a trip card's frame and the shape of a product's parts, which the registry lists.
 */

export const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** What of a booking its facts show; the checkout has only the offer. */
export type FactsBooking = Pick<BookingView, "contact" | "travellers" | "specialRequests"> &
  Partial<Pick<BookingView, "createdAt" | "answers" | "price" | "tickets">>;

/**
 * A product's parts of the confirmation, the booking page, My Trips and the dashboard. Where a
 * part is left out, the stay's (the caller's) words are shown.
 */
export interface TripParts<O extends OfferSnapshot> {
  /**
   * Everything of a booking (or of an offer, without `booking`), for the checkout, the
   * confirmation and the booking page; amounts in the currency charged at `rate`.
   */
  Facts: ComponentType<{ offer: O; booking?: FactsBooking; rate?: LockedRate }>;
  /** The cancellation rule in words, on the clock it is on; `bookedAt` starts free hours. */
  FreeCancellation: ComponentType<{ offer: O; bookedAt?: string }>;
  /** What the booking is for: the booking page's heading. */
  Title: ComponentType<{ offer: O }>;
  /** The heading over the facts; without it, the caller's word for a stay. */
  FactsHeading?: ComponentType;
  /** What the supplier's confirmation number is called; without it, the caller's (a hotel's). */
  ConfirmationLabel?: ComponentType;
  /**
   * A confirmation number shown first, above the supplier's reference, in its own words (a
   * flight's record locator), instead of the labelled row.
   */
  LeadConfirmation?: ComponentType<{ code: string }>;
  /** The voucher and calendar links; without it, the voucher's plain labels. */
  Documents?: ComponentType<{ voucher: string; calendar: string }>;
  /** What cancelling means for it: until when it is free, what goes with it. */
  CancelNotes: ComponentType<{ offer: O; freeUntil: string | null; free: boolean }>;
  /** One trip in a list. */
  Card: ComponentType<{ trip: BookingSummary & { offer: O }; headingLevel: 2 | 3 }>;
  /** The dashboard's next trip: its heading (`next-trip-heading`) and a line under it. */
  NextTripHeading: ComponentType<{ offer: O }>;
  /** When the trip is, in words. */
  When: ComponentType<{ offer: O }>;
}

/** A booking status in words. */
export function useStatusName() {
  const t = useTranslations("Trips");
  return (status: BookingView["status"]) =>
    ({
      pending: t("statusPending"),
      requires_action: t("statusRequiresAction"),
      confirmed: t("statusConfirmed"),
      failed: t("statusFailed"),
      cancelled: t("statusCancelled"),
    })[status];
}

/** A booking's status as a labelled badge (the text says it; the colour only repeats it). */
export function StatusBadge({ status }: { status: BookingView["status"] }) {
  const label = useStatusName()(status);
  const tone =
    status === "confirmed"
      ? "bg-emerald-100 text-emerald-900"
      : status === "failed" || status === "cancelled"
        ? "bg-slate-200 text-slate-800"
        : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {label}
    </span>
  );
}

/**
 * The booking's documents: the PDF voucher (a flight's e-ticket itinerary, an activity's
 * tickets, whose labels the caller gives) and the calendar file.
 */
export function DocumentLinks({
  voucher,
  calendar,
  labels,
}: {
  voucher: string;
  calendar: string;
  labels?: { voucher: string; calendar: string };
}) {
  const t = useTranslations("Trips");
  const link =
    "inline-block rounded-lg border border-brand px-3 py-2 font-semibold text-brand hover:bg-slate-50";
  return (
    <ul className="flex flex-wrap gap-3">
      <li>
        <a className={link} href={voucher} download>
          {labels?.voucher ?? t("downloadVoucher")}
        </a>
      </li>
      <li>
        <a className={link} href={calendar} download>
          {labels?.calendar ?? t("addToCalendar")}
        </a>
      </li>
    </ul>
  );
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

/** A trip's days (a stay's, a trip's flights'), for the products whose time of day waits. */
export function TripDays({ offer }: { offer: OfferSnapshot }) {
  const dates = useTripDates();
  const { start, end } = tripDates(offer);
  return <>{dates(start, end)}</>;
}

/** One trip in a list: what, when (`children`), the status, the amount and the way to its page. */
export function CardFrame({
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
