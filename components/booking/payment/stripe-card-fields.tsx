"use client";

import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useLocale, useTranslations } from "next-intl";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { CardFieldsHandle } from "./card-fields";
import { keepCardholder, keptCardholder } from "./kept-cardholder";

/**
 * Stripe Elements for an agency that takes payments with Stripe. Loaded on demand by
 * card-fields.tsx, so Stripe's code is fetched only on that agency's checkout. The card number
 * lives in Stripe's own frame; what comes back is a PaymentMethod id (`pm_…`).
 */

const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe names Norwegian Bokmål `nb`; the site's other languages are Stripe's own codes. */
const stripeLocale = (locale: string) => (locale === "no" ? "nb" : locale) as StripeElementLocale;

interface Props {
  publishableKey: string;
  handle?: Ref<CardFieldsHandle>;
}

export default function StripeCardFields({ publishableKey, handle }: Props) {
  const locale = useLocale();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: stripeLocale(locale) }}>
      <StripeCard handle={handle} />
    </Elements>
  );
}

const INPUT =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

function StripeCard({ handle }: { handle?: Ref<CardFieldsHandle> }) {
  const t = useTranslations("Payment");
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(keptCardholder);
  const [nameError, setNameError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);

  useImperativeHandle(
    handle,
    () => ({
      async tokenise() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error(t("errors.notReady"));
        if (!name.trim()) {
          setNameError(t("errors.name"));
          nameRef.current?.focus();
          throw new Error(t("errors.check"));
        }
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: "card",
          card,
          billing_details: { name: name.trim() },
        });
        if (error || !paymentMethod) {
          // Stripe's messages are in the Elements locale, which is the page's.
          const message = error?.message ?? t("errors.generic");
          setCardError(message);
          card.focus();
          throw new Error(message);
        }
        return {
          token: paymentMethod.id,
          brand: paymentMethod.card?.brand ?? "",
          last4: paymentMethod.card?.last4 ?? "",
        };
      },
    }),
    [stripe, elements, name, t],
  );

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          {t("cardholderName")}
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          autoComplete="cc-name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            keepCardholder(e.target.value);
            setNameError(null);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${id}-name-error`}
          className={INPUT}
        />
        <p id={`${id}-name-error`} aria-live="polite" className="text-sm text-red-700">
          {nameError}
        </p>
      </div>
      <div className="space-y-1">
        <p id={`${id}-card`} className="block text-sm font-medium">
          {t("cardDetails")}
        </p>
        <div
          role="group"
          aria-labelledby={`${id}-card`}
          aria-describedby={`${id}-card-error`}
          className="rounded-lg border border-slate-300 px-3 py-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600"
        >
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: "16px" } } }}
            onChange={(e) => setCardError(e.error?.message ?? null)}
          />
        </div>
        <p id={`${id}-card-error`} aria-live="polite" className="text-sm text-red-700">
          {cardError}
        </p>
      </div>
    </div>
  );
}
