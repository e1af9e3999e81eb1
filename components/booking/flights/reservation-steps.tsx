"use client";

import { useTranslations } from "next-intl";
import {
  FLIGHT_CHECKOUT_PATH,
  flightQueryParams,
  readFlightQuery,
  readItineraryId,
} from "@/lib/booking/flight-search-params";
import type {
  FlightOfferQueryInput,
  FlightQueryInput,
  PassengerType,
} from "@/lib/contract/flights";

/** The flight booking's steps, shared by the reservation-details page and the checkout. */

/** The search, itinerary and fare a passengers, seats or checkout page's address names. */
export const readFlightOffer = (params: URLSearchParams) => ({
  query: readFlightQuery(params),
  itineraryId: readItineraryId(params),
  offerId: params.get("offer"),
});

/** The checkout of a chosen fare, in the currency `curr` (SPEC §2.2: `curr` on this page). */
export function flightCheckoutHref(
  q: FlightQueryInput,
  itineraryId: string,
  offerId: string,
  curr: string,
): string {
  const params = flightQueryParams(q);
  params.set("itinerary", itineraryId);
  params.set("offer", offerId);
  params.set("curr", curr);
  return `${FLIGHT_CHECKOUT_PATH}?${params}`;
}

/**
 * A fare as a proposal (issue 28) offers it and its checkout quotes it: the search, no seats. The
 * proposal's grant quotes that query alone, so its client chooses no seats on the way.
 */
export function proposedFlightQuery(q: FlightQueryInput): FlightOfferQueryInput {
  return { ...q, seats: [] };
}

/**
 * The steps of a flight booking, the current one marked for assistive technology. A proposal's
 * fare (issue 28) has no seats step (`seats` false): it is booked as it was proposed.
 */
export function FlightSteps({ current, seats = true }: { current: 0 | 1 | 2; seats?: boolean }) {
  const t = useTranslations("FlightPassengers");
  const steps = [
    { step: 0, label: t("stepPassengers") },
    { step: 1, label: t("stepSeats") },
    { step: 2, label: t("stepCheckout") },
  ].filter((s) => seats || s.step !== 1);
  return (
    <ol aria-label={t("steps")} className="mb-6 flex flex-wrap gap-2 text-sm">
      {steps.map(({ step, label }, i) => (
        <li
          key={label}
          aria-current={step === current ? "step" : undefined}
          className={`rounded-full px-3 py-1 ${
            step === current
              ? "bg-brand font-semibold text-white"
              : step < current
                ? "bg-slate-200 text-slate-800"
                : "bg-slate-100 text-slate-600"
          }`}
        >
          {t("stepN", { n: i + 1, label })}
        </li>
      ))}
    </ol>
  );
}

/** "Adult 1", "Child 1", "Infant 2": a passenger's name in the form before it has one. */
export function usePassengerLabel() {
  const t = useTranslations("FlightPassengers");
  return (type: PassengerType, n: number) =>
    type === "adult"
      ? t("adultN", { n })
      : type === "child"
        ? t("childN", { n })
        : t("infantN", { n });
}
