"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { DealRates } from "@/lib/contract/deals";
import { RatesPrice } from "../rates-price";

/** A fare's price: the trip's total for all its passengers. */
export function FlightPrice({
  rates,
  passengers,
  price,
  align = "start",
}: {
  rates: DealRates;
  passengers: number;
  price: PriceDisplay;
  align?: "start" | "end";
}) {
  const t = useTranslations("FlightResults");
  return (
    <RatesPrice
      rates={rates}
      price={price}
      align={align}
      publishedLabel={t("publishedPrice")}
      taxes={t("inclTaxes", { taxes: price.format(rates.taxAndFee) })}
      headline={
        <>
          <p className="text-xl font-bold" data-testid="flight-total">
            {price.format(rates.totalRate)}
          </p>
          <p className="text-slate-600">{t("forPassengers", { count: passengers })}</p>
        </>
      }
    />
  );
}
