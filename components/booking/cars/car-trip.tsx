"use client";

import { useTranslations } from "next-intl";
import type { CarOfferQuery, CarOfferSnapshot } from "@/lib/contract/cars";
import { carReservationHref } from "@/lib/booking/car-search-params";
import { deadlineIn, formatLocalDateTime } from "@/lib/booking/trip-format";
import type { TripParts } from "../trips/trip-frame";
import {
  CarCancellationRule,
  CarFacts,
  CarSummaryLine,
  pickUpZone,
  useCarTitle,
} from "./car-facts";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** A car rental's parts of the trip pages (components/booking/registry.ts). */

function useCarNames() {
  const t = useTranslations("CarTrips");
  const carTitle = useCarTitle();
  return (offer: CarOfferSnapshot) => {
    const title = carTitle(offer);
    return { title, viewTrip: t("viewTripOf", { title }) };
  };
}

function useCarWords() {
  const t = useTranslations("CarTrips");
  return {
    factsHeading: t("rentalHeading"),
    confirmation: t("confirmation"),
    documents: { voucher: t("downloadVoucher"), calendar: t("addToCalendar") },
  };
}

/** A rental stays free to cancel until its deadline, on the pick-up desk's clock. */
function CarCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: CarOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  if (!freeUntil || !free) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      {t("cancelFreeUntil", deadlineIn(freeUntil, locale, pickUpZone(offer)))}
    </p>
  );
}

/** A rental's pick-up and drop-off, with their times on the desks' clocks. */
function CarWhen({ offer }: { offer: CarOfferSnapshot }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  return (
    <>
      {t("dateRange", {
        from: formatLocalDateTime(offer.pickUp.at, locale),
        to: formatLocalDateTime(offer.dropOff.at, locale),
      })}
    </>
  );
}

export const carTripParts: TripParts<CarOfferSnapshot> = {
  Facts: CarFacts,
  FreeCancellation: CarCancellationRule,
  useNames: useCarNames,
  useWords: useCarWords,
  When: CarWhen,
  Summary: CarSummaryLine,
  CancelNotes: CarCancelNotes,
  // A car's booking starts at its driver's page, then its checkout: the rental as it was quoted,
  // its extras named (the client's tab has no draft of them).
  checkoutHref: (offerId, query) => {
    const rental = query as CarOfferQuery;
    return carReservationHref(rental, offerId, rental.extras ?? {});
  },
};
