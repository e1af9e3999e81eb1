"use client";

import { useTranslations } from "next-intl";
import type { ResortOfferSnapshot, ResortQueryParsed } from "@/lib/contract/resort";
import { resortCheckoutHref } from "@/lib/booking/resort-stay-params";
import { deadlineIn, formatStayDate } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { ContactFacts, Fact, FactList, Facts } from "../trips/facts-layout";
import type { FactsProps, TripParts } from "../trips/trip-frame";
import { ResortCancellationRule } from "./resort-summary";

/** A resort stay's parts of the trip pages (components/booking/registry.ts). */

function ResortFacts({ offer, booking }: FactsProps<ResortOfferSnapshot>) {
  const t = useTranslations("ResortTrips");
  const locale = useFormatLocale();
  return (
    <Facts>
      <FactList>
        <Fact label={t("property")} className="font-semibold">
          {offer.propertyName}
        </Fact>
        <Fact label={t("where")}>
          {offer.destination}, {offer.countryName}
        </Fact>
        <Fact label={t("unit")}>{t("unitsOf", { count: offer.units, unit: offer.unitName })}</Fact>
        <Fact label={t("checkIn")}>{formatStayDate(offer.checkIn, locale)}</Fact>
        <Fact label={t("checkOut")}>{formatStayDate(offer.checkOut, locale)}</Fact>
        <Fact label={t("guests")}>
          {t("party", { adults: offer.adults, children: offer.children })}
        </Fact>
        <Fact label={t("cancellation")}>
          <ResortCancellationRule offer={offer} />
        </Fact>
        {booking && <ContactFacts booking={booking} t={t} />}
      </FactList>
    </Facts>
  );
}

function useResortNames() {
  const t = useTranslations("ResortTrips");
  return (offer: ResortOfferSnapshot) => ({
    title: offer.propertyName,
    viewTrip: t("viewTripOf", { title: offer.propertyName }),
  });
}

function useResortWords() {
  const t = useTranslations("ResortTrips");
  return {
    factsHeading: t("stayHeading"),
    confirmation: t("confirmation"),
    documents: { voucher: t("downloadVoucher"), calendar: t("addToCalendar") },
  };
}

function ResortCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: ResortOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("ResortTrips");
  const locale = useFormatLocale();
  if (!freeUntil || !free) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      {t("cancelFreeUntil", deadlineIn(freeUntil, locale, offer.policy.timeZone))}
    </p>
  );
}

function ResortWhen({ offer }: { offer: ResortOfferSnapshot }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  return (
    <>
      {t("dateRange", {
        from: formatStayDate(offer.checkIn, locale),
        to: formatStayDate(offer.checkOut, locale),
      })}
    </>
  );
}

function ResortSummaryLine({ offer }: { offer: ResortOfferSnapshot }) {
  const t = useTranslations("ResortTrips");
  return <>{t("unitsOf", { count: offer.units, unit: offer.unitName })}</>;
}

export const resortTripParts: TripParts<ResortOfferSnapshot> = {
  Facts: ResortFacts,
  FreeCancellation: ResortCancellationRule,
  useNames: useResortNames,
  useWords: useResortWords,
  When: ResortWhen,
  Summary: ResortSummaryLine,
  place: (offer) => `${offer.destination}, ${offer.countryName}`,
  CancelNotes: ResortCancelNotes,
  // The unit's checkout, for the destination and the stay it was quoted for (readResortCheckout).
  checkoutHref: (offerId, query, offer) => {
    const { regionId, checkIn, checkOut, units, adults, children } = query as ResortQueryParsed;
    return resortCheckoutHref(offer.propertyId, regionId, offerId, {
      checkIn,
      checkOut,
      units,
      adults,
      children,
    });
  },
};
