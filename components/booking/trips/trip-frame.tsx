"use client";

import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import type { BookingView, OfferSnapshot } from "@/lib/contract/booking";
import { formatStayDate, type LockedRate } from "@/lib/booking/trip-format";
import { tripDates } from "@/lib/booking/trip-products";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * What the trip pages share whatever the product, and what each product's parts
 * (`components/booking/<product>/*-trip.tsx`) fill in: the card style, the status, the documents,
 * a trip's dates and the shape of a product's parts, which the registry lists.
 */

export const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** What of a booking its facts show; the checkout has only the offer. */
export type FactsBooking = Pick<BookingView, "contact" | "travellers" | "specialRequests"> &
  Partial<Pick<BookingView, "createdAt" | "answers" | "price" | "tickets">>;

/** What a product's facts take: the offer, the booking when there is one, the rate charged. */
export interface FactsProps<O extends OfferSnapshot> {
  offer: O;
  booking?: FactsBooking;
  /** The quote's or booking's price, whose currency and rate amounts in USD are shown at. */
  rate?: LockedRate;
}

/** A product's own words on a booking's page; any it leaves out are the caller's (a stay's). */
export interface TripWords {
  /** The heading over the facts. */
  factsHeading?: string;
  /** What the supplier's confirmation number is called. */
  confirmation?: string;
  /** The voucher's and the calendar file's links. */
  documents?: { voucher: string; calendar: string };
}

/** A product's parts of the confirmation, the booking page, My Trips and the dashboard. */
export interface TripParts<O extends OfferSnapshot> {
  /**
   * Everything of a booking (or of an offer, without `booking`), for the checkout, the
   * confirmation and the booking page; amounts in the currency charged at `rate`.
   */
  Facts: ComponentType<FactsProps<O>>;
  /** The cancellation rule in words, on the clock it is on; `bookedAt` starts free hours. */
  FreeCancellation: ComponentType<{ offer: O; bookedAt?: string }>;
  /** What the booking is for, and the name of the link to its page that says so. */
  useNames(): (offer: O) => { title: string; viewTrip: string };
  useWords(): TripWords;
  /** When the trip is, in words; a trip card's line, when it says more, is `CardWhen`. */
  When: ComponentType<{ offer: O }>;
  CardWhen?: ComponentType<{ offer: O }>;
  /** A line under the title in a trip card and the next trip: the airlines, the vehicle. */
  Summary?: ComponentType<{ offer: O }>;
  /** Where the next trip is: the hotel's address, the meeting point. */
  place?(offer: O): string;
  /**
   * A confirmation number shown first, above the supplier's reference, in its own words (a
   * flight's record locator), instead of the labelled row.
   */
  LeadConfirmation?: ComponentType<{ code: string }>;
  /** What cancelling means for it: until when it is free, what goes with it. */
  CancelNotes: ComponentType<{ offer: O; freeUntil: string | null; free: boolean }>;
  /**
   * The checkout of the offer as it was quoted (`query`, the quote request's): where a
   * proposal's client books its option (issue 28). Absent: the client asks the agent instead.
   */
  checkoutHref?(offerId: string, query: unknown, offer: O): string;
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
      cancelling: t("statusCancelling"),
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
  const locale = useFormatLocale();
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
