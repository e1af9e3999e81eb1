"use client";

import { useLocale, useTranslations } from "next-intl";
import type { BookingSummary, FlightOfferSnapshot } from "@/lib/contract/booking";
import { formatInstant, zoneName } from "@/lib/booking/trip-format";
import {
  CardFrame,
  DocumentLinks,
  TripDays,
  useTripDates,
  type TripParts,
} from "../trips/trip-frame";
import {
  departureZone,
  FlightCancellationRule,
  FlightFacts,
  FlightSummaryLine,
  useFlightTitle,
} from "./flight-facts";

/** A flight booking's parts of the trip pages (components/booking/registry.ts). */

function FlightTitle({ offer }: { offer: FlightOfferSnapshot }) {
  return <>{useFlightTitle()(offer)}</>;
}

function FlightsHeading() {
  return <>{useTranslations("FlightTrips")("flightsHeading")}</>;
}

/** The airline's record locator (PNR), for a `<dl>`. */
export function RecordLocator({ code }: { code: string }) {
  const t = useTranslations("FlightTrips");
  return (
    <>
      <dt className="text-slate-600">{t("recordLocator")}</dt>
      <dd className="font-mono text-lg font-semibold" dir="ltr">
        {code}
      </dd>
    </>
  );
}

function FlightDocumentLinks(urls: { voucher: string; calendar: string }) {
  const t = useTranslations("FlightTrips");
  return (
    <DocumentLinks
      {...urls}
      labels={{ voucher: t("downloadItinerary"), calendar: t("addFlightsToCalendar") }}
    />
  );
}

/**
 * A flight's cancellation, said for flights: until when it stays free (on the departure
 * airport's clock), and that every passenger's e-tickets go with it.
 */
function FlightCancelNotes({
  offer,
  freeUntil,
  free,
}: {
  offer: FlightOfferSnapshot;
  freeUntil: string | null;
  free: boolean;
}) {
  const t = useTranslations("FlightTrips");
  const locale = useLocale();
  const zone = departureZone(offer);
  return (
    <>
      {freeUntil && free && (
        <p className="mt-1 text-sm text-slate-600">
          {t("cancelFreeUntil", {
            date: formatInstant(freeUntil, locale, zone),
            zone: zoneName(freeUntil, locale, zone),
          })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t("cancelTickets")}</p>
    </>
  );
}

/** A flight trip: the route, the dates of its first and last flights, the airlines and passengers. */
function FlightTripCard({
  trip,
  headingLevel,
}: {
  trip: BookingSummary & { offer: FlightOfferSnapshot };
  headingLevel: 2 | 3;
}) {
  const t = useTranslations("FlightTrips");
  const title = useFlightTitle();
  const dates = useTripDates();
  const { offer } = trip;
  const route = title(offer);
  return (
    <CardFrame
      trip={trip}
      headingLevel={headingLevel}
      title={route}
      viewLabel={t("viewTripOf", { route })}
    >
      <p className="text-slate-700">{dates(offer.firstFlightDate, offer.lastFlightDate)}</p>
      <p className="text-sm text-slate-600">
        <FlightSummaryLine offer={offer} />
      </p>
    </CardFrame>
  );
}

/** A flight trip's route as the next trip's heading, with its airlines and passengers. */
function FlightHeading({ offer }: { offer: FlightOfferSnapshot }) {
  const title = useFlightTitle();
  return (
    <>
      <h2 id="next-trip-heading" className="mt-1 text-2xl font-bold">
        {title(offer)}
      </h2>
      <p className="mt-1 text-slate-700">
        <FlightSummaryLine offer={offer} />
      </p>
    </>
  );
}

export const flightTripParts: TripParts<FlightOfferSnapshot> = {
  Facts: FlightFacts,
  FreeCancellation: FlightCancellationRule,
  Title: FlightTitle,
  FactsHeading: FlightsHeading,
  LeadConfirmation: RecordLocator,
  Documents: FlightDocumentLinks,
  CancelNotes: FlightCancelNotes,
  Card: FlightTripCard,
  NextTripHeading: FlightHeading,
  When: TripDays,
};
