"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { SECTION } from "@/components/booking/checkout/checkout-sections";
import { ClientPicker } from "@/components/booking/checkout/client-picker";
import { type Companion, CompanionSelect } from "@/components/booking/checkout/companion-select";
import {
  fillContact,
  readPickedClient,
  writePickedClient,
} from "@/components/booking/checkout/picked-client";
import { ErrorSummary, type SummaryItem } from "@/components/booking/checkout/error-summary";
import {
  ContactFields,
  CountrySelect,
  fieldId,
  TextInput,
} from "@/components/booking/checkout/guest-fields";
import { describedBy, FieldFrame, SubmitButton } from "@/components/ui/form";
import type { Client } from "@/lib/api/queries/bookings";
import { useCompanions } from "@/lib/api/queries/flights";
import type { PassengerRules } from "@/lib/contract/flights";
import type { UserProfile } from "@/lib/contract/user";
import { useFlightErrorText } from "./flight-error-text";
import {
  readContactDraft,
  writeContactDraft,
  writeFlightDraft,
  type PassengerValues,
} from "./reservation-draft";
import {
  reservationResolver,
  type ReservationContext,
  type ReservationOutput,
  type ReservationValues,
} from "./reservation-schema";

const PREFIX = "fp";
const id = (name: string) => fieldId(PREFIX, name);
const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";
type Register = UseFormRegister<ReservationValues>;
const FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "gender",
  "nationality",
  "passportNumber",
  "passportExpiry",
] as const;
type PassengerField = (typeof FIELDS)[number];

/**
 * The passengers, in the search's order, and the contact, checked with the contract's passenger
 * rules on submit. What is typed is kept (per offer, for this tab) as it is typed.
 */
export function PassengersForm({
  offerId,
  rules,
  initial,
  labels,
  user,
  isAgent,
  signedIn,
  onDone,
  submitLabel,
}: {
  offerId: string;
  rules: PassengerRules;
  initial: PassengerValues[];
  /** Each passenger's label (Adult 1, Child 1…), in order. */
  labels: string[];
  user: UserProfile | null;
  isAgent: boolean;
  signedIn: boolean;
  onDone(values: ReservationOutput): void;
  /** The button's words when the next step is not the seats (a proposal's fare, issue 28). */
  submitLabel?: string;
}) {
  const t = useTranslations("FlightPassengers");
  const tc = useTranslations("Checkout");
  const errorText = useFlightErrorText();
  const prefill = user && !isAgent ? user.personal_info : null;
  const [defaults] = useState<ReservationValues>(() => {
    const contact = readContactDraft(offerId);
    const passengers = initial.map((p, i) =>
      i === 0 && prefill && !p.firstName && !p.lastName
        ? { ...p, firstName: prefill.first_name, lastName: prefill.last_name }
        : p,
    );
    return {
      passengers,
      contact: {
        firstName: contact?.firstName ?? prefill?.first_name ?? "",
        lastName: contact?.lastName ?? prefill?.last_name ?? "",
        email: contact?.email ?? prefill?.email ?? "",
        phone: contact?.phone ?? "",
        country: contact?.country ?? passengers[0]?.nationality ?? "",
      },
    };
  });
  const form = useForm<ReservationValues, ReservationContext, ReservationOutput>({
    resolver: reservationResolver,
    context: { rules },
    shouldFocusError: false,
    defaultValues: defaults,
  });
  const { register, handleSubmit, setValue, control, formState, getValues } = form;
  const [summaryShown, setSummaryShown] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // An agent books for a client: the client's travellers are offered instead of the agent's own.
  const [client, setClient] = useState<Client | null>(() =>
    isAgent ? readPickedClient(offerId) : null,
  );
  const companions = useCompanions(signedIn, client?.id);

  // Kept as typed: the seats step, the checkout and a reload read it back.
  const [passengers, contact] = useWatch({ control, name: ["passengers", "contact"] });
  useEffect(() => {
    writeFlightDraft(offerId, { passengers });
  }, [offerId, passengers]);
  useEffect(() => {
    writeContactDraft(offerId, contact);
  }, [offerId, contact]);

  // The signed-in user's profile may arrive after the form: fill what is still empty.
  useEffect(() => {
    if (!prefill) return;
    const fill = (
      name:
        | "contact.firstName"
        | "contact.lastName"
        | "contact.email"
        | "passengers.0.firstName"
        | "passengers.0.lastName",
      value: string,
    ) => {
      if (!getValues(name)) setValue(name, value);
    };
    fill("contact.firstName", prefill.first_name);
    fill("contact.lastName", prefill.last_name);
    fill("contact.email", prefill.email);
    fill("passengers.0.firstName", prefill.first_name);
    fill("passengers.0.lastName", prefill.last_name);
  }, [prefill, getValues, setValue]);

  // The texts of the errors, for the fields and for the summary that links to them.
  const items: SummaryItem[] = [];
  const errors = formState.errors;
  const passengerErrors = labels.map((label, i) => {
    const failed = errors.passengers?.[i];
    return Object.fromEntries(
      FIELDS.map((field) => {
        const text = errorText(failed?.[field]?.message);
        if (text) items.push({ target: id(`passengers.${i}.${field}`), text: `${label}: ${text}` });
        return [field, text];
      }),
    ) as Partial<Record<PassengerField, string>>;
  });
  const listError = errors.passengers?.root?.message ?? errors.passengers?.message;
  if (listError)
    items.unshift({ target: id("passengers.0.firstName"), text: errorText(listError)! });
  const contactErrors = contactErrorTexts(errors.contact, tc, items);

  useEffect(() => {
    if (summaryShown && items.length) summaryRef.current?.focus();
    // Only a new submit moves focus, not each correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);

  function pickClient(picked: Client | null) {
    setClient(picked);
    writePickedClient(offerId, picked);
    if (!picked) return;
    fillContact(setValue, picked);
  }

  function fillFrom(i: number, companion: Companion) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue(`passengers.${i}.firstName`, companion.firstName, options);
    setValue(`passengers.${i}.lastName`, companion.lastName, options);
    setValue(`passengers.${i}.dateOfBirth`, companion.dateOfBirth, options);
    setValue(`passengers.${i}.gender`, companion.gender, options);
    setValue(`passengers.${i}.nationality`, companion.nationality, options);
    setValue(`passengers.${i}.passportNumber`, companion.passportNumber ?? "", options);
    setValue(`passengers.${i}.passportExpiry`, companion.passportExpiry ?? "", options);
  }

  const submit = handleSubmit(
    (values) => {
      setSummaryShown(false);
      onDone(values);
    },
    () => setSummaryShown(true),
  );

  return (
    <>
      {isAgent && (
        <div className="mb-6">
          <ClientPicker
            selected={client}
            onPick={pickClient}
            defaultCountry={passengers[0]?.nationality || null}
          />
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("formLabel")}>
        {summaryShown && items.length > 0 && <ErrorSummary ref={summaryRef} items={items} />}
        <section aria-labelledby="passengers-heading" className={SECTION}>
          <h2 id="passengers-heading" className="text-lg font-semibold">
            {t("passengers")}
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            {rules.international ? t("passportHintInternational") : t("passportHint")}
          </p>
          <div className="space-y-8">
            {labels.map((label, i) => (
              <PassengerBlock
                key={i}
                index={i}
                label={label}
                today={rules.today}
                international={rules.international}
                register={register}
                errors={passengerErrors[i] ?? {}}
                nationality={passengers[i]?.nationality || null}
                companions={companions.data ?? []}
                onCompanion={(c) => fillFrom(i, c)}
              />
            ))}
          </div>
        </section>
        <section aria-labelledby="contact-heading" className={SECTION}>
          <h2 id="contact-heading" className="text-lg font-semibold">
            {t("contact")}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t("contactHint")}</p>
          <ContactFields
            prefix={PREFIX}
            base="contact."
            register={register}
            errors={contactErrors}
            country={contact.country || null}
          />
        </section>
        <SubmitButton busy={formState.isSubmitting} className="w-full px-4 py-3 text-lg">
          {submitLabel ?? t("continueToSeats")}
        </SubmitButton>
      </form>
    </>
  );
}

/** The contact's error texts (the checkout's own), added to the summary's list. */
function contactErrorTexts(
  errors: FieldErrors<ReservationValues>["contact"],
  t: ReturnType<typeof useTranslations<"Checkout">>,
  items: SummaryItem[],
) {
  const add = (field: string, failed: unknown, text: string) => {
    if (failed) items.push({ target: id(`contact.${field}`), text });
    return failed ? text : undefined;
  };
  return {
    firstName: add("firstName", errors?.firstName, t("errorFirstName")),
    lastName: add("lastName", errors?.lastName, t("errorLastName")),
    email: add("email", errors?.email, t("errorEmail")),
    country: add("country", errors?.country, t("errorCountry")),
    phone: add("phone", errors?.phone, t("errorPhone")),
  };
}

/** One passenger: the names as on the passport, birth date, gender, nationality, passport. */
function PassengerBlock({
  index: i,
  label,
  today,
  international,
  register,
  errors,
  nationality,
  companions,
  onCompanion,
}: {
  index: number;
  label: string;
  today: string;
  international: boolean;
  register: Register;
  errors: Partial<Record<PassengerField, string>>;
  nationality: string | null;
  companions: Companion[];
  onCompanion(companion: Companion): void;
}) {
  const t = useTranslations("FlightPassengers");
  const tc = useTranslations("Checkout");
  const genderId = id(`passengers.${i}.gender`);
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{label}</legend>
      <CompanionSelect
        companions={companions}
        label={t("savedCompanions")}
        hint={t("savedCompanionsHint")}
        placeholder={t("chooseCompanion")}
        onPick={onCompanion}
      />
      <TextInput
        prefix={PREFIX}
        name={`passengers.${i}.firstName`}
        label={t("givenNames")}
        hint={t("asOnPassport")}
        error={errors.firstName}
        register={register}
        autoComplete={i === 0 ? "given-name" : "off"}
      />
      <TextInput
        prefix={PREFIX}
        name={`passengers.${i}.lastName`}
        label={t("surname")}
        hint={t("asOnPassport")}
        error={errors.lastName}
        register={register}
        autoComplete={i === 0 ? "family-name" : "off"}
      />
      <TextInput
        prefix={PREFIX}
        name={`passengers.${i}.dateOfBirth`}
        label={t("dateOfBirth")}
        error={errors.dateOfBirth}
        register={register}
        type="date"
        max={today}
        autoComplete={i === 0 ? "bday" : "off"}
      />
      <FieldFrame id={genderId} label={t("gender")} error={errors.gender}>
        <select
          id={genderId}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={describedBy(genderId, { error: errors.gender })}
          className={CONTROL}
          {...register(`passengers.${i}.gender`)}
        >
          <option value="">{t("chooseGender")}</option>
          <option value="female">{t("female")}</option>
          <option value="male">{t("male")}</option>
          <option value="unspecified">{t("unspecified")}</option>
        </select>
      </FieldFrame>
      <CountrySelect
        prefix={PREFIX}
        name={`passengers.${i}.nationality`}
        label={t("nationality")}
        placeholder={tc("chooseCountry")}
        error={errors.nationality}
        register={register}
        value={nationality}
      />
      {international && (
        <>
          <TextInput
            prefix={PREFIX}
            name={`passengers.${i}.passportNumber`}
            label={t("passportNumber")}
            error={errors.passportNumber}
            register={register}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
          <TextInput
            prefix={PREFIX}
            name={`passengers.${i}.passportExpiry`}
            label={t("passportExpiry")}
            hint={t("passportExpiryHint")}
            error={errors.passportExpiry}
            register={register}
            type="date"
            min={today}
          />
        </>
      )}
    </fieldset>
  );
}
