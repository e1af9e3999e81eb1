"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { FlightItinerary } from "@/lib/contract/flights";
import { ResultLink } from "../result-card";
import { FlightPrice } from "./flight-price";
import { JourneySummary, useJourneyTitle } from "./flight-journey";

/** One itinerary of the results: each journey in short, the price for everyone, and Select. */
export function ItineraryCard({
  itinerary,
  passengers,
  price,
  href,
}: {
  itinerary: FlightItinerary;
  passengers: number;
  price: PriceDisplay;
  href: string;
}) {
  const t = useTranslations("FlightResults");
  const title = useJourneyTitle();
  const headingId = useId();
  const journeys = itinerary.journeys;
  const route = journeys
    .map((j) => `${j.segments[0]!.from.iata}–${j.segments[j.segments.length - 1]!.to.iata}`)
    .join(", ");
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      <div className="flex-1 space-y-4">
        <h3 id={headingId} className="sr-only">
          {t("itineraryHeading", {
            route,
            airlines: [
              ...new Set(journeys.flatMap((j) => j.segments.map((s) => s.carrier.name))),
            ].join(", "),
          })}
        </h3>
        {itinerary.testBehaviour && (
          <p className="inline-block rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
            {t("testItinerary", { behaviour: itinerary.testBehaviour })}
          </p>
        )}
        {journeys.map((journey, i) => (
          <JourneySummary key={i} journey={journey} title={title(i, journeys.length)} />
        ))}
      </div>
      <div className="flex flex-col justify-between gap-3 border-slate-100 sm:w-52 sm:shrink-0 sm:border-s sm:ps-4">
        <FlightPrice
          rates={itinerary.cheapest.rates}
          passengers={passengers}
          price={price}
          align="end"
        />
        <ResultLink href={href} headingId={headingId}>
          {t("select")}
        </ResultLink>
      </div>
    </article>
  );
}

export function ItinerariesSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true" data-testid="flights-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <li
          key={i}
          className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row"
        >
          <div className="flex-1 space-y-3">
            <div className="h-3 w-1/4 rounded bg-slate-200" />
            <div className="h-6 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
          <div className="h-16 rounded bg-slate-200 sm:w-52" />
        </li>
      ))}
    </ul>
  );
}
