"use client";

import { useLocale, useTranslations } from "next-intl";
import type { BookingView, HotelOfferSnapshot, OfferSnapshot } from "@/lib/contract/booking";
import { ActivityCancellationRule, ActivityFacts } from "./activity-facts";
import { CarCancellationRule, CarFacts } from "./car-facts";
import { FlightCancellationRule, FlightFacts } from "./flight-facts";
import {
  formatInstant,
  formatStayDate,
  formatTimeOfDay,
  guestCounts,
  type LockedRate,
  zoneName,
} from "@/lib/booking/trip-format";

export const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** A board code said in words; the codes are the supplier's (room only, breakfast, half board). */
export function useBoardName() {
  const t = useTranslations("Trips");
  return (board: HotelOfferSnapshot["board"]) =>
    board === "BB" ? t("boardBB") : board === "HB" ? t("boardHB") : t("boardRO");
}

/**
 * The free-cancellation deadline in the hotel's clock, with its zone named, or why there is none;
 * a flight's rule on its departure airport's clock (`bookedAt` starts its free hours); a rental's
 * deadline on its pick-up desk's clock, an activity's on its own.
 */
export function FreeCancellation({ offer, bookedAt }: { offer: OfferSnapshot; bookedAt?: string }) {
  switch (offer.product) {
    case "flights":
      return <FlightCancellationRule offer={offer} bookedAt={bookedAt} />;
    case "cars":
      return <CarCancellationRule offer={offer} />;
    case "activities":
      return <ActivityCancellationRule offer={offer} />;
    default:
      return <HotelFreeCancellation offer={offer} />;
  }
}

function HotelFreeCancellation({ offer }: { offer: HotelOfferSnapshot }) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const { policy } = offer;
  if (!policy.refundable || !policy.freeUntil) return <>{t("nonRefundable")}</>;
  const zone = policy.timeZone || offer.timeZone;
  return (
    <>
      {t("freeCancellationUntil", {
        date: formatInstant(policy.freeUntil, locale, zone),
        zone: zoneName(policy.freeUntil, locale, zone),
      })}
    </>
  );
}

type FactsBooking = Pick<BookingView, "contact" | "travellers" | "specialRequests"> &
  Partial<Pick<BookingView, "createdAt" | "answers" | "price" | "tickets">>;

/**
 * What was booked, for the checkout, the confirmation and the booking page: a stay (the hotel,
 * the room, the stay with its times, the guests and the cancellation deadline), flights (the
 * itinerary, the passengers with their tickets and seats, the fare), a car rental (the vehicle,
 * the desks, the driver, the extras, what is included) or an activity (its start, the meeting
 * point, the travellers with their tickets, the answers), the rental's and activity's amounts in
 * the currency charged (`rate`, the booking's own by default).
 */
export function BookingFacts({
  offer,
  booking,
  rate = booking?.price,
}: {
  offer: OfferSnapshot;
  booking?: FactsBooking;
  /** The quote's price, whose currency and rate a rental's extras and an activity's prices take. */
  rate?: LockedRate;
}) {
  switch (offer.product) {
    case "flights":
      return <FlightFacts offer={offer} booking={booking} />;
    case "cars":
      return <CarFacts offer={offer} booking={booking} rate={rate} />;
    case "activities":
      return <ActivityFacts offer={offer} booking={booking} rate={rate} />;
    default:
      return <HotelFacts offer={offer} booking={booking} />;
  }
}

function HotelFacts({ offer, booking }: { offer: HotelOfferSnapshot; booking?: FactsBooking }) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  const boardName = useBoardName();
  const { adults, children } = guestCounts(offer.rooms);
  const row = "grid gap-1 sm:grid-cols-[12rem_1fr]";
  return (
    <dl className="grid gap-3">
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("hotel")}</dt>
        <dd>
          <span className="font-semibold">{offer.hotelName}</span>{" "}
          <span aria-label={t("stars", { count: offer.stars })}>
            {"★".repeat(Math.max(0, Math.min(5, offer.stars)))}
          </span>
          <span className="block text-slate-700">{offer.address}</span>
          {offer.phone && (
            <a className="text-brand underline" href={`tel:${offer.phone.replace(/\s/g, "")}`}>
              {offer.phone}
            </a>
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("room")}</dt>
        <dd>
          {t("roomLine", {
            rooms: offer.rooms.length,
            room: offer.roomName,
            bed: offer.bedType,
            board: boardName(offer.board),
          })}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("guests")}</dt>
        <dd>{t("guestLine", { adults, children })}</dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("checkIn")}</dt>
        <dd>
          {t("dateAtTime", {
            date: formatStayDate(offer.checkIn, locale),
            time: formatTimeOfDay(offer.checkInTime, locale),
          })}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("checkOut")}</dt>
        <dd>
          {t("dateAtTime", {
            date: formatStayDate(offer.checkOut, locale),
            time: formatTimeOfDay(offer.checkOutTime, locale),
          })}{" "}
          <span className="text-slate-600">({t("nights", { count: offer.nights })})</span>
        </dd>
      </div>
      <div className={row}>
        <dt className="font-medium text-slate-600">{t("cancellation")}</dt>
        <dd>
          <HotelFreeCancellation offer={offer} />
        </dd>
      </div>
      {booking && (
        <>
          <div className={row}>
            <dt className="font-medium text-slate-600">{t("leadGuest")}</dt>
            <dd>
              {booking.contact.firstName} {booking.contact.lastName}
              <span className="block text-slate-700">{booking.contact.email}</span>
              <span className="block text-slate-700" dir="ltr">
                {booking.contact.phone}
              </span>
            </dd>
          </div>
          {booking.travellers.length > 0 && (
            <div className={row}>
              <dt className="font-medium text-slate-600">{t("roomGuests")}</dt>
              <dd>
                <ul>
                  {booking.travellers.map((g, i) => (
                    <li key={i}>
                      {t("roomGuest", { room: g.unit + 1, name: `${g.firstName} ${g.lastName}` })}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {booking.specialRequests && (
            <div className={row}>
              <dt className="font-medium text-slate-600">{t("specialRequests")}</dt>
              <dd className="whitespace-pre-line">{booking.specialRequests}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
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
