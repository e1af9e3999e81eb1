"use client";

import { useTranslations } from "next-intl";
import { describedBy, FieldFrame } from "@/components/ui/form";
import type { ActivityOfferSnapshot, ActivityTravellerType } from "@/lib/contract/activities";
import { CheckoutSection } from "../checkout/checkout-sections";
import { type Companion, CompanionSelect } from "../checkout/companion-select";
import type { ActivityFieldErrors, Answers, NameValues } from "./activity-logic";
import { useActivityErrorText } from "./activity-error-text";
import { useQuestionLabel, useTravellerTypeLabel } from "./activity-labels";

const CONTROL =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

/** The ids of the section's controls, which its check focuses. */
export const nameFieldId = (i: number, field: keyof NameValues) => `act-traveller-${i}-${field}`;
export const answerFieldId = (id: string) => `act-answer-${id}`;

/** A labelled text input with its hint and error tied to it. */
function Input({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
  type?: string;
  autoComplete?: string;
  inputMode?: "tel" | "text";
  maxLength: number;
  dir?: "ltr";
  "aria-required"?: boolean;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={CONTROL}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * The activity's own part of the checkout: the lead traveller's name, or every traveller's with
 * their type and age band when the option needs them all, then the option's questions (the
 * required ones marked). Errors show once the traveller has tried to pay.
 */
export function ActivityTravellers({
  offer,
  types,
  names,
  onName,
  answers,
  onAnswer,
  errors,
  companions = [],
}: {
  offer: ActivityOfferSnapshot;
  types: ActivityTravellerType[];
  names: NameValues[];
  onName(index: number, name: NameValues): void;
  answers: Answers;
  onAnswer(id: keyof Answers, text: string): void;
  errors: ActivityFieldErrors | null;
  /** Saved travellers (the user's companions, or the agent's client's travellers). */
  companions?: Companion[];
}) {
  const t = useTranslations("ActivityCheckout");
  const tc = useTranslations("Checkout");
  const typeLabel = useTravellerTypeLabel();
  const questionLabel = useQuestionLabel();
  const errorText = useActivityErrorText();
  const bandOf = (type: ActivityTravellerType) => offer.travellerTypes.find((b) => b.type === type);
  // Numbered within their type: Adult 1, Adult 2, Child 1.
  const ordinals = types.map((type, i) => types.slice(0, i + 1).filter((x) => x === type).length);
  return (
    <>
      <CheckoutSection
        id="travellers-heading"
        heading={offer.namesRequired ? t("travellers") : t("leadTraveller")}
        hint={offer.namesRequired ? t("travellersHint") : t("leadTravellerHint")}
      >
        {errors && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t("fixTravellers")}
          </p>
        )}
        <div className="space-y-4">
          {types.map((type, i) => {
            const name = names[i] ?? { firstName: "", lastName: "" };
            const band = bandOf(type);
            return (
              <fieldset key={i} className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-2 font-medium">
                  {offer.namesRequired
                    ? t("travellerNumber", { type: typeLabel(type, band), number: ordinals[i]! })
                    : t("leadOfType", { type: typeLabel(type, band) })}
                </legend>
                <CompanionSelect
                  companions={companions}
                  label={tc("savedTraveller")}
                  hint={t("savedTravellerHint")}
                  placeholder={tc("chooseTraveller")}
                  onPick={(c) => onName(i, { firstName: c.firstName, lastName: c.lastName })}
                />
                <Input
                  id={nameFieldId(i, "firstName")}
                  label={t("firstName")}
                  value={name.firstName}
                  onChange={(firstName) => onName(i, { ...name, firstName })}
                  error={errorText(errors?.names[i]?.firstName)}
                  autoComplete={i === 0 ? "given-name" : "off"}
                  maxLength={60}
                  aria-required
                />
                <Input
                  id={nameFieldId(i, "lastName")}
                  label={t("lastName")}
                  value={name.lastName}
                  onChange={(lastName) => onName(i, { ...name, lastName })}
                  error={errorText(errors?.names[i]?.lastName)}
                  autoComplete={i === 0 ? "family-name" : "off"}
                  maxLength={60}
                  aria-required
                />
              </fieldset>
            );
          })}
        </div>
      </CheckoutSection>
      {offer.questions.length > 0 && (
        <CheckoutSection heading={t("questions")}>
          <div className="space-y-4">
            {offer.questions.map((q) => {
              const { label, hint } = questionLabel(q.id);
              return (
                <Input
                  key={q.id}
                  id={answerFieldId(q.id)}
                  label={q.required ? t("requiredLabel", { label }) : t("optionalLabel", { label })}
                  hint={hint}
                  value={answers[q.id] ?? ""}
                  onChange={(text) => onAnswer(q.id, text)}
                  error={errorText(errors?.answers[q.id])}
                  maxLength={300}
                  aria-required={q.required}
                  {...(q.id === "mobileNumber"
                    ? { type: "tel", inputMode: "tel", autoComplete: "tel", dir: "ltr" }
                    : { autoComplete: "off" })}
                />
              );
            })}
          </div>
        </CheckoutSection>
      )}
    </>
  );
}
