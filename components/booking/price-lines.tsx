"use client";

import { useTranslations } from "next-intl";
import { formatMinor } from "@/lib/booking/trip-format";
import type { PriceLine, QuotePrice } from "@/lib/contract/booking";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** A line's words: what it is and how many (nights, passengers, seats, days, tickets). */
function useLineLabel() {
  const t = useTranslations("PriceLines");
  return ({ kind, count }: PriceLine): string => {
    switch (kind) {
      case "price":
        return t("price");
      case "stay":
        return t("stay", { count });
      case "fare":
        return t("fare", { count });
      case "seats":
        return t("seats", { count });
      case "rental":
        return t("rental", { count });
      case "childSeat":
        return t("childSeat", { count });
      case "additionalDriver":
        return t("additionalDriver", { count });
      case "gps":
        return t("gps", { count });
      case "youngDriverFee":
        return t("youngDriverFee");
      case "oneWayFee":
        return t("oneWayFee");
      case "adult":
        return t("adult", { count });
      case "child":
        return t("child", { count });
      case "senior":
        return t("senior", { count });
      case "taxes":
        return t("taxes");
    }
  };
}

/**
 * The price as it adds up (the server's lines, in the currency paid): each part before tax,
 * taxes and fees, and the total, which is what is charged.
 */
export function PriceLines({ price }: { price: QuotePrice }) {
  const t = useTranslations("PriceLines");
  const locale = useFormatLocale();
  const label = useLineLabel();
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm"
      data-testid="price-lines"
    >
      {price.lines.map((line) => (
        <div key={line.kind} className="contents">
          <dt>{label(line)}</dt>
          <dd className="text-end" data-testid={`price-line-${line.kind}`}>
            {formatMinor(line.amount, locale)}
          </dd>
        </div>
      ))}
      <dt className="text-base font-semibold">{t("total")}</dt>
      <dd className="text-end text-base font-semibold" data-testid="price-total">
        {formatMinor(price.total, locale)}
      </dd>
    </dl>
  );
}
