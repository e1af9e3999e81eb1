"use client";

import { useTranslations } from "next-intl";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { CheckboxFacet, FiltersPanel, MaxPriceFilter, RadioFacet } from "../filters-panel";
import { useDisplayCurrency } from "../hotels/hotel-price";
import { hasCarFilters, NO_CAR_FILTERS, type CarFacets, type CarView } from "./car-filters";
import { useCarLabels } from "./car-labels";

type Change = (next: Partial<CarView>) => void;

/**
 * The results' filters, each change a new address: vehicle class and supplier (each with the
 * cheapest rental it has), transmission, seats, and the highest total (typed in the currency
 * prices show in, kept as USD cents, rounded up so the amount typed stays inside).
 */
export function CarFiltersPanel({
  view,
  facets,
  price,
  agencyDefaultCurrency,
  onChange,
}: {
  view: CarView;
  facets: CarFacets | null;
  price: PriceDisplay;
  agencyDefaultCurrency: string | null;
  onChange: Change;
}) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const from = (usd: number) =>
    price.visible ? t("fromPrice", { price: price.format(usd) }) : null;

  return (
    <FiltersPanel t={t} filtered={hasCarFilters(view)} onClear={() => onChange(NO_CAR_FILTERS)}>
      <CheckboxFacet
        legend={t("classFilter")}
        options={(facets?.classes ?? []).map((c) => ({
          value: c.name,
          label: c.name,
          note: from(c.from),
        }))}
        chosen={view.classes}
        onChange={(classes) => onChange({ classes })}
      />
      <CheckboxFacet
        legend={t("supplierFilter")}
        options={(facets?.suppliers ?? []).map((s) => ({
          value: s.code,
          label: s.name,
          note: from(s.from),
        }))}
        chosen={view.suppliers}
        onChange={(suppliers) => onChange({ suppliers })}
      />

      <RadioFacet
        legend={t("transmissionFilter")}
        options={([null, "automatic", "manual"] as const).map((gear) => ({
          key: gear ?? "any",
          value: gear,
          label: gear ? label.transmission(gear) : t("anyTransmission"),
        }))}
        chosen={view.transmission}
        onChange={(transmission) => onChange({ transmission })}
      />
      <RadioFacet
        legend={t("seatsFilter")}
        options={[null, ...(facets?.seats ?? [])].map((seats) => ({
          key: String(seats ?? "any"),
          value: seats,
          label: seats === null ? t("anySeats") : t("seatsAtLeast", { count: seats }),
        }))}
        chosen={view.minSeats}
        onChange={(minSeats) => onChange({ minSeats })}
      />

      <MaxPriceFilter
        t={t}
        label={t("priceFilter", { currency })}
        maxPrice={view.maxPrice}
        highest={facets?.price?.max}
        rate={rate}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
    </FiltersPanel>
  );
}
