"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { SECTION } from "@/components/booking/checkout/checkout-sections";
import { ErrorSummary, type SummaryItem } from "@/components/booking/checkout/error-summary";
import { CountrySelect, fieldId, TextInput } from "@/components/booking/checkout/guest-fields";
import { SubmitButton } from "@/components/ui/form";
import { carsHomeHref } from "@/lib/booking/car-search-params";
import type { CarSearchQuery } from "@/lib/contract/cars";
import type { UserProfile } from "@/lib/contract/user";
import { readCarDraft, writeCarDraft, type DriverValues } from "./car-draft";
import { driverResolver } from "./car-driver-schema";
import { isCarErrorKey, useCarErrorText } from "./car-error-text";

const PREFIX = "cd";
const id = (name: string) => fieldId(PREFIX, name);

/**
 * The main driver: names as on the licence, the age the car was searched and priced for (shown,
 * not typed: changing it means searching again), the licence's country, an arriving flight.
 * What is typed is kept as it is typed; the contract's rules check it on submit.
 */
export function DriverForm({
  offerId,
  query,
  user,
  isAgent,
  onDone,
}: {
  offerId: string;
  query: CarSearchQuery;
  user: UserProfile | null;
  isAgent: boolean;
  onDone(): void;
}) {
  const t = useTranslations("CarBooking");
  const tc = useTranslations("Checkout");
  const errorText = useCarErrorText();
  const prefill = user && !isAgent ? user.personal_info : null;
  const [defaults] = useState<DriverValues>(() => {
    const driver = readCarDraft(offerId).driver;
    return {
      ...driver,
      firstName: driver.firstName || prefill?.first_name || "",
      lastName: driver.lastName || prefill?.last_name || "",
      licenceCountry: driver.licenceCountry || query.residence,
    };
  });
  const form = useForm<DriverValues>({
    resolver: driverResolver,
    shouldFocusError: false,
    defaultValues: defaults,
  });
  const { register, handleSubmit, control, formState, getValues, setValue } = form;
  const [summaryShown, setSummaryShown] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const driver = useWatch({ control }) as DriverValues;
  useEffect(() => {
    writeCarDraft(offerId, { driver });
  }, [offerId, driver]);

  // The signed-in user's profile may arrive after the form: fill what is still empty.
  useEffect(() => {
    if (!prefill) return;
    if (!getValues("firstName")) setValue("firstName", prefill.first_name);
    if (!getValues("lastName")) setValue("lastName", prefill.last_name);
  }, [prefill, getValues, setValue]);

  const fieldText: Record<keyof DriverValues, string> = {
    firstName: t("driverFirstNameError"),
    lastName: t("driverLastNameError"),
    licenceCountry: errorText.text("licenceCountry"),
    flightNumber: errorText.text("flightNumber"),
  };
  const items: SummaryItem[] = [];
  const text = (field: keyof DriverValues) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    const shown = isCarErrorKey(message) ? errorText.text(message) : fieldText[field];
    items.push({ target: id(field), text: shown });
    return shown;
  };
  const fieldErrors = {
    firstName: text("firstName"),
    lastName: text("lastName"),
    licenceCountry: text("licenceCountry"),
    flightNumber: text("flightNumber"),
  };

  useEffect(() => {
    if (summaryShown && items.length) summaryRef.current?.focus();
    // Only a new submit moves focus, not each correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);

  const submit = handleSubmit(
    (values) => {
      setSummaryShown(false);
      writeCarDraft(offerId, { driver: values });
      onDone();
    },
    () => setSummaryShown(true),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("driverFormLabel")}>
      {summaryShown && items.length > 0 && <ErrorSummary ref={summaryRef} items={items} />}
      <section aria-labelledby="driver-heading" className={SECTION}>
        <h2 id="driver-heading" className="text-lg font-semibold">
          {t("mainDriver")}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t("mainDriverHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput<DriverValues>
            prefix={PREFIX}
            name="firstName"
            label={tc("firstName")}
            hint={t("asOnLicence")}
            error={fieldErrors.firstName}
            register={register}
            autoComplete="given-name"
          />
          <TextInput<DriverValues>
            prefix={PREFIX}
            name="lastName"
            label={tc("lastName")}
            hint={t("asOnLicence")}
            error={fieldErrors.lastName}
            register={register}
            autoComplete="family-name"
          />
          <div className="space-y-1 text-sm">
            <p className="font-medium">{t("driverAge")}</p>
            <p className="text-base" data-testid="driver-age">
              {query.driverAge}
            </p>
            <p className="text-xs text-slate-500">
              {t("driverAgeFixed")}{" "}
              <Link href={carsHomeHref(query)} className="text-brand underline">
                {t("searchAgainForAge")}
              </Link>
            </p>
          </div>
          <CountrySelect<DriverValues>
            prefix={PREFIX}
            name="licenceCountry"
            label={t("licenceCountry")}
            placeholder={tc("chooseCountry")}
            error={fieldErrors.licenceCountry}
            register={register}
            value={driver.licenceCountry || null}
          />
          <TextInput<DriverValues>
            prefix={PREFIX}
            name="flightNumber"
            label={t("flightNumber")}
            hint={t("flightNumberHint")}
            error={fieldErrors.flightNumber}
            register={register}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
        </div>
      </section>
      <SubmitButton busy={formState.isSubmitting} className="w-full px-4 py-3 text-lg">
        {t("continueToCheckout")}
      </SubmitButton>
    </form>
  );
}
