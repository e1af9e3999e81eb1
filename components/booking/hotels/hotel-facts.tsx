"use client";

import { useLocale, useTranslations } from "next-intl";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import {
  formatInstant,
  formatStayDate,
  formatTimeOfDay,
  guestCounts,
  zoneName,
} from "@/lib/booking/trip-format";
import type { FactsBooking } from "../trips/trip-frame";

/**
 * A stay's facts, for the checkout, the confirmation and the booking page: the hotel, the room,
 * the stay with its times, the guests and the cancellation deadline. Strings are the `Trips`
 * namespace's.
 */

/** A board code said in words; the codes are the supplier's (room only, breakfast, half board). */
export function useBoardName() {
  const t = useTranslations("Trips");
  return (board: HotelOfferSnapshot["board"]) =>
    board === "BB" ? t("boardBB") : board === "HB" ? t("boardHB") : t("boardRO");
}

/** The free-cancellation deadline in the hotel's clock, with its zone named, or why there is none. */
export function HotelFreeCancellation({ offer }: { offer: HotelOfferSnapshot }) {
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

export function HotelFacts({
  offer,
  booking,
}: {
  offer: HotelOfferSnapshot;
  booking?: FactsBooking;
}) {
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
