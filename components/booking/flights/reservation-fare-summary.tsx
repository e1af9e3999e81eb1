"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FareBrand, FlightJourney } from "@/lib/contract/flights";
import { JourneySummary, useJourneyTitle } from "./flight-journey";
import { useBrandLabel, useCabinLabel } from "./flight-labels";

/**
 * The chosen fare in short, for the reservation-details page and the checkout: each journey (the
 * results' own summary), the fare brand with what it includes, and what the caller adds below
 * (the price, the passengers, the seats).
 */
export function FareSummary({
  journeys,
  brand,
  headingId,
  heading,
  children,
}: {
  journeys: readonly FlightJourney[];
  brand: FareBrand;
  headingId: string;
  heading: string;
  children?: ReactNode;
}) {
  const t = useTranslations("FlightCheckout");
  const title = useJourneyTitle();
  const brandLabel = useBrandLabel();
  const cabinLabel = useCabinLabel();
  const includes = [
    brand.checkedBags > 0 ? t("checkedBags", { count: brand.checkedBags }) : t("noCheckedBag"),
    brand.cabinBag ? t("cabinBag") : t("personalItemOnly"),
    brand.freeSeats ? t("seatsIncluded") : t("seatsPaid"),
    brand.changeable ? t("changeable") : t("notChangeable"),
    brand.refundable ? t("refundable") : t("notRefundable"),
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="space-y-4">
        {journeys.map((journey, i) => (
          <li key={i} className="border-b border-slate-100 pb-4 last:border-b-0 last:pb-0">
            <JourneySummary journey={journey} title={title(i, journeys.length)} />
          </li>
        ))}
      </ul>
      <div>
        <p className="font-semibold">
          {t("fareBrand", { brand: brandLabel(brand.code), cabin: cabinLabel(brand.cabin) })}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
          {includes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      {children}
    </section>
  );
}
