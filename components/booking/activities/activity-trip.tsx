"use client";

import { useTranslations } from "next-intl";
import type { ActivityOfferQuery, ActivityOfferSnapshot } from "@/lib/contract/activities";
import { activityCheckoutHref } from "@/lib/booking/activity-search-params";
import { deadlineIn, formatStayDate, formatTimeOfDay } from "@/lib/booking/trip-format";
import type { TripParts } from "../trips/trip-frame";
import {
  ActivityCancellationRule,
  ActivityFacts,
  ActivitySummaryLine,
  activityZone,
} from "./activity-facts";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** An activity's parts of the trip pages (components/booking/registry.ts). */

function useActivityNames() {
  const t = useTranslations("ActivityTrips");
  return ({ title }: ActivityOfferSnapshot) => ({ title, viewTrip: t("viewTripOf", { title }) });
}

function useActivityWords() {
  const t = useTranslations("ActivityTrips");
  return {
    factsHeading: t("activityHeading"),
    confirmation: t("confirmation"),
    documents: { voucher: t("downloadTickets"), calendar: t("addToCalendar") },
  };
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
  const locale = useFormatLocale();
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
  const locale = useFormatLocale();
  return (
    <>
      {t("dateAtTime", {
        date: formatStayDate(offer.date, locale),
        time: formatTimeOfDay(offer.time, locale),
      })}
    </>
  );
}

export const activityTripParts: TripParts<ActivityOfferSnapshot> = {
  Facts: ActivityFacts,
  FreeCancellation: ActivityCancellationRule,
  useNames: useActivityNames,
  useWords: useActivityWords,
  When: ActivityWhen,
  Summary: ActivitySummaryLine,
  place: (offer) => offer.meetingPoint.name,
  CancelNotes: ActivityCancelNotes,
  checkoutHref: (offerId, query) => {
    const { productCode, date, travellers } = query as ActivityOfferQuery;
    return activityCheckoutHref({
      productCode,
      date,
      offerId,
      travellers: {
        adults: travellers.adults,
        children: travellers.children ?? 0,
        seniors: travellers.seniors ?? 0,
      },
    });
  },
};
