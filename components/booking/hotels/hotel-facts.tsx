"use client";

import { useTranslations } from "next-intl";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import {
  formatInstant,
  formatStayDate,
  formatTimeOfDay,
  zoneName,
} from "@/lib/booking/trip-format";
import { guestCounts } from "@/lib/booking/hotels-trip";
import { ContactFacts, Fact, FactList } from "../trips/facts-layout";
import type { FactsProps } from "../trips/trip-frame";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

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
  const locale = useFormatLocale();
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

export function HotelFacts({ offer, booking }: FactsProps<HotelOfferSnapshot>) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  const boardName = useBoardName();
  const { adults, children } = guestCounts(offer.rooms);
  return (
    <FactList>
      <Fact label={t("hotel")}>
        <span className="font-semibold">{offer.hotelName}</span>{" "}
        <span aria-label={t("stars", { count: offer.stars })}>
          {"★".repeat(Math.max(0, Math.min(5, offer.stars)))}
        </span>
        <span className="block text-slate-700" dir="auto">
          {offer.address}
        </span>
        {offer.phone && (
          <a
            className="text-brand underline"
            href={`tel:${offer.phone.replace(/\s/g, "")}`}
            dir="ltr"
          >
            {offer.phone}
          </a>
        )}
      </Fact>
      <Fact label={t("room")}>
        {t("roomLine", {
          rooms: offer.rooms.length,
          room: offer.roomName,
          bed: offer.bedType,
          board: boardName(offer.board),
        })}
      </Fact>
      <Fact label={t("guests")}>{t("guestLine", { adults, children })}</Fact>
      <Fact label={t("checkIn")}>
        {t("dateAtTime", {
          date: formatStayDate(offer.checkIn, locale),
          time: formatTimeOfDay(offer.checkInTime, locale),
        })}
      </Fact>
      <Fact label={t("checkOut")}>
        {t("dateAtTime", {
          date: formatStayDate(offer.checkOut, locale),
          time: formatTimeOfDay(offer.checkOutTime, locale),
        })}{" "}
        <span className="text-slate-600">({t("nights", { count: offer.nights })})</span>
      </Fact>
      <Fact label={t("cancellation")}>
        <HotelFreeCancellation offer={offer} />
      </Fact>
      {booking && (
        <ContactFacts booking={booking} t={(key) => t(key === "contact" ? "leadGuest" : key)}>
          {booking.travellers.length > 0 && (
            <Fact label={t("roomGuests")}>
              <ul>
                {booking.travellers.map((g, i) => (
                  <li key={i}>
                    {t("roomGuest", { room: g.unit + 1, name: `${g.firstName} ${g.lastName}` })}
                  </li>
                ))}
              </ul>
            </Fact>
          )}
        </ContactFacts>
      )}
    </FactList>
  );
}
