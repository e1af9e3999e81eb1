"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { DealRates } from "@/lib/contract/deals";

/**
 * An offer's price as every booking product shows it (SPEC §2.3, §6): behind Reveal Price for
 * visitors unless the agency allows the non-login flow; otherwise the product's own headline
 * (a night and the stay's total, a trip's total for its passengers), the published price struck
 * through with the discount, the taxes line, and for unrestricted agents the wholesale rate, the
 * agency's markup, and their own commission on the sale (only they receive those fields).
 */
export function RatesPrice({
  rates,
  price,
  headline,
  publishedLabel,
  taxes,
  align = "start",
}: {
  rates: DealRates;
  price: PriceDisplay;
  headline: ReactNode;
  /** Read before the struck-through published price. */
  publishedLabel: string;
  taxes: string;
  align?: "start" | "end";
}) {
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
  const end = align === "end";
  return (
    <div className={`space-y-0.5 text-sm ${end ? "sm:text-end" : ""}`}>
      {headline}
      {rates.discountPercentage > 0 && (
        <p className={`flex flex-wrap gap-2 ${end ? "sm:justify-end" : ""}`}>
          <s className="text-slate-500">
            <span className="sr-only">{publishedLabel} </span>
            {price.format(rates.publishedRate)}
          </s>
          <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
            {d("off", { percent: rates.discountPercentage })}
          </span>
        </p>
      )}
      <p className="text-xs text-slate-500">{taxes}</p>
      {rates.baseRate !== undefined && (
        <p className="text-xs text-slate-600" data-testid="wholesale">
          {d("wholesaleRate")}: {price.format(rates.baseRate)}
        </p>
      )}
      {rates.markup !== undefined && (
        <>
          <p className="text-xs text-slate-600" data-testid="markup">
            {d("agencyMarkup")}: {price.format(rates.markup)}
          </p>
          {rates.commission !== undefined && (
            <p className="text-xs text-slate-600" data-testid="commission">
              {d("commission")}: {price.format(rates.commission)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
