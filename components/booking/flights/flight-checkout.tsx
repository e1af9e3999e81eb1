"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { CheckoutFrame } from "@/components/booking/checkout/checkout-frame";
import { CheckoutSection } from "@/components/booking/checkout/checkout-sections";
import { LinkNotice, Waiting } from "@/components/booking/checkout/page-states";
import { formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { fromUsd } from "@/lib/currency/currency-math";
import {
  FLIGHTS_PATH,
  flightDetailsHref,
  flightReservationHref,
} from "@/lib/booking/flight-search-params";
import { useSentOffer } from "@/lib/booking/use-proposal-grant";
import type { FlightOfferSnapshot, QuotePrice } from "@/lib/contract/booking";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { useAddressRead } from "../use-address-read";
import {
  readFlightDraft,
  toBookingTravellers,
  typeOrdinals,
  type FlightDraft,
  type PassengerValues,
} from "./reservation-draft";
import { FareSummary } from "./reservation-fare-summary";
import {
  FlightSteps,
  proposedFlightQuery,
  readFlightOffer,
  usePassengerLabel,
} from "./reservation-steps";
import { useCheckoutCurr } from "./use-checkout-curr";
import type { BookingPageProps } from "../booking-page-props";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** Where a flight booking is confirmed, and where a 3-D Secure challenge returns to. */
export const FLIGHT_CONFIRM_PATH = "/booknow/flights/confirmation";

/** A seat's USD cents in the quote's currency, at the quote's locked rate. */
function seatMoney(priceUsd: number, price: QuotePrice) {
  const currency = price.total.currency;
  return { amountMinor: fromUsd(priceUsd, price.exchangeRate, currency), currency };
}

/** "BA117 LHR–JFK" for each segment of the offer, in the seat maps' order. */
function segmentNames(offer: FlightOfferSnapshot): string[] {
  return offer.journeys.flatMap((j) =>
    j.segments.map((s) => `${s.flightNumber} ${s.from.iata}–${s.to.iata}`),
  );
}

/**
 * /booknow/flights/checkout: hold the fare (with the seats chosen), check its price, show the
 * trip, the passengers and the seats, and take the payment with the shared checkout form.
 */
export function FlightCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("FlightCheckout");
  const tc = useTranslations("Checkout");
  const params = useSearchParams();
  const hydrated = useHydrated();

  const { query, itineraryId, offerId } = useAddressRead(readFlightOffer, "quote", "curr");
  // A proposal's or a deal link's fare (issue 28) is quoted as it was sent: its search and no
  // seats (its grant quotes nothing else), whatever seats this tab's draft of the fare may have.
  const { sent, keep } = useSentOffer();

  // The passengers and seats typed on the reservation-details page (this tab's sessionStorage).
  const draft = useMemo<FlightDraft | null>(
    () =>
      hydrated && offerId && query
        ? readFlightDraft(offerId, {
            adults: query.adults,
            children: query.children ?? 0,
            infants: query.infants ?? 0,
          })
        : null,
    [hydrated, offerId, query],
  );
  const named =
    !!draft &&
    draft.passengers.every((p) => p.firstName.trim() && p.lastName.trim() && p.dateOfBirth);
  const quoteQuery = useMemo(
    () =>
      query && draft
        ? sent
          ? proposedFlightQuery(query)
          : { ...query, seats: draft.seats }
        : null,
    [query, draft, sent],
  );

  const { currency, switching } = useCheckoutCurr(agencyDefaultCurrency, params.get("quote"));
  const passengerLabel = usePassengerLabel();

  if (!query || !itineraryId || !offerId) {
    return <LinkNotice text={tc("invalidLink")} href={FLIGHTS_PATH} linkText={tc("searchAgain")} />;
  }
  // Read once the page runs in the browser.
  if (!draft) return <Waiting text={tc("loading")} />;
  // A proposal's client names the passengers first too, and comes back with the grant.
  const passengersHref = keep(flightReservationHref(query, itineraryId, offerId));
  return (
    <CheckoutFrame
      allowNonLoginFlow={allowNonLoginFlow}
      checkout={{
        product: "flights",
        offerId,
        query: quoteQuery,
        currency,
        blocked: !named ? (
          <LinkNotice
            text={t("passengersMissing")}
            href={passengersHref}
            linkText={t("enterPassengers")}
          />
        ) : (
          switching && <Waiting text={t("changingCurrency", { currency: switching })} />
        ),
        backHref: flightDetailsHref(query, itineraryId),
        afterFailure: !sent && draft.seats.length > 0 && (
          <Link
            href={`${passengersHref}&step=seats`}
            className="inline-block font-semibold text-brand underline"
          >
            {t("chooseOtherSeats")}
          </Link>
        ),
        steps: <FlightSteps current={2} seats={!sent} />,
        summary: (offer) => (
          <FareSummary
            journeys={offer.journeys}
            brand={offer.brand}
            headingId="trip-heading"
            heading={t("yourTrip")}
          >
            <TripTotals offer={offer} />
          </FareSummary>
        ),
        nationality: draft.passengers[0]?.nationality ?? "",
        travellers: (offer, quote) => {
          const types = draft.passengers.map((p) => p.type);
          const ordinals = typeOrdinals(types);
          return {
            named: toBookingTravellers(draft.passengers, offer.international),
            // A flight is never previewed (it has no previewKey): it is always held by now.
            section: quote && (
              <PassengersReview
                passengers={draft.passengers}
                labels={types.map((type, i) => passengerLabel(type, ordinals[i]!))}
                offer={offer}
                price={quote.price}
                editHref={passengersHref}
              />
            ),
          };
        },
        contactHeading: t("contact"),
        confirmPath: FLIGHT_CONFIRM_PATH,
      }}
    />
  );
}

/** Who flies (the price lines beside say what the fare and the seats cost). */
function TripTotals({ offer }: { offer: FlightOfferSnapshot }) {
  const t = useTranslations("FlightCheckout");
  const { adults, children, infants } = offer.passengers;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
      <dt>{t("passengersLabel")}</dt>
      <dd className="text-end">{t("passengerCounts", { adults, children, infants })}</dd>
    </dl>
  );
}

/** The passengers as they will be ticketed, each with the seats held for them. */
function PassengersReview({
  passengers,
  labels,
  offer,
  price,
  editHref,
}: {
  passengers: PassengerValues[];
  labels: string[];
  offer: FlightOfferSnapshot;
  price: QuotePrice;
  editHref: string;
}) {
  const t = useTranslations("FlightCheckout");
  const locale = useFormatLocale();
  const segments = segmentNames(offer);
  return (
    <CheckoutSection
      heading={t("passengers")}
      edit={{ href: editHref, label: t("editPassengers") }}
    >
      <ul className="space-y-4">
        {passengers.map((p, i) => {
          // Seats belong to the seated passengers (adults, then children), who come first.
          const seats = offer.seats.filter((s) => s.passenger === i && p.type !== "infant");
          return (
            <li key={i} className="rounded-lg bg-slate-50 p-4">
              <p className="font-semibold">
                {labels[i]}: {p.firstName} {p.lastName}
              </p>
              <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-600">{t("dateOfBirth")}</dt>
                <dd>{p.dateOfBirth ? formatStayDate(p.dateOfBirth, locale) : "–"}</dd>
                {offer.international && p.passportNumber && (
                  <>
                    <dt className="text-slate-600">{t("passport")}</dt>
                    <dd dir="ltr" className="text-start">
                      {t("passportEnding", { last: p.passportNumber.trim().slice(-4) })}
                    </dd>
                  </>
                )}
                <dt className="text-slate-600">{t("seatsLabel")}</dt>
                <dd>
                  {p.type === "infant" ? (
                    t("onLap")
                  ) : seats.length === 0 ? (
                    t("noSeatChosen")
                  ) : (
                    <ul>
                      {seats.map((s) => (
                        <li key={s.segment}>
                          {t("seatOnSegment", {
                            seat: s.seat,
                            segment: segments[s.segment] ?? String(s.segment + 1),
                            price:
                              s.priceUsd > 0
                                ? formatMinor(seatMoney(s.priceUsd, price), locale)
                                : t("free"),
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </CheckoutSection>
  );
}
