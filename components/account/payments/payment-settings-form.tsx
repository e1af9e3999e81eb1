"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/ui/toast";
import { Alert, Field, FormSection, SubmitButton } from "@/components/ui/form";
import { useFailureText } from "@/components/ui/use-failure-text";
import {
  useSavePaymentSettings,
  useTestPaymentConnection,
} from "@/lib/api/queries/payment-settings";
import {
  CARD_BRANDS,
  type CardBrand,
  type ConnectionOutcome,
  type PaymentSettings,
} from "@/lib/contract/payment-settings";
import { useHydrated } from "@/lib/ui/use-browser-value";

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  maestro: "Maestro",
};

interface Values {
  provider: "sandbox" | "stripe";
  mode: "test" | "live";
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  clearWebhookSecret: boolean;
  methods: CardBrand[];
}

const CHECK =
  "size-5 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * Payment settings (issue 16): the built-in sandbox or the agency's own Stripe account, its keys
 * (the secret one goes to the server sealed and is never shown again: only its last four
 * characters, and an empty field keeps it), the signing secret of the agency's Stripe webhook
 * endpoint (the same: sealed, kept when left empty, removable), the card brands accepted, and a
 * connection test of the saved keys.
 */
export function PaymentSettingsForm({ initial }: { initial: PaymentSettings }) {
  const t = useTranslations("PaymentSettings");
  const format = useFormatter();
  const hydrated = useHydrated();
  const failureText = useFailureText();
  const save = useSavePaymentSettings();
  const test = useTestPaymentConnection();
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; outcome: ConnectionOutcome } | null>(
    null,
  );
  const form = useForm<Values>({
    defaultValues: {
      provider: initial.provider,
      mode: initial.mode,
      publishableKey: initial.provider === "stripe" ? initial.publishableKey : "",
      secretKey: "",
      webhookSecret: "",
      clearWebhookSecret: false,
      methods: initial.methods,
    },
  });
  const provider = useWatch({ control: form.control, name: "provider" });
  const mode = useWatch({ control: form.control, name: "mode" });
  const errors = form.formState.errors;
  const keepsSecret = saved.provider === "stripe" && saved.secretKeyLast4 !== null;
  const keepsWebhookSecret = saved.provider === "stripe" && saved.webhookSecretLast4 !== null;

  async function submit(values: Values) {
    setError(null);
    setTestResult(null);
    try {
      const next = await save.mutateAsync({
        provider: values.provider,
        mode: values.provider === "sandbox" ? "test" : values.mode,
        ...(values.provider === "stripe"
          ? {
              publishableKey: values.publishableKey.trim(),
              ...(values.secretKey.trim() ? { secretKey: values.secretKey.trim() } : {}),
              ...(values.clearWebhookSecret
                ? { webhookSecret: null }
                : values.webhookSecret.trim()
                  ? { webhookSecret: values.webhookSecret.trim() }
                  : {}),
            }
          : {}),
        methods: values.methods,
      });
      setSaved(next);
      form.reset({ ...values, secretKey: "", webhookSecret: "", clearWebhookSecret: false });
      toast.success(t("saved"));
    } catch (err) {
      setError(t("failed", { reason: await failureText(err) }));
    }
  }

  async function runTest() {
    setError(null);
    try {
      const result = await test.mutateAsync();
      setTestResult(result);
      setSaved((s) => ({ ...s, testedAt: result.testedAt, testOk: result.ok }));
    } catch (err) {
      setError(t("failed", { reason: await failureText(err) }));
    }
  }

  const OUTCOMES: Record<ConnectionOutcome, string> = {
    sandbox: t("outcomeSandbox"),
    accepted: t("outcomeAccepted"),
    refused: t("outcomeRefused"),
    forbidden: t("outcomeForbidden"),
    unreachable: t("outcomeUnreachable"),
  };

  const KEY_TEXT = {
    pk: { required: t("pkRequired"), invalid: t("pkInvalid") },
    sk: { required: t("skRequired"), invalid: t("skInvalid") },
  };
  const KEY_FORMAT = {
    pk: /^pk_(test|live)_[A-Za-z0-9]{10,200}$/,
    sk: /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,200}$/,
  };
  // A secret key may stay empty when one of the same mode is saved: it is kept.
  const keyCheck = (kind: "pk" | "sk") => (value: string) => {
    const v = value.trim();
    if (!v) {
      const optional = kind === "sk" && keepsSecret && saved.mode === mode;
      return optional || KEY_TEXT[kind].required;
    }
    if (!KEY_FORMAT[kind].test(v)) return KEY_TEXT[kind].invalid;
    if (!v.includes(`_${mode}_`)) return mode === "live" ? t("keyNotLive") : t("keyNotTest");
    return true;
  };

  return (
    <div className="space-y-6">
      <FormSection
        as="form"
        heading={t("heading")}
        onSubmit={form.handleSubmit(submit)}
        noValidate
        className="space-y-5"
      >
        <fieldset disabled={!hydrated || save.isPending} className="min-w-0 space-y-5">
          <fieldset className="space-y-2">
            <legend className="font-medium">{t("provider")}</legend>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                value="sandbox"
                className={CHECK}
                {...form.register("provider")}
              />
              <span>
                {t("providerSandbox")}
                <span className="block text-sm text-slate-600">{t("providerSandboxHint")}</span>
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input type="radio" value="stripe" className={CHECK} {...form.register("provider")} />
              <span>
                {t("providerStripe")}
                <span className="block text-sm text-slate-600">{t("providerStripeHint")}</span>
              </span>
            </label>
          </fieldset>

          {provider === "stripe" && (
            <div className="space-y-4">
              <fieldset className="space-y-2">
                <legend className="font-medium">{t("mode")}</legend>
                <label className="me-6 inline-flex items-center gap-2">
                  <input type="radio" value="test" className={CHECK} {...form.register("mode")} />
                  {t("modeTest")}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" value="live" className={CHECK} {...form.register("mode")} />
                  {t("modeLive")}
                </label>
              </fieldset>
              <Field
                label={t("publishableKey")}
                autoComplete="off"
                spellCheck={false}
                error={errors.publishableKey?.message}
                {...form.register("publishableKey", { validate: keyCheck("pk") })}
              />
              <Field
                label={t("secretKey")}
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                hint={
                  keepsSecret
                    ? t("secretKeySaved", { last4: saved.secretKeyLast4! })
                    : t("secretKeyHint")
                }
                error={errors.secretKey?.message}
                {...form.register("secretKey", { validate: keyCheck("sk") })}
              />
              <Field
                label={t("webhookSecret")}
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                hint={
                  keepsWebhookSecret
                    ? t("webhookSecretSaved", { last4: saved.webhookSecretLast4! })
                    : t("webhookSecretHint")
                }
                error={errors.webhookSecret?.message}
                {...form.register("webhookSecret", {
                  validate: (value) =>
                    !value.trim() ||
                    /^whsec_[A-Za-z0-9]{10,200}$/.test(value.trim()) ||
                    t("webhookSecretInvalid"),
                })}
              />
              {keepsWebhookSecret && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className={CHECK}
                    {...form.register("clearWebhookSecret")}
                  />
                  {t("webhookSecretClear")}
                </label>
              )}
            </div>
          )}

          <fieldset className="space-y-2">
            <legend className="font-medium">{t("methods")}</legend>
            <p className="text-sm text-slate-600" id="payment-methods-hint">
              {t("methodsHint")}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {CARD_BRANDS.map((brand) => (
                <label key={brand} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    value={brand}
                    className={CHECK}
                    {...form.register("methods", {
                      validate: (m) => m.length > 0 || t("methodsRequired"),
                    })}
                  />
                  {BRAND_NAMES[brand]}
                </label>
              ))}
            </div>
            {errors.methods?.message && (
              <p className="text-sm text-red-700" role="alert">
                {errors.methods.message}
              </p>
            )}
          </fieldset>
        </fieldset>
        {error && <Alert tone="error">{error}</Alert>}
        <SubmitButton busy={save.isPending} className="px-6 py-2.5">
          {save.isPending ? t("saving") : t("save")}
        </SubmitButton>
      </FormSection>

      <FormSection heading={t("testHeading")} className="space-y-4">
        <p className="text-sm text-slate-600">{t("testIntro")}</p>
        <p className="text-sm">
          {saved.testedAt
            ? t("lastTest", {
                when: format.dateTime(new Date(saved.testedAt), {
                  dateStyle: "medium",
                  timeStyle: "short",
                }),
                result: saved.testOk ? t("resultOk") : t("resultFailed"),
              })
            : t("neverTested")}
        </p>
        {testResult && (
          <Alert tone={testResult.ok ? "success" : "error"}>{OUTCOMES[testResult.outcome]}</Alert>
        )}
        <button
          type="button"
          onClick={runTest}
          disabled={!hydrated || test.isPending || form.formState.isDirty}
          aria-busy={test.isPending}
          className="rounded-lg border border-brand px-5 py-2 font-semibold text-brand hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
        >
          {test.isPending ? t("testing") : t("test")}
        </button>
        {form.formState.isDirty && <p className="text-sm text-slate-600">{t("saveFirst")}</p>}
      </FormSection>
    </div>
  );
}
