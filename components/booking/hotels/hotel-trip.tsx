"use client";

import { useTranslations } from "next-intl";
import type { BookingSummary, HotelOfferSnapshot } from "@/lib/contract/booking";
import { CardFrame, TripDays, useTripDates, type TripParts } from "../trips/trip-frame";
import { HotelFacts, HotelFreeCancellation } from "./hotel-facts";

/** A stay's parts of the trip pages (components/booking/registry.ts). Strings: `Trips`. */

function HotelTitle({ offer }: { offer: HotelOfferSnapshot }) {
  return <>{offer.hotelName}</>;
}

/** A stay is free to cancel until its deadline; the amount above says what comes back. */
function HotelCancelNotes({ freeUntil, free }: { freeUntil: string | null; free: boolean }) {
  const t = useTranslations("Trips");
  return freeUntil && free && <p className="mt-1 text-sm text-slate-600">{t("cancelFreeNote")}</p>;
}

function HotelTripCard({
  trip,
  headingLevel,
}: {
  trip: BookingSummary & { offer: HotelOfferSnapshot };
  headingLevel: 2 | 3;
}) {
  const t = useTranslations("Trips");
  const dates = useTripDates();
  const { offer } = trip;
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

/** The hotel as the next trip's heading, with its address. */
function HotelHeading({ offer }: { offer: HotelOfferSnapshot }) {
  return (
    <>
      <h2 id="next-trip-heading" className="mt-1 text-2xl font-bold">
        {offer.hotelName}
      </h2>
      <p className="mt-1 text-slate-700">{offer.address}</p>
    </>
  );
}

export const hotelTripParts: TripParts<HotelOfferSnapshot> = {
  Facts: HotelFacts,
  FreeCancellation: HotelFreeCancellation,
  Title: HotelTitle,
  CancelNotes: HotelCancelNotes,
  Card: HotelTripCard,
  NextTripHeading: HotelHeading,
  When: TripDays,
};
