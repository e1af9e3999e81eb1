"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { Alert } from "@/components/ui/form";
import { AddToProposal } from "@/components/proposals/add-to-proposal";
import { useViewer } from "@/lib/api/viewer";
import { flightApiMessage, useFlightFares } from "@/lib/api/queries/flights";
import {
  FLIGHTS_PATH,
  flightReservationHref,
  flightResultsHref,
  readFlightQuery,
  readItineraryId,
} from "@/lib/booking/flight-search-params";
import { cancellationTerms } from "@/lib/booking/cancellation-terms";
import { flightRoute } from "@/lib/booking/trip-format";
import type { FlightFare } from "@/lib/contract/flights";
import type { NewProposalOption } from "@/lib/contract/proposals";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { FlightPrice } from "./flight-price";
import { JourneyDetail, useJourneyTitle } from "./flight-journey";
import { useBrandLabel, useCabinLabel } from "./flight-labels";
import { useSearchSummary } from "./flight-results";
import { RetryAlert } from "../retry-alert";
import type { BookingPageProps } from "../booking-page-props";
import { OfferChoice, revealingTo } from "../result-card";
import { BackLink } from "../back-link";
import { proposedFlightQuery } from "./reservation-steps";

/** At or below this many seats left, a fare says so. */
export const FEW_SEATS = 5;

/**
 * /booknow/flights/search-details?<search>&itinerary=…: the chosen itinerary in full and its
 * fare brands side by side, cheapest first. Choosing one goes to the passengers' page with the
 * search, the itinerary and the fare's offer.
 */
export function FlightFares({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("FlightFares");
  const title = useJourneyTitle();
  const summary = useSearchSummary();
  const params = useSearchParams();
  const query = useMemo(() => readFlightQuery(new URLSearchParams(params)), [params]);
  const itineraryId = readItineraryId(params);
  const viewer = useViewer();
  const fares = useFlightFares(query, itineraryId, viewer);
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  // The currency an agent's "Add to proposal" proposes a fare in, as the checkout quotes it.
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!query || !itineraryId) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{t("noItinerary")}</Alert>
        <Link href={FLIGHTS_PATH} className="font-medium text-brand underline">
          {t("newSearch")}
        </Link>
      </div>
    );
  }

  const data = fares.data;
  const passengers = (query.adults ?? 1) + (query.children ?? 0) + (query.infants ?? 0);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href={flightResultsHref(query)}>{t("backToResults")}</BackLink>
        <p className="text-sm text-slate-700">{summary(query)}</p>
      </div>

      {fares.isError ? (
        <RetryAlert
          message={flightApiMessage(fares.error) ?? t("faresFailed")}
          retryLabel={t("retry")}
          onRetry={() => void fares.refetch()}
        />
      ) : !data ? (
        <div role="status" className="space-y-4" aria-live="polite">
          <span className="sr-only">{t("loading")}</span>
          <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-slate-100" />
          <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <section
            aria-labelledby="itinerary-heading"
            className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="itinerary-heading" className="text-xl font-semibold">
              {t("yourItinerary")}
            </h2>
            {data.itinerary.testBehaviour && (
              <p className="inline-block rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
                {t("testItinerary", { behaviour: data.itinerary.testBehaviour })}
              </p>
            )}
            {data.itinerary.journeys.map((journey, i) => (
              <JourneyDetail
                key={i}
                journey={journey}
                title={title(i, data.itinerary.journeys.length)}
                cabin={query.cabin ?? "economy"}
              />
            ))}
          </section>

          <section aria-labelledby="fares-heading" className="space-y-4">
            <h2 id="fares-heading" className="text-xl font-semibold">
              {t("chooseFare")}
            </h2>
            {data.fares.length === 0 ? (
              <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("noFares")}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="flight-fares">
                {data.fares.map((fare) => (
                  <li key={fare.offerId} className="flex">
                    <FareCard
                      fare={fare}
                      passengers={passengers}
                      price={price}
                      href={flightReservationHref(query, itineraryId, fare.offerId)}
                      proposal={
                        currency
                          ? {
                              option: {
                                product: "flights",
                                offerId: fare.offerId,
                                query: proposedFlightQuery(query),
                              },
                              route: flightRoute(data.itinerary),
                              currency,
                            }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function FareCard({
  fare,
  passengers,
  price,
  href,
  proposal,
}: {
  fare: FlightFare;
  passengers: number;
  price: PriceDisplay;
  href: string;
  /** The fare, its route and the currency an agent adds it to a proposal with (issue 28). */
  proposal?: {
    option: NewProposalOption;
    route: ReturnType<typeof flightRoute>;
    currency: string;
  };
}) {
  const t = useTranslations("FlightFares");
  const brandLabel = useBrandLabel();
  const cabinLabel = useCabinLabel();
  const headingId = useId();
  const { brand, policy } = fare;
  const fee = (usd: number) => (price.visible ? price.format(usd) : null);
  const changeFee = fee(brand.changeFeeUsd);
  // What the refund applies (cancellationTerms), not the brand's flags. A fare's free time
  // ends at its departure (flightPolicy), so Flex reads "free until departure".
  function refundText() {
    const terms = cancellationTerms(policy, fare.rates.totalRate);
    if (terms.kind === "freeUntil" || terms.kind === "free") return t("freeUntilDeparture");
    const within = t("freeWithin", { hours: policy.freeHoursAfterBooking ?? 24 });
    if (terms.kind === "nonRefundable") return `${within} ${t("nonRefundable")}`;
    const feeText = fee(terms.feeUsd);
    return `${within} ${feeText ? t("refundableFee", { fee: feeText }) : t("refundableForFee")}`;
  }
  const rows: Array<[string, string, boolean]> = [
    [t("cabin"), cabinLabel(brand.cabin), true],
    [
      t("checkedBags"),
      brand.checkedBags > 0
        ? t("checkedBagCount", { count: brand.checkedBags })
        : t("noCheckedBag"),
      brand.checkedBags > 0,
    ],
    [t("cabinBag"), brand.cabinBag ? t("cabinBagIncluded") : t("personalItemOnly"), brand.cabinBag],
    [t("seats"), brand.freeSeats ? t("seatsFree") : t("seatsPaid"), brand.freeSeats],
    [
      t("changes"),
      !brand.changeable
        ? t("noChanges")
        : brand.changeFeeUsd === 0
          ? t("freeChanges")
          : changeFee
            ? t("changeFee", { fee: changeFee })
            : t("changeForFee"),
      brand.changeable,
    ],
    [t("refund"), refundText(), brand.refundable],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className={`flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${fare.available ? "" : "opacity-70"}`}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {brandLabel(brand.code)}
      </h3>
      <dl className="flex-1 space-y-2 text-sm">
        {rows.map(([label, value, good]) => (
          <div key={label}>
            <dt className="font-medium">{label}</dt>
            <dd className="flex gap-1.5 text-slate-700">
              <span aria-hidden="true" className={good ? "text-emerald-700" : "text-slate-400"}>
                {good ? "✓" : "–"}
              </span>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {fare.available && fare.seatsLeft > 0 && fare.seatsLeft <= FEW_SEATS && (
        <p className="text-sm font-semibold text-amber-700">
          {t("seatsLeft", { count: fare.seatsLeft })}
        </p>
      )}
      <FlightPrice rates={fare.rates} passengers={passengers} price={revealingTo(price, href)} />
      <OfferChoice
        available={fare.available}
        shown={price.visible}
        soldOutLabel={t("soldOut")}
        href={href}
        headingId={headingId}
        solid
      >
        {t("chooseFareButton")}
      </OfferChoice>
      {proposal && fare.available && (
        <AddToProposal
          option={proposal.option}
          label={t("proposalFare", {
            from: proposal.route.from.city ?? proposal.route.from.iata,
            to: proposal.route.to.city ?? proposal.route.to.iata,
            brand: brandLabel(brand.code),
          })}
          currency={proposal.currency}
        />
      )}
    </article>
  );
}
