"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { CountrySelect, TextInput } from "@/components/booking/checkout/guest-fields";
import { FlightDateField } from "@/components/booking/flights/flight-date-field";
import { FieldFrame, SubmitButton } from "@/components/ui/form";
import {
  carSearchHref,
  MAX_AGE,
  MAX_DAYS_AHEAD,
  MAX_RENTAL_DAYS,
  MIN_AGE,
  YOUNG_AGE,
} from "@/lib/booking/car-search-params";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { formatTimeOfDay } from "@/lib/booking/trip-format";
import type { CarSearchQuery } from "@/lib/contract/cars";
import { useVisitorCountry } from "@/lib/api/queries/visitor-country";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { defaultNationality } from "../hotels/nationality-field";
import { rememberPlace } from "./car-draft";
import {
  CAR_TIMES,
  carFormErrors,
  carFormQuery,
  carFormValues,
  lastDropOffDate,
  type CarFormError,
  type CarFormValues,
} from "./car-form-values";
import { CarPlaceField } from "./car-place-field";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** The form's rules (car-form-values.ts): plain checks, so no schema library loads with it. */
const resolver: Resolver<CarFormValues> = async (values) => {
  const found = carFormErrors(values, todayIso());
  const errors = Object.fromEntries(
    Object.entries(found).map(([field, message]) => [field, { type: "custom", message }]),
  ) as FieldErrors<CarFormValues>;
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** Days a new rental lasts when its pick-up is chosen first. */
const FIRST_RENTAL_DAYS = 3;

/**
 * The car search (SPEC §2.1 Cars): the pick-up place from the car autosuggest, returned there or
 * at another place, pick-up and drop-off dates and desk times, the driver's age and country of
 * residence. Submitting goes to the results with the search in the address; `inPlace` (the results
 * page) changes the address without leaving the page, keeping `keep` (the chosen order).
 * `names` gives the shown name of each place of `initial`.
 */
export function CarSearchForm({
  initial = null,
  names,
  inPlace = false,
  keep,
}: {
  initial?: CarSearchQuery | null;
  names?: (id: string) => string;
  inPlace?: boolean;
  keep?: URLSearchParams;
}) {
  const t = useTranslations("Cars");
  const locale = useFormatLocale();
  const prefix = `car${useId().replace(/\W/g, "")}`;
  const router = useRouter();
  const hydrated = useHydrated();
  // A new search's residence is the visitor's country, else the agency's (its region), as a
  // stay's nationality is: a Mexican agency's travellers were asked for the US.
  const agencyRegion = new Intl.Locale(locale).region ?? null;
  const { control, register, setValue, getValues, getFieldState, handleSubmit, formState } =
    useForm<CarFormValues>({
      resolver,
      defaultValues: {
        ...carFormValues(initial, names),
        ...(initial ? {} : { residence: defaultNationality(null, agencyRegion) }),
      },
    });
  const { data: visitorCountry } = useVisitorCountry(!initial);
  useEffect(() => {
    if (initial || !visitorCountry || getFieldState("residence").isDirty) return;
    setValue("residence", defaultNationality(visitorCountry, agencyRegion));
  }, [initial, visitorCountry, agencyRegion, getFieldState, setValue]);
  const v = useWatch({ control }) as CarFormValues;
  const set = <K extends keyof CarFormValues>(name: K, value: CarFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const errorText: Record<CarFormError, string> = {
    place: t("errors.place"),
    dropOffPlace: t("errors.dropOffPlace"),
    date: t("errors.date"),
    past: t("errors.past"),
    tooFar: t("errors.tooFar", { days: MAX_DAYS_AHEAD }),
    order: t("errors.order"),
    tooLong: t("errors.tooLong", { days: MAX_RENTAL_DAYS }),
    driverAge: t("errors.driverAge", { min: MIN_AGE, max: MAX_AGE }),
    residence: t("errors.residence"),
  };
  const errors = formState.errors;
  const message = (field: keyof CarFormValues) => {
    const key = errors[field]?.message as CarFormError | undefined;
    return key ? errorText[key] : undefined;
  };

  const onSubmit = handleSubmit((values) => {
    rememberPlace(values.pickUpPlace.id, values.pickUpPlace.label);
    if (!values.sameDropOff) rememberPlace(values.dropOffPlace.id, values.dropOffPlace.label);
    const href = carSearchHref(carFormQuery(values), keep);
    if (inPlace) window.history.pushState(null, "", href);
    else router.push(href);
  });

  const today = todayIso();
  const sameId = `${prefix}-same`;

  const timeSelect = (name: "pickUpTime" | "dropOffTime", label: string) => {
    const id = `${prefix}-${name}`;
    const value = v[name];
    return (
      <FieldFrame id={id} label={label}>
        <select
          id={id}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          {...register(name)}
        >
          {!CAR_TIMES.includes(value) && (
            <option value={value}>{formatTimeOfDay(value, locale)}</option>
          )}
          {CAR_TIMES.map((time) => (
            <option key={time} value={time}>
              {formatTimeOfDay(time, locale)}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("searchCars")}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            <CarPlaceField
              label={t("pickUpPlace")}
              value={v.pickUpPlace}
              onChange={(place) => set("pickUpPlace", place)}
              error={message("pickUpPlace")}
            />
            <label htmlFor={sameId} className="flex items-center gap-2 text-sm">
              <input
                id={sameId}
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-[var(--color-brand)]"
                {...register("sameDropOff")}
              />
              {t("sameDropOff")}
            </label>
          </div>
          {!v.sameDropOff && (
            <CarPlaceField
              label={t("dropOffPlace")}
              value={v.dropOffPlace}
              onChange={(place) => set("dropOffPlace", place)}
              error={message("dropOffPlace")}
            />
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FlightDateField
            label={t("pickUpDate")}
            value={v.pickUpDate}
            min={today}
            max={addDaysIso(today, MAX_DAYS_AHEAD)}
            onChange={(date) => {
              set("pickUpDate", date);
              const dropOff = getValues("dropOffDate");
              if (!dropOff || dropOff < date)
                set("dropOffDate", addDaysIso(date, FIRST_RENTAL_DAYS));
            }}
            error={message("pickUpDate")}
          />
          {timeSelect("pickUpTime", t("pickUpTime"))}
          <FlightDateField
            label={t("dropOffDate")}
            value={v.dropOffDate}
            min={v.pickUpDate || today}
            max={lastDropOffDate(v.pickUpDate, today)}
            onChange={(date) => set("dropOffDate", date)}
            error={message("dropOffDate")}
          />
          {timeSelect("dropOffTime", t("dropOffTime"))}
        </div>

        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]">
          <TextInput<CarFormValues>
            prefix={prefix}
            name="driverAge"
            label={t("driverAge")}
            hint={t("driverAgeHint", { age: YOUNG_AGE })}
            error={message("driverAge")}
            register={register}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
          />
          <CountrySelect<CarFormValues>
            prefix={prefix}
            name="residence"
            label={t("residence")}
            placeholder={t("chooseCountry")}
            error={message("residence")}
            register={register}
            value={v.residence || null}
          />
          {/* Level with the controls, below their labels. */}
          <div className="sm:col-span-2 lg:col-span-1 lg:pt-6">
            <SubmitButton busy={false} className="w-full px-8 py-2.5">
              {t("search")}
            </SubmitButton>
          </div>
        </div>
        <p className="text-xs text-slate-500">{t("rentalRules", { days: MAX_RENTAL_DAYS })}</p>
      </fieldset>
    </form>
  );
}
