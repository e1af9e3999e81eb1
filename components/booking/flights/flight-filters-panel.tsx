"use client";

import { useTranslations } from "next-intl";
import {
  hasFlightFilters,
  NO_FLIGHT_FILTERS,
  type flightFacets,
  type FlightView,
  type HourWindow,
} from "@/lib/booking/flight-filters";
import { CheckboxFacet, FiltersPanel, MaxPriceFilter, RadioFacet } from "../filters-panel";
import { useDisplayCurrency } from "../hotels/hotel-price";
import { useDurationText } from "./flight-labels";

type Change = (next: Partial<FlightView>) => void;

const WINDOWS: readonly HourWindow[] = [
  { from: 0, to: 6 },
  { from: 6, to: 12 },
  { from: 12, to: 18 },
  { from: 18, to: 24 },
];
const sameWindow = (a: HourWindow | null, b: HourWindow | null) =>
  a?.from === b?.from && a?.to === b?.to;

/**
 * The results' filters, each change a new address: stops, airlines, the first journey's departure
 * and arrival time (local), the longest total duration and the highest price (typed in the
 * currency prices show in, kept as USD cents, rounded up so the amount typed stays inside).
 */
export function FlightFiltersPanel({
  view,
  facets,
  agencyDefaultCurrency,
  onChange,
}: {
  view: FlightView;
  facets: ReturnType<typeof flightFacets> | null;
  agencyDefaultCurrency: string | null;
  onChange: Change;
}) {
  const t = useTranslations("FlightResults");
  const duration = useDurationText();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;

  const windowGroup = (name: "departure" | "arrival", legend: string) => (
    <RadioFacet
      legend={legend}
      options={[null, ...WINDOWS].map((w) => ({
        key: w ? String(w.from) : "any",
        value: w,
        label: w ? t("timeWindow", { from: pad(w.from), to: pad(w.to) }) : t("anyTime"),
      }))}
      chosen={view[name]}
      same={sameWindow}
      onChange={(w) => onChange({ [name]: w })}
    />
  );

  const hours = facets?.duration
    ? Array.from(
        {
          length: Math.min(
            48,
            Math.ceil(facets.duration.max / 60) - Math.ceil(facets.duration.min / 60) + 1,
          ),
        },
        (_, i) => (Math.ceil(facets.duration!.min / 60) + i) * 60,
      )
    : [];

  return (
    <FiltersPanel
      t={t}
      filtered={hasFlightFilters(view)}
      onClear={() => onChange(NO_FLIGHT_FILTERS)}
    >
      <RadioFacet
        legend={t("stopsFilter")}
        options={([null, 0, 1] as const).map((n) => ({
          key: String(n),
          value: n,
          label: n === null ? t("anyStops") : n === 0 ? t("nonstopOnly") : t("oneStopMost"),
        }))}
        chosen={view.maxStops}
        onChange={(maxStops) => onChange({ maxStops })}
      />

      <CheckboxFacet
        legend={t("airlinesFilter")}
        options={(facets?.airlines ?? []).map((a) => ({ value: a.code, label: a.name }))}
        chosen={view.airlines}
        onChange={(airlines) => onChange({ airlines })}
      />

      {windowGroup("departure", t("departureFilter"))}
      {windowGroup("arrival", t("arrivalFilter"))}

      <label className="block font-medium">
        {t("durationFilter")}
        <select
          value={view.maxDuration ?? ""}
          onChange={(e) =>
            onChange({ maxDuration: e.target.value === "" ? null : Number(e.target.value) })
          }
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
        >
          <option value="">{t("anyDuration")}</option>
          {view.maxDuration !== null && !hours.includes(view.maxDuration) && (
            <option value={view.maxDuration}>
              {t("upTo", { duration: duration(view.maxDuration) })}
            </option>
          )}
          {hours.map((m) => (
            <option key={m} value={m}>
              {t("upTo", { duration: duration(m) })}
            </option>
          ))}
        </select>
      </label>

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
