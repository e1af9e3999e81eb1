"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { formatMinor } from "@/lib/booking/trip-format";
import type { QuoteResponse } from "@/lib/contract/booking";
import { freeUntilText } from "../hotels/cancellation";
import type { CheckoutValues } from "./checkout-schema";
import { type Companion, CompanionSelect } from "./companion-select";
import type { SummaryItem } from "./error-summary";
import { fieldId, TextInput } from "./guest-fields";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/** The checkout form's parts below the lead guest, each a card with its own heading. */

export const SECTION = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/**
 * A card of a booking step named by its heading (whose `id` is generated unless given), with a
 * hint below the heading, or beside it the link that changes what the card reviews (`edit`).
 */
export function CheckoutSection({
  id: givenId,
  heading,
  hint,
  edit,
  children,
}: {
  id?: string;
  heading: ReactNode;
  hint?: ReactNode;
  edit?: { href: string; label: string };
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <section aria-labelledby={id} className={SECTION}>
      {edit ? (
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold">
            {heading}
          </h2>
          <Link href={edit.href} className="text-sm font-semibold text-brand underline">
            {edit.label}
          </Link>
        </div>
      ) : (
        <h2 id={id} className={`${hint ? "mb-1" : "mb-4"} text-lg font-semibold`}>
          {heading}
        </h2>
      )}
      {hint && <p className="mb-4 text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}

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
    <CheckoutSection heading={t("roomGuests")} hint={t("roomGuestsHint")}>
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
    </CheckoutSection>
  );
}

export function SpecialRequests({ register, error }: { register: Register; error?: string }) {
  const t = useTranslations("Checkout");
  const control = id("specialRequests");
  return (
    <CheckoutSection heading={t("specialRequests")}>
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
    </CheckoutSection>
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
    <CheckoutSection heading={t("credits")}>
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
    </CheckoutSection>
  );
}

const POLICY_ID = "offer-cancellation-policy";

/**
 * This offer's cancellation policy, as the refund will apply it (the quote's `cancellation`): the
 * terms checkbox points here, so the policy a traveller accepts is the one they book, on every
 * agency whether or not it wrote a policy page.
 */
export function OfferPolicy({ quote }: { quote: QuoteResponse }) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const { freeUntil, timeZone, penalty } = quote.cancellation;
  const costs = formatMinor(penalty, locale);
  const lines: string[] = [];
  if (freeUntil) {
    const until = freeUntilText(freeUntil, timeZone, locale);
    lines.push(t("policyFreeUntil", { date: until.date, zone: until.zone }));
  }
  if (penalty.amountMinor >= quote.price.total.amountMinor) {
    lines.push(freeUntil ? t("policyNothingAfter") : t("policyNonRefundable"));
  } else if (penalty.amountMinor > 0) {
    lines.push(
      freeUntil ? t("policyCostsAfter", { penalty: costs }) : t("policyCosts", { penalty: costs }),
    );
  } else if (!freeUntil) lines.push(t("policyFree"));
  return (
    <div id={POLICY_ID} tabIndex={-1} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <h3 className="font-semibold">{t("policyHeading")}</h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * The terms checkbox: its links open the agency's terms beside, and lead to this offer's
 * cancellation policy (OfferPolicy) on the page.
 */
export function TermsField({ register, error }: { register: Register; error?: string }) {
  const t = useTranslations("Checkout");
  const control = id("acceptTerms");
  function TermsLink(chunks: ReactNode) {
    return (
      <Link href="/user-terms-and-conditions" target="_blank" className="text-brand underline">
        {chunks}
      </Link>
    );
  }
  function PolicyLink(chunks: ReactNode) {
    return (
      <a href={`#${POLICY_ID}`} className="text-brand underline">
        {chunks}
      </a>
    );
  }
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
          {t.rich("acceptTerms", { terms: TermsLink, cancellation: PolicyLink })}
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
