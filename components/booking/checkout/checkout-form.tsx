"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegister } from "react-hook-form";
import { CardFields, type CardFieldsHandle } from "@/components/booking/payment/card-fields";
import { SubmitButton } from "@/components/ui/form";
import { useHydrated } from "@/lib/ui/use-browser-value";
import type { Client, PaymentGateway } from "@/lib/api/queries/bookings";
import type { CheckoutQuestionId } from "@/lib/contract/product-constants";
import type { QuoteResponse } from "@/lib/contract/booking";
import type { UserProfile } from "@/lib/contract/user";
import { minorToMajorText, parseMajorToMinor } from "@/lib/booking/trip-format";
import {
  checkoutResolver,
  type BookingTraveller,
  type CheckoutContext,
  type CheckoutOutput,
  type CheckoutValues,
} from "./checkout-schema";
import { useCompanions } from "@/lib/api/queries/flights";
import { ClientPicker } from "./client-picker";
import type { Companion } from "./companion-select";
import { fillContact, readPickedClient, writePickedClient } from "./picked-client";
import {
  CheckoutSection,
  CreditsSection,
  SpecialRequests,
  OfferPolicy,
  TermsField,
  useErrorTexts,
} from "./checkout-sections";
import { ErrorSummary } from "./error-summary";
import { ContactFields } from "./guest-fields";
import { AgentFigures, PayPanel, WalletChoice } from "./pay-panel";
import { PriceMoved } from "./price-check";
import { usePay } from "./use-pay";

import { SECTION } from "./checkout-sections";

/** What the travellers' section is given when the form itself takes their names. */
export interface TravellersForm {
  /** Saved travellers: the signed-in user's companions, or (an agent) the client's travellers. */
  companions: Companion[];
  register: UseFormRegister<CheckoutValues>;
  errors: ReturnType<typeof useErrorTexts>;
  /** Fills the names of the form's traveller `index` (from a saved traveller). */
  fill(index: number, name: { firstName: string; lastName: string }): void;
}

/**
 * The product's travellers. Either the form takes `typed` names itself (a hotel's guest per
 * room, in `travellers`), or the product names them outside it (flight passengers on an earlier
 * step, an activity's travellers in its own section) and passes them as `named`, with the
 * answers to its questions and `check`, which checks its own fields before paying (false stops
 * it; the product shows and focuses its errors). `section` shows them; as a function it is given
 * the form and the saved travellers (which are only looked up then).
 */
export interface CheckoutTravellers {
  named?: BookingTraveller[];
  typed?: number;
  section: ReactNode | ((form: TravellersForm) => ReactNode);
  answers?: Partial<Record<CheckoutQuestionId, string>>;
  check?: () => boolean;
  /** The API's answer in the page language, when it speaks of the product's own rules. */
  errorText?: (message: string) => string;
}

/**
 * The checkout form: the contact, the product's travellers, requests, credits, the terms, then
 * what will be charged and the card. Every control is a native one with a label, so the whole
 * checkout works from the keyboard; a failed submit moves focus to the error summary.
 */
export function CheckoutForm({
  offerId,
  quote,
  payable,
  user,
  isAgent,
  gateway,
  nationality,
  travellers,
  contactHeading,
  confirmPath,
  onExpired,
  onSoldOut,
  onPriceMoved,
}: {
  offerId: string;
  /**
   * The quote to pay against; null while the offer is first held (the form is there to fill in,
   * and what depends on the hold, its price, credits and policy, follows it).
   */
  quote: QuoteResponse | null;
  payable: boolean;
  user: UserProfile | null;
  isAgent: boolean;
  gateway: PaymentGateway;
  nationality: string;
  travellers: CheckoutTravellers;
  /** The contact section's heading (the hotels' "lead guest" by default). */
  contactHeading?: string;
  /** The product's confirmation page (see usePay). */
  confirmPath?: string;
  onExpired(): void;
  onSoldOut(): void;
  onPriceMoved(): void;
}) {
  const t = useTranslations("Checkout");
  const available =
    quote?.creditsAvailable && quote.creditsAvailable.amountMinor > 0
      ? quote.creditsAvailable
      : null;
  const context: CheckoutContext = { credits: available };
  const prefill = user && !isAgent ? user.personal_info : null;
  const { named, section } = travellers;
  // Names typed here (a hotel's per room); named travellers come with the product.
  const rooms = named ? 0 : (travellers.typed ?? 0);
  const form = useForm<CheckoutValues, CheckoutContext, CheckoutOutput>({
    resolver: checkoutResolver,
    context,
    shouldFocusError: false,
    defaultValues: {
      contact: {
        firstName: prefill?.first_name ?? "",
        lastName: prefill?.last_name ?? "",
        email: prefill?.email ?? "",
        phone: "",
        country: nationality,
      },
      travellers: Array.from({ length: rooms }, (_, i) => ({
        firstName: i === 0 ? (prefill?.first_name ?? "") : "",
        lastName: i === 0 ? (prefill?.last_name ?? "") : "",
      })),
      specialRequests: "",
      useCredits: false,
      credits: available ? minorToMajorText(available.amountMinor, available.currency) : "",
      acceptTerms: false,
    },
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  // The client picked on an earlier step (the flight passengers) stays picked: it is this tab's
  // (sessionStorage), so it is read once the page has hydrated, until the agent picks another.
  const hydrated = useHydrated();
  const [picked, setClient] = useState<Client | null | undefined>(undefined);
  const client =
    picked !== undefined ? picked : hydrated && isAgent ? readPickedClient(offerId) : null;
  // The signed-in user's companions, or (an agent) the picked client's travellers.
  const companions = useCompanions(Boolean(user) && typeof section === "function", client?.id);
  // Accepting is for one quote's price: a new quote (another currency) must be accepted anew.
  const [acceptedQuote, setAcceptedQuote] = useState<string | null>(null);
  const accepted = !!quote && acceptedQuote === quote.id;
  const [summaryShown, setSummaryShown] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<CardFieldsHandle>(null);
  const pay = usePay({ quote, user, cardRef, confirmPath, onExpired, onSoldOut, onPriceMoved });

  // What was typed survives a reload (a language change reloads the page, SPEC §4) and a re-quote
  // in another currency: kept for this tab only, per offer, never with the card.
  const draftKey = `checkout-draft:${offerId}`;
  useEffect(() => {
    try {
      const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? "null") as Partial<
        Pick<CheckoutValues, "contact" | "travellers" | "specialRequests" | "acceptTerms">
      > | null;
      if (draft) form.reset({ ...form.getValues(), ...draft });
    } catch {
      // A draft that does not parse is dropped; the form keeps its defaults.
    }
  }, [draftKey, form]);
  const [draftContact, draftTravellers, draftRequests, draftTerms] = useWatch({
    control,
    name: ["contact", "travellers", "specialRequests", "acceptTerms"],
  });
  useEffect(() => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        contact: draftContact,
        travellers: draftTravellers,
        specialRequests: draftRequests,
        acceptTerms: draftTerms,
      }),
    );
  }, [draftKey, draftContact, draftTravellers, draftRequests, draftTerms]);

  // The signed-in user's profile may arrive after the form: fill what is still empty.
  useEffect(() => {
    if (!prefill) return;
    const fill = (
      name: "contact.firstName" | "contact.lastName" | "contact.email",
      value: string,
    ) => {
      if (!form.getValues(name)) setValue(name, value);
    };
    fill("contact.firstName", prefill.first_name);
    fill("contact.lastName", prefill.last_name);
    fill("contact.email", prefill.email);
  }, [prefill, form, setValue]);

  const [useCredits, creditsText, country] = useWatch({
    control,
    name: ["useCredits", "credits", "contact.country"],
  });
  const creditsMinor =
    available && useCredits ? (parseMajorToMinor(creditsText, available.currency) ?? 0) : 0;
  // Before the hold the price is not known yet: the card is what pays, as for most bookings. A
  // deposit sale pays its deposit now (credits first, then the card), the balance by its due date.
  const dueNow = quote ? quote.schedule.dueNow.amountMinor : 1;
  const cardMinor = dueNow - Math.min(creditsMinor, dueNow);
  const wallet = quote?.walletAvailable ?? null;
  const [payFromWallet, setPayFromWallet] = useState(false);
  const maxCredits = available ? minorToMajorText(available.amountMinor, available.currency) : "";
  const errors = useErrorTexts(formState.errors, rooms, maxCredits);
  // Credits known only once held: the amount to use starts at all of them, as it does when the
  // form opens on a held quote.
  useEffect(() => {
    if (maxCredits && !form.getValues("credits")) setValue("credits", maxCredits);
  }, [maxCredits, form, setValue]);

  useEffect(() => {
    if (summaryShown && errors.items.length) summaryRef.current?.focus();
    // Only a new submit moves focus, not each correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);
  useEffect(() => {
    if (pay.error?.focus) alertRef.current?.focus();
  }, [pay.error]);

  function pickClient(picked: Client | null) {
    setClient(picked);
    writePickedClient(offerId, picked);
    if (!picked) return;
    fillContact(setValue, picked);
    if (rooms > 0) {
      setValue("travellers.0.firstName", picked.firstName);
      setValue("travellers.0.lastName", picked.lastName);
    }
  }

  const submit = handleSubmit(
    (values) => {
      setSummaryShown(false);
      if (travellers.check && !travellers.check()) return;
      return pay.run(
        named ? { ...values, travellers: named, answers: travellers.answers } : values,
        {
          mustAcceptPrice: !!quote?.priceChanged && !accepted,
          clientId: client?.id,
          payWith: cardMinor <= 0 ? "none" : payFromWallet ? "wallet" : "card",
        },
      );
    },
    () => {
      setSummaryShown(true);
      // The product's own fields show their errors too (the summary above then takes focus).
      travellers.check?.();
    },
  );

  return (
    <div className="space-y-6">
      {quote?.priceChanged && (
        <PriceMoved quote={quote} accepted={accepted} onAccept={() => setAcceptedQuote(quote.id)} />
      )}
      {isAgent && (
        <ClientPicker selected={client} onPick={pickClient} defaultCountry={nationality} />
      )}
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("formLabel")}>
        {summaryShown && errors.items.length > 0 && (
          <ErrorSummary ref={summaryRef} items={errors.items} />
        )}
        <CheckoutSection heading={contactHeading ?? t("leadGuest")}>
          <ContactFields
            prefix="co"
            base="contact."
            register={register}
            errors={errors.contact}
            country={country || null}
          />
        </CheckoutSection>
        {typeof section === "function"
          ? section({
              companions: companions.data ?? [],
              register,
              errors,
              fill: (i, c) => {
                setValue(`travellers.${i}.firstName`, c.firstName, { shouldValidate: true });
                setValue(`travellers.${i}.lastName`, c.lastName, { shouldValidate: true });
              },
            })
          : section}
        <SpecialRequests register={register} error={errors.specialRequests} />
        {available && (
          <CreditsSection
            register={register}
            show={useCredits}
            currency={available.currency}
            max={maxCredits}
            error={errors.credits}
          />
        )}
        <section aria-labelledby="pay-heading" className={`${SECTION} space-y-4`}>
          <h2 id="pay-heading" className="text-lg font-semibold">
            {t("payment")}
          </h2>
          {quote ? (
            <>
              {isAgent && <AgentFigures price={quote.price} />}
              <PayPanel price={quote.price} schedule={quote.schedule} creditsMinor={creditsMinor} />
            </>
          ) : (
            // The hold's status is announced beside the summary; here it says why Pay waits.
            <p className="text-slate-600">{t("holding")}</p>
          )}
          {wallet && cardMinor > 0 && (
            <WalletChoice
              wallet={wallet}
              dueMinor={cardMinor}
              fromWallet={payFromWallet}
              onChange={setPayFromWallet}
            />
          )}
          <div hidden={cardMinor <= 0 || payFromWallet}>
            <CardFields ref={cardRef} gateway={gateway} />
          </div>
          {quote && <OfferPolicy quote={quote} />}
          <TermsField register={register} error={errors.acceptTerms} />
          {pay.error && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-red-800"
            >
              <p>{travellers.errorText?.(pay.error.message) ?? pay.error.message}</p>
              {pay.retryWithAnotherCard && <p className="mt-1">{t("tryAnotherCard")}</p>}
            </div>
          )}
          <SubmitButton busy={pay.busy} disabled={!payable} className="w-full px-4 py-3 text-lg">
            {pay.busy ? t("paying") : t("pay")}
          </SubmitButton>
        </section>
      </form>
    </div>
  );
}
