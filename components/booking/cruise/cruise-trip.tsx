"use client";

import { useTranslations } from "next-intl";
import type { CruiseOfferSnapshot, CruiseQueryParsed } from "@/lib/contract/cruise";
import { cruiseCheckoutHref } from "@/lib/booking/cruise-search-params";
import { deadlineIn, formatStayDate } from "@/lib/booking/trip-format";
import { cruiseTrip } from "@/lib/booking/cruise-trip";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import type { TripParts } from "../trips/trip-frame";
import { CruiseCancellationRule, CruiseFacts, CruiseSummaryLine } from "./cruise-facts";

/** A cruise's parts of the trip pages (components/booking/registry.ts). */

function useCruiseNames() {
  const t = useTranslations("CruiseTrips");
  return (offer: CruiseOfferSnapshot) => {
    const title = cruiseTrip.title(offer);
    return { title, viewTrip: t("viewTripOf", { title }) };
  };
}

function useCruiseWords() {
  const t = useTranslations("CruiseTrips");
  return {
    factsHeading: t("cruiseHeading"),
    confirmation: t("confirmation"),
    documents: { voucher: t("downloadVoucher"), calendar: t("addToCalendar") },
  };
}

/** Free until the line's first charge, on the clock of the port the cruise sails from. */
function CruiseCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: CruiseOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("CruiseTrips");
  const locale = useFormatLocale();
  return (
    <>
      {freeUntil && free && (
        <p className="mt-1 text-sm text-slate-600">
          {t("cancelFreeUntil", deadlineIn(freeUntil, locale, offer.policy.timeZone))}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t("cancelSchedule")}</p>
    </>
  );
}

function CruiseWhen({ offer }: { offer: CruiseOfferSnapshot }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  return (
    <>
      {t("dateRange", {
        from: formatStayDate(offer.departureDate, locale),
        to: formatStayDate(offer.returnDate, locale),
      })}
    </>
  );
}

export const cruiseTripParts: TripParts<CruiseOfferSnapshot> = {
  Facts: CruiseFacts,
  FreeCancellation: CruiseCancellationRule,
  useNames: useCruiseNames,
  useWords: useCruiseWords,
  When: CruiseWhen,
  Summary: CruiseSummaryLine,
  place: (offer) => offer.embarkation,
  CancelNotes: CruiseCancelNotes,
  // The cabin's checkout, for the sailing's day and the party it was quoted for (sailingQuery).
  checkoutHref: (offerId, query, offer) => {
    const { departFrom, departTo, adults, children, infants } = query as CruiseQueryParsed;
    return cruiseCheckoutHref(offer.sailingId, offerId, {
      departFrom,
      departTo,
      adults,
      children,
      infants,
    });
  },
};
