"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { CarOffer } from "@/lib/contract/cars";
import { RatesPrice } from "../rates-price";

/**
 * A car's price: the whole rental (with the extras asked for, the surcharges and the taxes) and
 * a rental day, and the young-driver surcharge within it, said before anything is paid.
 */
export function CarPrice({
  car,
  price,
  align = "start",
}: {
  car: Pick<CarOffer, "rates" | "dailyRate" | "rentalDays" | "youngDriverFee" | "oneWayFee">;
  price: PriceDisplay;
  align?: "start" | "end";
}) {
  const t = useTranslations("Cars");
  return (
    <RatesPrice
      rates={car.rates}
      price={price}
      align={align}
      publishedLabel={t("publishedPrice")}
      taxes={t("inclTaxes", { taxes: price.format(car.rates.taxAndFee) })}
      headline={
        <>
          <p className="text-xl font-bold" data-testid="car-total">
            {price.format(car.rates.totalRate)}
          </p>
          <p className="text-slate-600">
            {t("totalFor", { count: car.rentalDays })} ·{" "}
            <span data-testid="car-daily">
              {t("perDay", { price: price.format(car.dailyRate) })}
            </span>
          </p>
          {car.youngDriverFee > 0 && (
            <p className="font-medium text-amber-800" data-testid="young-driver-fee">
              {t("youngDriverIncluded", { fee: price.format(car.youngDriverFee) })}
            </p>
          )}
          {car.oneWayFee > 0 && (
            <p className="text-slate-600">
              {t("oneWayIncluded", { fee: price.format(car.oneWayFee) })}
            </p>
          )}
        </>
      }
    />
  );
}
