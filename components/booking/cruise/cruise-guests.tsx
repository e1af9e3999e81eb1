"use client";

import { useTranslations } from "next-intl";
import { describedBy, Field, FieldFrame } from "@/components/ui/form";
import type { CruiseGuestType, DiningTime } from "@/lib/contract/cruise-constants";
import { DINING_TIMES } from "@/lib/contract/cruise-constants";
import { CheckoutSection } from "../checkout/checkout-sections";
import { type Companion, CompanionSelect } from "../checkout/companion-select";
import { CountryOptions, useCountryOptions } from "../country-options";
import {
  EMPTY_GUEST,
  type CruiseDraftErrors,
  type GuestField,
  type GuestValues,
} from "./cruise-logic";
import { useCruiseErrorText, useDiningName, useGuestTypeName } from "./cruise-labels";

const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";

/** The ids of the section's controls, which the checkout's check focuses. */
export const guestFieldId = (i: number, field: GuestField) => `cruise-guest-${i}-${field}`;
export const DINING_FIELD_ID = "cruise-dining-early";

function NationalitySelect({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const options = useCountryOptions([value]);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        aria-required
        className={CONTROL}
      >
        <option value="">{placeholder}</option>
        <CountryOptions options={options} selected={value} />
      </select>
    </FieldFrame>
  );
}

/**
 * The cruise's own part of the checkout: every guest of the cabin as on their passport (names,
 * date of birth, nationality, passport number and expiry), adults first, then children and
 * infants, and the dining time the cabin sits at. Errors show once the traveller has tried to pay.
 */
export function CruiseGuests({
  types,
  guests,
  onGuest,
  diningTime,
  onDining,
  errors,
  companions = [],
}: {
  types: readonly CruiseGuestType[];
  guests: readonly GuestValues[];
  onGuest(index: number, guest: GuestValues): void;
  diningTime: DiningTime | "";
  onDining(time: DiningTime): void;
  errors: CruiseDraftErrors | null;
  companions?: Companion[];
}) {
  const t = useTranslations("CruiseCheckout");
  const tc = useTranslations("Checkout");
  const typeName = useGuestTypeName();
  const diningName = useDiningName();
  const errorText = useCruiseErrorText();
  // Numbered within their type: Adult 1, Adult 2, Child 1.
  const ordinals = types.map((type, i) => types.slice(0, i + 1).filter((x) => x === type).length);
  return (
    <>
      <CheckoutSection id="guests-heading" heading={t("guests")} hint={t("guestsHint")}>
        {errors && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t("fixGuests")}
          </p>
        )}
        <div className="space-y-6">
          {types.map((type, i) => {
            const g = guests[i] ?? EMPTY_GUEST;
            const set = (patch: Partial<GuestValues>) => onGuest(i, { ...g, ...patch });
            const err = (field: GuestField) => errorText(errors?.guests[i]?.[field]);
            return (
              <fieldset
                key={i}
                className="grid gap-4 border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2"
              >
                <legend className="mb-2 font-medium">
                  {t(i === 0 ? "leadGuest" : "guestNumber", {
                    type: typeName(type),
                    number: ordinals[i]!,
                  })}
                </legend>
                <CompanionSelect
                  companions={companions}
                  label={tc("savedTraveller")}
                  hint={t("savedGuestHint")}
                  placeholder={tc("chooseTraveller")}
                  onPick={(c) =>
                    set({
                      firstName: c.firstName,
                      lastName: c.lastName,
                      dateOfBirth: c.dateOfBirth ?? "",
                      nationality: c.nationality ?? "",
                      passportNumber: c.passportNumber ?? "",
                      passportExpiry: c.passportExpiry ?? "",
                    })
                  }
                />
                <Field
                  id={guestFieldId(i, "firstName")}
                  label={t("givenNames")}
                  hint={t("asOnPassport")}
                  value={g.firstName}
                  onChange={(e) => set({ firstName: e.target.value })}
                  error={err("firstName")}
                  autoComplete={i === 0 ? "given-name" : "off"}
                  maxLength={60}
                  aria-required
                />
                <Field
                  id={guestFieldId(i, "lastName")}
                  label={t("surname")}
                  hint={t("asOnPassport")}
                  value={g.lastName}
                  onChange={(e) => set({ lastName: e.target.value })}
                  error={err("lastName")}
                  autoComplete={i === 0 ? "family-name" : "off"}
                  maxLength={60}
                  aria-required
                />
                <Field
                  id={guestFieldId(i, "dateOfBirth")}
                  label={t("dateOfBirth")}
                  type="date"
                  value={g.dateOfBirth}
                  onChange={(e) => set({ dateOfBirth: e.target.value })}
                  error={err("dateOfBirth")}
                  autoComplete={i === 0 ? "bday" : "off"}
                  aria-required
                />
                <NationalitySelect
                  id={guestFieldId(i, "nationality")}
                  label={t("nationality")}
                  placeholder={t("chooseCountry")}
                  value={g.nationality}
                  onChange={(nationality) => set({ nationality })}
                  error={err("nationality")}
                />
                <Field
                  id={guestFieldId(i, "passportNumber")}
                  label={t("passportNumber")}
                  value={g.passportNumber}
                  onChange={(e) => set({ passportNumber: e.target.value.toUpperCase() })}
                  error={err("passportNumber")}
                  autoComplete="off"
                  maxLength={20}
                  dir="ltr"
                  aria-required
                />
                <Field
                  id={guestFieldId(i, "passportExpiry")}
                  label={t("passportExpiry")}
                  hint={t("passportExpiryHint")}
                  type="date"
                  value={g.passportExpiry}
                  onChange={(e) => set({ passportExpiry: e.target.value })}
                  error={err("passportExpiry")}
                  autoComplete="off"
                  aria-required
                />
              </fieldset>
            );
          })}
        </div>
      </CheckoutSection>
      <CheckoutSection id="dining-heading" heading={t("dining")} hint={t("diningHint")}>
        <fieldset
          aria-describedby={errors?.dining ? "cruise-dining-error" : undefined}
          aria-invalid={errors?.dining ? true : undefined}
        >
          <legend className="sr-only">{t("dining")}</legend>
          <div className="space-y-2">
            {DINING_TIMES.map((time) => (
              <label key={time} className="flex items-center gap-2">
                <input
                  id={`cruise-dining-${time}`}
                  type="radio"
                  name="cruise-dining"
                  value={time}
                  checked={diningTime === time}
                  onChange={() => onDining(time)}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {diningName(time)}
              </label>
            ))}
          </div>
          {errors?.dining && (
            <p id="cruise-dining-error" className="mt-2 text-sm text-red-700">
              {errorText("diningTime")}
            </p>
          )}
        </fieldset>
      </CheckoutSection>
    </>
  );
}
