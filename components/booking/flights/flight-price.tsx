"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { DealRates } from "@/lib/contract/deals";

/**
 * A fare's price for all the passengers, as hotel prices show (SPEC §2.3, §6): converted from
 * USD cents to the visitor's currency, hidden behind Reveal Price from visitors unless the
 * agency allows the non-login flow; the published price struck through with the discount; and
 * for unrestricted agents the net rate, the markup and their commission (only they receive them).
 */
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
  const d = useTranslations("Deals");
  if (!price.visible) {
    return (
      <a
        href={price.revealHref}
        className="block rounded-lg bg-brand px-3 py-2 text-center text-sm font-semibold text-white hover:opacity-90"
      >
        {d("revealPrice")}
      </a>
    );
  }
  const end = align === "end" ? "sm:text-end" : "";
  return (
    <div className={`space-y-0.5 text-sm ${end}`}>
      <p className="text-xl font-bold" data-testid="flight-total">
        {price.format(rates.totalRate)}
      </p>
      <p className="text-slate-600">{t("forPassengers", { count: passengers })}</p>
      {rates.discountPercentage > 0 && (
        <p className={`flex flex-wrap gap-2 ${align === "end" ? "sm:justify-end" : ""}`}>
          <s className="text-slate-500">
            <span className="sr-only">{t("publishedPrice")} </span>
            {price.format(rates.publishedRate)}
          </s>
          <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
            {d("off", { percent: rates.discountPercentage })}
          </span>
        </p>
      )}
      <p className="text-xs text-slate-500">
        {t("inclTaxes", { taxes: price.format(rates.taxAndFee) })}
      </p>
      {rates.baseRate !== undefined && (
        <p className="text-xs text-slate-600" data-testid="flight-net">
          {t("netRate")}: {price.format(rates.baseRate)}
        </p>
      )}
      {rates.markup !== undefined && (
        <>
          <p className="text-xs text-slate-600" data-testid="flight-markup">
            {d("agencyMarkup")}: {price.format(rates.markup)}
          </p>
          <p className="text-xs text-slate-600" data-testid="flight-commission">
            {t("commission")}: {price.format(rates.markup)}
          </p>
        </>
      )}
    </div>
  );
}
