"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type Ref,
} from "react";
import { api } from "@/lib/api/client";
import { apiFailure } from "@/lib/api/errors";
import {
  cardBrandOf,
  cardDigits,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "@/lib/payments/card-check";
import { TestCardsHelp } from "./test-cards-help";
import { keepCardholder, keptCardholder } from "./kept-cardholder";

/**
 * The checkout's card fields (DESIGN §9). They are not a form of their own and their inputs have
 * no `name`, so the card number can never be posted with the checkout form: the checkout calls
 * `tokenise()` and sends the booking API only the gateway's one-use token. Call it again for
 * every attempt (a declined card, another card), as a token is spent by its first authorisation.
 */

export interface CardTokenisation {
  /** Sandbox `tok_…`, Stripe `pm_…`. */
  token: string;
  brand: string;
  last4: string;
}

export interface CardFieldsHandle {
  /** Checks the fields and tokenises the card; throws an Error with a message for the traveller. */
  tokenise(): Promise<CardTokenisation>;
}

export interface CardFieldsProps {
  /** The agency's gateway (GET /api/getCurrentPaymentGateway); null or any other is the sandbox. */
  gateway: { provider: string; publishableKey: string } | null;
  ref?: Ref<CardFieldsHandle>;
}

// Stripe's code is fetched only when an agency uses it: the sandbox's checkout never loads it.
const StripeCardFields = dynamic(() => import("./stripe-card-fields"), {
  ssr: false,
  loading: () => <StripeLoading />,
});

function StripeLoading() {
  const t = useTranslations("Payment");
  return <p className="text-sm text-slate-600">{t("loading")}</p>;
}

export function CardFields({ gateway, ref }: CardFieldsProps) {
  if (gateway?.provider.toLowerCase() === "stripe") {
    return (
      <div className="space-y-4">
        <StripeCardFields publishableKey={gateway.publishableKey} handle={ref} />
        {gateway.publishableKey.startsWith("pk_test_") && <TestCardsHelp />}
      </div>
    );
  }
  return <SandboxCardFields handle={ref} />;
}

type Field = "name" | "number" | "expiry" | "cvc";
type Errors = Partial<Record<Field, string>>;

const INPUT =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

function SandboxCardFields({ handle }: { handle?: Ref<CardFieldsHandle> }) {
  const t = useTranslations("Payment");
  const id = useId();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: keptCardholder(),
    number: "",
    expiry: "",
    cvc: "",
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const brand = cardBrandOf(values.number);
  const cvcSize = brand?.cvcSize ?? 3;

  useImperativeHandle(
    handle,
    () => ({
      async tokenise() {
        setFailure(null);
        const found: Errors = {};
        if (!values.name.trim()) found.name = t("errors.name");
        const card = { number: values.number, cvc: values.cvc, ...parseExpiry(values.expiry) };
        for (const problem of cardProblems(card)) {
          if (problem === "number") found.number = t("errors.number");
          if (problem === "expiry") found.expiry = t("errors.expiry");
          if (problem === "cvc") found.cvc = t("errors.cvc", { digits: cvcSize });
        }
        setErrors(found);
        const first = (["name", "number", "expiry", "cvc"] as const).find((f) => found[f]);
        if (first) {
          inputs.current[first]?.focus();
          throw new Error(t("errors.check"));
        }
        try {
          const answer = await api()
            .post("api/payments/sandbox/tokens", {
              json: {
                number: cardDigits(values.number),
                ...parseExpiry(values.expiry),
                cvc: values.cvc,
                name: values.name.trim(),
              },
            })
            .json<Partial<CardTokenisation>>();
          if (typeof answer.token !== "string") throw new Error("no token in the answer");
          return { token: answer.token, brand: answer.brand ?? "", last4: answer.last4 ?? "" };
        } catch (error) {
          const { status, code } = await apiFailure(error);
          const message =
            code === "invalid" || code === "badRequest"
              ? t("errors.rejected")
              : status === 0
                ? t("errors.network")
                : t("errors.generic");
          setFailure(message);
          throw new Error(message);
        }
      },
    }),
    [values, cvcSize, t],
  );

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function input(field: Field, label: string, attrs: InputHTMLAttributes<HTMLInputElement>) {
    const inputId = `${id}-${field}`;
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {label}
        </label>
        <input
          ref={(el) => {
            inputs.current[field] = el;
          }}
          id={inputId}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={`${inputId}-error`}
          className={INPUT}
          spellCheck={false}
          {...attrs}
        />
        <p id={`${inputId}-error`} aria-live="polite" className="text-sm text-red-700">
          {errors[field]}
        </p>
      </div>
    );
  }

  const digits = { inputMode: "numeric" as const, dir: "ltr", autoCorrect: "off" };
  return (
    <div className="space-y-4">
      {input("name", t("cardholderName"), {
        autoComplete: "cc-name",
        onChange: (e) => {
          change("name", e.target.value);
          keepCardholder(e.target.value);
        },
      })}
      {input("number", t("cardNumber"), {
        ...digits,
        autoComplete: "cc-number",
        maxLength: 23,
        onChange: (e) => change("number", formatCardNumber(e.target.value)),
      })}
      <p className="-mt-3 text-sm text-slate-600" aria-live="polite">
        {brand ? t("brand", { brand: brand.brandName }) : null}
      </p>
      <div className="grid grid-cols-2 gap-4">
        {input("expiry", t("expiry"), {
          ...digits,
          autoComplete: "cc-exp",
          placeholder: t("expiryPlaceholder"),
          maxLength: 7,
          onChange: (e) => change("expiry", formatExpiry(e.target.value)),
        })}
        {input("cvc", t("cvc"), {
          ...digits,
          autoComplete: "cc-csc",
          maxLength: 4,
          onChange: (e) => change("cvc", e.target.value.replace(/\D/g, "").slice(0, 4)),
        })}
      </div>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {failure}
      </p>
      <p className="text-xs text-slate-500">{t("neverStored")}</p>
      <TestCardsHelp />
    </div>
  );
}
