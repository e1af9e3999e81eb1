"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import {
  hasFlightFilters,
  NO_FLIGHT_FILTERS,
  type flightFacets,
  type FlightView,
  type HourWindow,
} from "@/lib/booking/flight-filters";
import { useDisplayCurrency } from "../hotels/hotel-price";
import { useDurationText } from "./flight-labels";

type Change = (next: Partial<FlightView>) => void;

const CHECK = "size-4 border-slate-300 accent-[var(--color-brand)]";
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
  const id = useId();
  const duration = useDurationText();
  const { currency, rate } = useDisplayCurrency(agencyDefaultCurrency);
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;

  const windowGroup = (name: "departure" | "arrival", legend: string) => (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 font-medium">{legend}</legend>
      {[null, ...WINDOWS].map((w) => (
        <label key={w ? w.from : "any"} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-${name}`}
            checked={sameWindow(view[name], w)}
            onChange={() => onChange({ [name]: w })}
            className={CHECK}
          />
          {w ? t("timeWindow", { from: pad(w.from), to: pad(w.to) }) : t("anyTime")}
        </label>
      ))}
    </fieldset>
  );

  function applyPrice(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get("max") ?? "").trim();
    const amount = Number(text);
    onChange({
      maxPrice:
        text === "" || !Number.isFinite(amount) || amount < 0
          ? null
          : Math.ceil((amount * 100) / rate),
    });
  }

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
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        {hasFlightFilters(view) && (
          <button
            type="button"
            onClick={() => onChange(NO_FLIGHT_FILTERS)}
            className="text-sm font-medium text-brand underline"
          >
            {t("clearFilters")}
          </button>
        )}
      </div>

      <fieldset className="space-y-1.5">
        <legend className="mb-1 font-medium">{t("stopsFilter")}</legend>
        {([null, 0, 1] as const).map((n) => (
          <label key={String(n)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-stops`}
              checked={view.maxStops === n}
              onChange={() => onChange({ maxStops: n })}
              className={CHECK}
            />
            {n === null ? t("anyStops") : n === 0 ? t("nonstopOnly") : t("oneStopMost")}
          </label>
        ))}
      </fieldset>

      {facets && facets.airlines.length > 0 && (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-medium">{t("airlinesFilter")}</legend>
          {facets.airlines.map((a) => (
            <label key={a.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={view.airlines.includes(a.code)}
                onChange={(e) =>
                  onChange({
                    airlines: e.target.checked
                      ? [...view.airlines, a.code]
                      : view.airlines.filter((c) => c !== a.code),
                  })
                }
                className={`${CHECK} rounded`}
              />
              {a.name}
            </label>
          ))}
        </fieldset>
      )}

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

      <form
        // A new limit from the address (Back, clear) resets what the input shows.
        key={`${view.maxPrice}-${rate}`}
        onSubmit={applyPrice}
        className="space-y-2"
      >
        <label className="block font-medium">
          {t("priceFilter", { currency })}
          <input
            name="max"
            type="number"
            inputMode="decimal"
            min={0}
            defaultValue={
              view.maxPrice === null ? "" : String(Math.ceil((view.maxPrice / 100) * rate))
            }
            placeholder={
              facets?.price ? String(Math.ceil((facets.price.max / 100) * rate)) : undefined
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          {t("apply")}
        </button>
      </form>
    </section>
  );
}
