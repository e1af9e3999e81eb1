"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { DealRates } from "@/lib/contract/deals";
import { RatesPrice } from "../rates-price";
import { revealingTo } from "../result-card";

/** A resort stay's price: the whole stay for every unit, then a unit's night (details, results). */
export function ResortStayPrice({
  rates,
  perNight,
  nights,
  price,
  href,
  testId,
}: {
  rates: DealRates;
  perNight: number;
  nights: number;
  price: PriceDisplay;
  /** Where choosing it leads: Reveal Price signs in and goes on there. */
  href: string;
  testId: string;
}) {
  const t = useTranslations("ResortBooking");
  return (
    <RatesPrice
      rates={rates}
      price={revealingTo(price, href)}
      publishedLabel={t("publishedPrice")}
      taxes={t("inclTaxes", { taxes: price.format(rates.taxAndFee) })}
      headline={
        <>
          <p className="text-xl font-bold" data-testid={testId}>
            {price.format(rates.totalRate)}
          </p>
          <p className="text-slate-600">
            {t("perNight", { price: price.format(perNight), nights })}
          </p>
        </>
      }
    />
  );
}
