"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import type { BookingSummary } from "@/lib/contract/booking";
import { deadlineIn, formatStayDate, formatTimeOfDay } from "@/lib/booking/trip-format";
import { CardFrame, DocumentLinks, type TripParts } from "../trips/trip-frame";
import {
  ActivityCancellationRule,
  ActivityFacts,
  ActivitySummaryLine,
  activityZone,
} from "./activity-facts";

/** An activity's parts of the trip pages (components/booking/registry.ts). */

function ActivityTitle({ offer }: { offer: ActivityOfferSnapshot }) {
  return <>{offer.title}</>;
}

function ActivityHeading() {
  return <>{useTranslations("ActivityTrips")("activityHeading")}</>;
}

/** The activity operator's confirmation number. */
function ConfirmationLabel() {
  return <>{useTranslations("ActivityTrips")("confirmation")}</>;
}

function ActivityDocumentLinks(urls: { voucher: string; calendar: string }) {
  const t = useTranslations("ActivityTrips");
  return (
    <DocumentLinks
      {...urls}
      labels={{ voucher: t("downloadTickets"), calendar: t("addToCalendar") }}
    />
  );
}

/**
 * An activity stays free to cancel until its deadline, on its own clock; every traveller's
 * ticket goes with it.
 */
function ActivityCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: ActivityOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("ActivityTrips");
  const locale = useLocale();
  return (
    <>
      {freeUntil && free && (
        <p className="mt-1 text-sm text-slate-600">
          {t("cancelFreeUntil", deadlineIn(freeUntil, locale, activityZone(offer)))}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t("cancelTickets")}</p>
    </>
  );
}

/** An activity's day and start time, on its own clock. */
function ActivityWhen({ offer }: { offer: ActivityOfferSnapshot }) {
  const t = useTranslations("Trips");
  const locale = useLocale();
  return (
    <>
      {t("dateAtTime", {
        date: formatStayDate(offer.date, locale),
        time: formatTimeOfDay(offer.time, locale),
      })}
    </>
  );
}

/** An activity: its title, its day and start time, the option and how many go. */
function ActivityTripCard({
  trip,
  headingLevel,
}: {
  trip: BookingSummary & { offer: ActivityOfferSnapshot };
  headingLevel: 2 | 3;
}) {
  const t = useTranslations("ActivityTrips");
  const { title } = trip.offer;
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={title}
      viewLabel={t("viewTripOf", { title })}
    >
      <p className="text-slate-700">
        <ActivityWhen offer={trip.offer} />
      </p>
      <p className="text-sm text-slate-600">
        <ActivitySummaryLine offer={trip.offer} />
      </p>
    </CardFrame>
  );
}

/** An activity's title as the next trip's heading, with its option, travellers and meeting point. */
function ActivityNextHeading({ offer }: { offer: ActivityOfferSnapshot }) {
  return (
    <>
      <h2 id="next-trip-heading" className="mt-1 text-2xl font-bold">
        {offer.title}
      </h2>
      <p className="mt-1 text-slate-700">
        <ActivitySummaryLine offer={offer} />
      </p>
      <p className="text-slate-700">{offer.meetingPoint.name}</p>
    </>
  );
}

export const activityTripParts: TripParts<ActivityOfferSnapshot> = {
  Facts: ActivityFacts,
  FreeCancellation: ActivityCancellationRule,
  Title: ActivityTitle,
  FactsHeading: ActivityHeading,
  ConfirmationLabel,
  Documents: ActivityDocumentLinks,
  CancelNotes: ActivityCancelNotes,
  Card: ActivityTripCard,
  NextTripHeading: ActivityNextHeading,
  When: ActivityWhen,
};
