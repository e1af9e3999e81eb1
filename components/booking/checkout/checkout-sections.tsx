"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describedBy, FieldFrame } from "@/components/ui/form";
import type { CheckoutValues } from "./checkout-schema";
import { type Companion, CompanionSelect } from "./companion-select";
import type { SummaryItem } from "./error-summary";
import { fieldId, TextInput } from "./guest-fields";

/** The checkout form's parts below the lead guest, each a card with its own heading. */

export const SECTION = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const id = (name: string) => fieldId("co", name);
type Register = UseFormRegister<CheckoutValues>;

/** The translated error of each field the summary and the controls show. */
export function useErrorTexts(
  errors: FieldErrors<CheckoutValues>,
  rooms: number,
  maxCredits: string,
) {
  const t = useTranslations("Checkout");
  const items: SummaryItem[] = [];
  const add = (name: string, failed: unknown, text: string) => {
    if (failed) items.push({ target: id(name), text });
    return failed ? text : undefined;
  };
  const c = errors.contact;
  const contact = {
    firstName: add("contact.firstName", c?.firstName, t("errorFirstName")),
    lastName: add("contact.lastName", c?.lastName, t("errorLastName")),
    email: add("contact.email", c?.email, t("errorEmail")),
    country: add("contact.country", c?.country, t("errorCountry")),
    phone: add("contact.phone", c?.phone, t("errorPhone")),
  };
  const travellers = Array.from({ length: rooms }, (_, i) => {
    const guest = errors.travellers?.[i];
    return {
      firstName: add(
        `travellers.${i}.firstName`,
        guest?.firstName,
        t("errorGuestFirstName", { room: i + 1 }),
      ),
      lastName: add(
        `travellers.${i}.lastName`,
        guest?.lastName,
        t("errorGuestLastName", { room: i + 1 }),
      ),
    };
  });
  const specialRequests = add("specialRequests", errors.specialRequests, t("errorRequests"));
  const credits = add("credits", errors.credits, t("errorCredits", { max: maxCredits }));
  const acceptTerms = add("acceptTerms", errors.acceptTerms, t("errorTerms"));
  return { items, contact, travellers, specialRequests, credits, acceptTerms };
}

export function RoomGuests({
  rooms,
  register,
  errors,
  companions = [],
  onCompanion,
}: {
  rooms: number;
  register: Register;
  errors: ReturnType<typeof useErrorTexts>;
  /** Saved travellers (the user's companions, or the agent's client's travellers). */
  companions?: Companion[];
  onCompanion?(room: number, companion: Companion): void;
}) {
  const t = useTranslations("Checkout");
  return (
    <section aria-labelledby="guests-heading" className={SECTION}>
      <h2 id="guests-heading" className="mb-1 text-lg font-semibold">
        {t("roomGuests")}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t("roomGuestsHint")}</p>
      <div className="space-y-4">
        {Array.from({ length: rooms }, (_, i) => (
          <fieldset key={i} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-medium">{t("roomNumber", { room: i + 1 })}</legend>
            <CompanionSelect
              companions={companions}
              label={t("savedTraveller")}
              hint={t("savedTravellerHint")}
              placeholder={t("chooseTraveller")}
              onPick={(c) => onCompanion?.(i, c)}
            />
            <TextInput
              prefix="co"
              name={`travellers.${i}.firstName`}
              label={t("firstName")}
              error={errors.travellers[i]?.firstName}
              register={register}
            />
            <TextInput
              prefix="co"
              name={`travellers.${i}.lastName`}
              label={t("lastName")}
              error={errors.travellers[i]?.lastName}
              register={register}
            />
          </fieldset>
        ))}
      </div>
    </section>
  );
}

export function SpecialRequests({ register, error }: { register: Register; error?: string }) {
  const t = useTranslations("Checkout");
  const control = id("specialRequests");
  return (
    <section aria-labelledby="requests-heading" className={SECTION}>
      <h2 id="requests-heading" className="mb-4 text-lg font-semibold">
        {t("specialRequests")}
      </h2>
      <FieldFrame id={control} label={t("specialRequestsLabel")} error={error}>
        <textarea
          id={control}
          rows={3}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(control, { error })}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2"
          {...register("specialRequests")}
        />
      </FieldFrame>
    </section>
  );
}

/** Reward credits: shown only when the API offers some (`creditsAvailable`), up to that much. */
export function CreditsSection({
  register,
  show,
  currency,
  max,
  error,
}: {
  register: Register;
  show: boolean;
  currency: string;
  max: string;
  error?: string;
}) {
  const t = useTranslations("Checkout");
  return (
    <section aria-labelledby="credits-heading" className={SECTION}>
      <h2 id="credits-heading" className="mb-4 text-lg font-semibold">
        {t("credits")}
      </h2>
      <label className="flex items-center gap-2">
        <input id={id("useCredits")} type="checkbox" {...register("useCredits")} />
        {t("useCredits")}
      </label>
      {show && (
        <div className="mt-3 max-w-48">
          <TextInput
            prefix="co"
            name="credits"
            label={t("creditsAmount", { currency })}
            hint={t("creditsMax", { max })}
            error={error}
            register={register}
            inputMode="decimal"
            dir="ltr"
          />
        </div>
      )}
    </section>
  );
}

/** The terms checkbox; its links open the agency's terms and cancellation policy beside. */
export function TermsField({ register, error }: { register: Register; error?: string }) {
  const t = useTranslations("Checkout");
  const control = id("acceptTerms");
  const link = (href: string) => {
    function TermsLink(chunks: ReactNode) {
      return (
        <Link href={href} target="_blank" className="text-brand underline">
          {chunks}
        </Link>
      );
    }
    return TermsLink;
  };
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={control}
          type="checkbox"
          className="mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(control, { error })}
          {...register("acceptTerms")}
        />
        <label htmlFor={control}>
          {t.rich("acceptTerms", {
            terms: link("/user-terms-and-conditions"),
            cancellation: link("/cancellation-policy"),
          })}
        </label>
      </div>
      {error && (
        <p id={`${control}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
