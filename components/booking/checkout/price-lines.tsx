"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMinor } from "@/lib/booking/trip-format";
import type { PriceLine, QuotePrice } from "@/lib/contract/booking";

/** A line's words: what it is and how many (nights, passengers, seats, days, tickets). */
function useLineLabel() {
  const t = useTranslations("Checkout");
  return ({ kind, count }: PriceLine): string => {
    switch (kind) {
      case "price":
        return t("linePrice");
      case "stay":
        return t("lineStay", { count });
      case "fare":
        return t("lineFare", { count });
      case "seats":
        return t("lineSeats", { count });
      case "rental":
        return t("lineRental", { count });
      case "childSeat":
        return t("lineChildSeat", { count });
      case "additionalDriver":
        return t("lineAdditionalDriver", { count });
      case "gps":
        return t("lineGps", { count });
      case "youngDriverFee":
        return t("lineYoungDriverFee");
      case "oneWayFee":
        return t("lineOneWayFee");
      case "adult":
        return t("lineAdult", { count });
      case "child":
        return t("lineChild", { count });
      case "senior":
        return t("lineSenior", { count });
      case "taxes":
        return t("lineTaxes");
    }
  };
}

/**
 * The price as it adds up (the server's lines, in the currency paid): each part before tax,
 * taxes and fees, and the total, which is what is charged.
 */
export function PriceLines({ price }: { price: QuotePrice }) {
  const t = useTranslations("Checkout");
  const locale = useLocale();
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
      <dt className="text-base font-semibold">{t("lineTotal")}</dt>
      <dd className="text-end text-base font-semibold" data-testid="price-total">
        {formatMinor(price.total, locale)}
      </dd>
    </dl>
  );
}
