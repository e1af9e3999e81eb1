"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { DealRates } from "@/lib/contract/deals";
import { RatesPrice } from "../rates-price";

/** An activity's "from" price on the results: its cheapest option for one adult. */
export function FromPrice({
  rates,
  price,
  align = "start",
}: {
  rates: DealRates;
  price: PriceDisplay;
  align?: "start" | "end";
}) {
  const t = useTranslations("Activities");
  return (
    <RatesPrice
      rates={rates}
      price={price}
      align={align}
      publishedLabel={t("publishedPrice")}
      taxes={t("inclTaxes", { taxes: price.format(rates.taxAndFee) })}
      headline={
        <p>
          <span className="text-slate-600">{t("priceFrom")} </span>
          <span className="text-xl font-bold" data-testid="activity-from-price">
            {price.format(rates.totalRate)}
          </span>{" "}
          <span className="text-slate-600">{t("perAdult")}</span>
        </p>
      }
    />
  );
}

/** The chosen option's total for all the travellers, added up from each type's price. */
export function TotalPrice({
  rates,
  travellers,
  price,
}: {
  rates: DealRates;
  /** The travellers in a phrase ("2 adults and 1 child"). */
  travellers: string;
  price: PriceDisplay;
}) {
  const t = useTranslations("Activities");
  return (
    <RatesPrice
      rates={rates}
      price={price}
      publishedLabel={t("publishedPrice")}
      taxes={t("inclTaxes", { taxes: price.format(rates.taxAndFee) })}
      headline={
        <>
          <p className="text-xl font-bold" data-testid="activity-total">
            {price.format(rates.totalRate)}
          </p>
          <p className="text-slate-600">{t("totalFor", { travellers })}</p>
        </>
      }
    />
  );
}
