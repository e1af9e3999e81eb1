"use client";

import { useLocale, useTranslations } from "next-intl";
import type { BookingSummary } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { deadlineIn, formatLocalDateTime } from "@/lib/booking/trip-format";
import { CardFrame, DocumentLinks, type TripParts } from "../trips/trip-frame";
import {
  CarCancellationRule,
  CarFacts,
  CarSummaryLine,
  pickUpZone,
  useCarTitle,
} from "./car-facts";

/** A car rental's parts of the trip pages (components/booking/registry.ts). */

function CarTitle({ offer }: { offer: CarOfferSnapshot }) {
  return <>{useCarTitle()(offer)}</>;
}

function RentalHeading() {
  return <>{useTranslations("CarTrips")("rentalHeading")}</>;
}

/** The rental company's confirmation number. */
function ConfirmationLabel() {
  return <>{useTranslations("CarTrips")("confirmation")}</>;
}

function CarDocumentLinks(urls: { voucher: string; calendar: string }) {
  const t = useTranslations("CarTrips");
  return (
    <DocumentLinks
      {...urls}
      labels={{ voucher: t("downloadVoucher"), calendar: t("addToCalendar") }}
    />
  );
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
  const locale = useLocale();
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
  const locale = useLocale();
  return (
    <>
      {t("dateRange", {
        from: formatLocalDateTime(offer.pickUp.at, locale),
        to: formatLocalDateTime(offer.dropOff.at, locale),
      })}
    </>
  );
}

/** A car rental: the desks, the pick-up and drop-off times, the vehicle and its supplier. */
function CarTripCard({
  trip,
  headingLevel,
}: {
  trip: BookingSummary & { offer: CarOfferSnapshot };
  headingLevel: 2 | 3;
}) {
  const t = useTranslations("CarTrips");
  const title = useCarTitle()(trip.offer);
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={title}
      viewLabel={t("viewTripOf", { title })}
    >
      <p className="text-slate-700">
        <CarWhen offer={trip.offer} />
      </p>
      <p className="text-sm text-slate-600">
        <CarSummaryLine offer={trip.offer} />
      </p>
    </CardFrame>
  );
}

/** A rental's desks as the next trip's heading, with its vehicle and supplier. */
function CarHeading({ offer }: { offer: CarOfferSnapshot }) {
  const title = useCarTitle();
  return (
    <>
      <h2 id="next-trip-heading" className="mt-1 text-2xl font-bold">
        {title(offer)}
      </h2>
      <p className="mt-1 text-slate-700">
        <CarSummaryLine offer={offer} />
      </p>
    </>
  );
}

export const carTripParts: TripParts<CarOfferSnapshot> = {
  Facts: CarFacts,
  FreeCancellation: CarCancellationRule,
  Title: CarTitle,
  FactsHeading: RentalHeading,
  ConfirmationLabel,
  Documents: CarDocumentLinks,
  CancelNotes: CarCancelNotes,
  Card: CarTripCard,
  NextTripHeading: CarHeading,
  When: CarWhen,
};
