"use client";

import type { HotelStayQuery } from "@/lib/contract/hotels";
import { hotelCheckoutHref } from "@/lib/booking/hotel-search-params";

import { useTranslations } from "next-intl";
import type { HotelOfferSnapshot } from "@/lib/contract/booking";
import { TripDays, useTripDates, type TripParts } from "../trips/trip-frame";
import { HotelFacts, HotelFreeCancellation } from "./hotel-facts";

/**
 * A stay's parts of the trip pages (components/booking/registry.ts). Its words are the pages'
 * own (`Trips`), so it leaves them to the caller.
 */

function useHotelNames() {
  const t = useTranslations("Trips");
  return (offer: HotelOfferSnapshot) => ({
    title: offer.hotelName,
    viewTrip: t("viewTripOf", { hotel: offer.hotelName }),
  });
}

function useNoWords() {
  return {};
}

/** A stay is free to cancel until its deadline; the amount above says what comes back. */
function HotelCancelNotes({ freeUntil, free }: { freeUntil: string | null; free: boolean }) {
  const t = useTranslations("Trips");
  return freeUntil && free && <p className="mt-1 text-sm text-slate-600">{t("cancelFreeNote")}</p>;
}

/** The stay's days and nights. */
function StayDates({ offer }: { offer: HotelOfferSnapshot }) {
  const t = useTranslations("Trips");
  const dates = useTripDates();
  return (
    <>
      {dates(offer.checkIn, offer.checkOut)}{" "}
      <span className="text-slate-500">({t("nights", { count: offer.nights })})</span>
    </>
  );
}

export const hotelTripParts: TripParts<HotelOfferSnapshot> = {
  Facts: HotelFacts,
  FreeCancellation: HotelFreeCancellation,
  useNames: useHotelNames,
  useWords: useNoWords,
  When: TripDays,
  CardWhen: StayDates,
  place: (offer) => offer.address,
  CancelNotes: HotelCancelNotes,
  checkoutHref: (offerId, query, offer) => {
    const stay = query as HotelStayQuery;
    return hotelCheckoutHref(offerId, offer.hotelId, {
      placeId: stay.placeId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] })),
      nationality: stay.nationality,
    });
  },
};
