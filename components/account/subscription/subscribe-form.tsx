"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { CardFields, type CardFieldsHandle } from "@/components/booking/payment/card-fields";
import { Alert, FormSection, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { api } from "@/lib/api/client";
import { newIdempotencyKey } from "@/lib/api/queries/bookings";
import { minorDigits } from "@/lib/booking/trip-format";
import {
  PLAN_IDS,
  PLANS,
  type PlanId,
  type PlatformCardGateway,
} from "@/lib/contract/subscription";

/**
 * The subscription page's form (SPEC §6): a plan and a card, paid to the platform's gateway (the
 * page hands it in: never the agency's own, whose Stripe account the fee must not go to) under
 * one Idempotency-Key per attempt; on success the back office opens (the Command Center).
 * The price shown is the plan's; the server charges the plan's price, whatever the page sends.
 */
export function SubscribeForm({ gateway }: { gateway: PlatformCardGateway }) {
  const t = useTranslations("Subscription");
  const router = useRouter();
  const format = useFormatter();
  const card = useRef<CardFieldsHandle>(null);
  const [plan, setPlan] = useState<PlanId>("monthly");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const price = (id: PlanId) =>
    format.number(PLANS[id].amountMinor / 10 ** minorDigits(PLANS[id].currency), {
      style: "currency",
      currency: PLANS[id].currency,
    });
  const PLAN_TEXT: Record<PlanId, { name: string; detail: string }> = {
    monthly: { name: t("monthly"), detail: t("monthlyDetail", { price: price("monthly") }) },
    yearly: { name: t("yearly"), detail: t("yearlyDetail", { price: price("yearly") }) },
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { token } = await card.current!.tokenise();
      await api()
        .post("api/agency/subscription", {
          json: { plan, token },
          headers: { "idempotency-key": newIdempotencyKey() },
        })
        .json();
      setDone(true);
      router.push("/dashboard");
    } catch (err) {
      setError(
        err instanceof Error && !("response" in err)
          ? err.message
          : (await apiFailure(err)).message,
      );
      setBusy(false);
    }
  }

  return (
    <FormSection
      as="form"
      heading={t("heading")}
      onSubmit={submit}
      noValidate
      className="space-y-5"
    >
      <fieldset className="space-y-3" disabled={busy || done}>
        <legend className="mb-2 font-medium">{t("plan")}</legend>
        {PLAN_IDS.map((id) => (
          <label
            key={id}
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 has-checked:border-brand"
          >
            <input
              type="radio"
              name="plan"
              value={id}
              checked={plan === id}
              onChange={() => setPlan(id)}
              className="mt-1 size-5 accent-brand"
            />
            <span>
              <span className="block font-semibold">{PLAN_TEXT[id].name}</span>
              <span className="block text-sm text-slate-700">{PLAN_TEXT[id].detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <CardFields gateway={gateway} ref={card} />
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{t("subscribed")}</Alert>}
      <SubmitButton busy={busy} disabled={done}>
        {t("pay", { price: price(plan) })}
      </SubmitButton>
    </FormSection>
  );
}
