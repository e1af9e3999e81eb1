"use client";

import { useTranslations } from "next-intl";
import type { FlightOfferSnapshot } from "@/lib/contract/booking";
import type { FlightOfferQuery } from "@/lib/contract/flights";
import { flightReservationHref } from "@/lib/booking/flight-search-params";
import { formatInstant, zoneName } from "@/lib/booking/trip-format";
import { TripDays, type TripParts } from "../trips/trip-frame";
import {
  departureZone,
  FlightCancellationRule,
  FlightFacts,
  FlightSummaryLine,
  useFlightTitle,
} from "./flight-facts";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** A flight booking's parts of the trip pages (components/booking/registry.ts). */

function useFlightNames() {
  const t = useTranslations("FlightTrips");
  const title = useFlightTitle();
  return (offer: FlightOfferSnapshot) => {
    const route = title(offer);
    return { title: route, viewTrip: t("viewTripOf", { route }) };
  };
}

function useFlightWords() {
  const t = useTranslations("FlightTrips");
  return {
    factsHeading: t("flightsHeading"),
    documents: { voucher: t("downloadItinerary"), calendar: t("addFlightsToCalendar") },
  };
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
  const locale = useFormatLocale();
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

export const flightTripParts: TripParts<FlightOfferSnapshot> = {
  Facts: FlightFacts,
  FreeCancellation: FlightCancellationRule,
  useNames: useFlightNames,
  useWords: useFlightWords,
  When: TripDays,
  Summary: FlightSummaryLine,
  LeadConfirmation: RecordLocator,
  CancelNotes: FlightCancelNotes,
  /**
   * The fare's checkout, which sends the client to name the passengers first and back, and
   * quotes the search without seats (proposedFlightQuery), as the fare was proposed. Its currency
   * is the client's own choice, as at any checkout.
   */
  // A fare's booking starts at its passengers' page (no seats step for a proposal's fare), then
  // its checkout, the grant kept on each.
  checkoutHref: (offerId, query, offer) => {
    const { trip, legs, adults, children, infants, cabin } = query as FlightOfferQuery;
    return flightReservationHref(
      { trip, legs, adults, children, infants, cabin },
      offer.itineraryId,
      offerId,
    );
  },
};
