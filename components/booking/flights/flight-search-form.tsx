"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch, type FieldError, type Resolver } from "react-hook-form";
import { SubmitButton } from "@/components/ui/form";
import {
  FLIGHT_CABINS,
  FLIGHT_TRIPS,
  flightResultsHref,
  LEG_LIMIT,
  MAX_DAYS_AHEAD,
} from "@/lib/booking/flight-search-params";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import type { Cabin, FlightQueryInput, TripType } from "@/lib/contract/flights";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { AirportField } from "./airport-field";
import type { FlightFormError } from "./flight-form-schema";
import { emptyLeg, flightFormValues, formQuery, type FlightFormValues } from "./flight-form-values";
import { FlightDateField } from "./flight-date-field";
import { FlightPassengersField } from "./flight-passengers-field";
import { useCabinLabel } from "./flight-labels";

const loadSchema = () => import("./flight-form-schema");
const preloadSchema = () => void loadSchema();

/** The rules, loaded with zod once the form is touched rather than with the page (the home page has it). */
const resolver: Resolver<FlightFormValues> = async (values, context, options) => {
  const { flightFormResolver } = await loadSchema();
  return flightFormResolver(values, context, options);
};

/**
 * The flight search (SPEC §2.1 Air Travel; DESIGN §9: react-hook-form with the contract's
 * schema): one way, round trip or multi-city (2 to 5 flights), the passengers and the cabin.
 * Submitting goes to the results with the search in the address; `inPlace` (the results page)
 * changes the address without leaving the page, keeping `keep` (the chosen order).
 */
export function FlightSearchForm({
  initial = null,
  inPlace = false,
  keep,
}: {
  initial?: FlightQueryInput | null;
  inPlace?: boolean;
  keep?: URLSearchParams;
}) {
  const t = useTranslations("FlightSearch");
  const cabinLabel = useCabinLabel();
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const { control, setValue, getValues, handleSubmit, formState } = useForm<FlightFormValues>({
    resolver,
    defaultValues: flightFormValues(initial),
  });
  const v = useWatch({ control }) as FlightFormValues;
  const set = <K extends keyof FlightFormValues>(name: K, value: FlightFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setLeg = (i: number, leg: Partial<FlightFormValues["legs"][number]>) =>
    set(
      "legs",
      getValues("legs").map((l, j) => (j === i ? { ...l, ...leg } : l)),
    );

  const errorText: Record<FlightFormError, string> = {
    from: t("errors.from"),
    to: t("errors.to"),
    date: t("errors.date"),
    past: t("errors.past"),
    tooFar: t("errors.tooFar", { days: MAX_DAYS_AHEAD }),
    order: t("errors.order"),
    sameAirport: t("errors.sameAirport"),
    tooManySeats: t("errors.tooManySeats"),
    tooManyInfants: t("errors.tooManyInfants"),
    invalid: t("errors.invalid"),
  };
  const message = (e: FieldError | undefined) =>
    e?.message ? (errorText[e.message as FlightFormError] ?? e.message) : undefined;
  const errors = formState.errors;

  const tripLabels: Record<TripType, string> = {
    oneway: t("oneway"),
    round: t("round"),
    multi: t("multi"),
  };

  function changeTrip(trip: TripType) {
    const legs = getValues("legs");
    if (trip === "multi" && legs.length < 2) {
      const out = legs[0]!;
      set("legs", [out, { from: out.to, to: out.from, date: getValues("returnDate") }]);
    }
    set("trip", trip);
  }

  const onSubmit = handleSubmit((values) => {
    const href = flightResultsHref(formQuery(values), keep);
    if (inPlace) window.history.pushState(null, "", href);
    else router.push(href);
  });

  const today = todayIso();
  const last = addDaysIso(today, MAX_DAYS_AHEAD);
  const legs = v.trip === "multi" ? v.legs : v.legs.slice(0, 1);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadSchema}
      onPointerDown={preloadSchema}
      noValidate
      aria-label={t("searchFlights")}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm font-medium">{t("tripType")}</legend>
            <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
              {FLIGHT_TRIPS.map((trip) => (
                <label
                  key={trip}
                  className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-checked:bg-white has-checked:text-brand has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name={`${id}-trip`}
                    value={trip}
                    checked={v.trip === trip}
                    onChange={() => changeTrip(trip)}
                    className="sr-only"
                  />
                  {tripLabels[trip]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm font-medium">
            {t("cabin")}
            <select
              value={v.cabin}
              onChange={(e) => set("cabin", e.target.value as Cabin)}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              {FLIGHT_CABINS.map((c) => (
                <option key={c} value={c}>
                  {cabinLabel(c)}
                </option>
              ))}
            </select>
          </label>
          <div className="min-w-48">
            <FlightPassengersField
              value={{ adults: v.adults, children: v.children, infants: v.infants }}
              onChange={(p) => {
                set("adults", p.adults);
                set("children", p.children);
                set("infants", p.infants);
              }}
              error={message(errors.adults ?? errors.children ?? errors.infants)}
            />
          </div>
        </div>

        <ol className="space-y-3">
          {legs.map((leg, i) => {
            const legErrors = errors.legs?.[i];
            return (
              <li key={i}>
                <fieldset className="grid min-w-0 items-start gap-2 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)]">
                  <legend className={v.trip === "multi" ? "mb-1 text-sm font-semibold" : "sr-only"}>
                    {t("flightNumber", { number: i + 1 })}
                  </legend>
                  <AirportField
                    label={t("from")}
                    value={leg.from}
                    onChange={(from) => setLeg(i, { from })}
                    error={message(legErrors?.from as FieldError | undefined)}
                  />
                  <button
                    type="button"
                    onClick={() => setLeg(i, { from: leg.to, to: leg.from })}
                    aria-label={t("swap", { number: i + 1 })}
                    className="self-start justify-self-center rounded-full border border-slate-300 bg-white px-2.5 py-1.5 text-slate-700 hover:bg-slate-50 md:mt-6"
                  >
                    <span aria-hidden="true">⇄</span>
                  </button>
                  <AirportField
                    label={t("to")}
                    value={leg.to}
                    onChange={(to) => setLeg(i, { to })}
                    error={message(legErrors?.to as FieldError | undefined)}
                  />
                  <FlightDateField
                    label={t("departure")}
                    value={leg.date}
                    min={(i > 0 && legs[i - 1]!.date) || today}
                    max={last}
                    onChange={(date) => setLeg(i, { date })}
                    error={message(legErrors?.date)}
                  />
                  {v.trip === "round" ? (
                    <FlightDateField
                      label={t("return")}
                      value={v.returnDate}
                      min={leg.date || today}
                      max={last}
                      onChange={(date) => set("returnDate", date)}
                      error={message(errors.returnDate)}
                    />
                  ) : v.trip === "multi" && legs.length > 2 ? (
                    <button
                      type="button"
                      onClick={() =>
                        set(
                          "legs",
                          v.legs.filter((_, j) => j !== i),
                        )
                      }
                      className="self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 md:mt-6"
                    >
                      {t("removeFlight", { number: i + 1 })}
                    </button>
                  ) : (
                    <span className="hidden md:block" />
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>

        {errors.root && (
          <p role="alert" className="text-sm text-red-700">
            {message(errors.root as FieldError)}
          </p>
        )}

        <div className="flex flex-wrap items-center justify-between gap-3">
          {v.trip === "multi" && v.legs.length < LEG_LIMIT ? (
            <button
              type="button"
              onClick={() => {
                const previous = v.legs[v.legs.length - 1]!;
                set("legs", [...v.legs, { ...emptyLeg(), from: previous.to }]);
              }}
              className="rounded-lg border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
            >
              {t("addFlight")}
            </button>
          ) : (
            <span />
          )}
          <SubmitButton busy={false} className="px-8 py-2.5">
            {t("search")}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
