"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { CardFields, type CardFieldsHandle } from "@/components/booking/payment/card-fields";
import { Alert, Field, FormSection, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { api } from "@/lib/api/client";
import { newIdempotencyKey, usePaymentGateway } from "@/lib/api/queries/bookings";
import { minorDigits } from "@/lib/booking/trip-format";
import { MAX_TOPUP_MINOR } from "@/lib/contract/wallet";

/** "125", "125.5", "125,50": a positive amount with at most the currency's minor digits. */
export function toMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
  return minor > 0 ? minor : null;
}

/**
 * Tops the agency wallet up with a card, through the agency's gateway: the card is tokenised in
 * the browser (its number never reaches our API), then one POST under an Idempotency-Key.
 */
export function TopupForm({ currencies, initial }: { currencies: string[]; initial: string }) {
  const t = useTranslations("Wallet");
  const router = useRouter();
  const gateway = usePaymentGateway();
  const card = useRef<CardFieldsHandle>(null);
  const currencyId = useId();
  const [currency, setCurrency] = useState(initial);
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const minor = toMinor(amount, currency);
    if (minor === null || minor > MAX_TOPUP_MINOR) {
      setAmountError(t("amountInvalid"));
      return;
    }
    setAmountError(null);
    setBusy(true);
    try {
      const { token } = await card.current!.tokenise();
      await api()
        .post("api/agency/wallet/topups", {
          json: { amountMinor: minor, currency, token },
          headers: { "idempotency-key": newIdempotencyKey() },
        })
        .json();
      setAmount("");
      setOutcome({ tone: "success", text: t("toppedUp") });
      router.refresh();
    } catch (error) {
      const text =
        error instanceof Error && !("response" in error)
          ? error.message
          : (await apiFailure(error)).message;
      setOutcome({ tone: "error", text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection as="form" heading={t("topUp")} onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("amount")}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          required
        />
        <div className="space-y-1">
          <label htmlFor={currencyId} className="block text-sm font-medium">
            {t("currency")}
          </label>
          <select
            id={currencyId}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
      </div>
      {gateway.isSuccess || gateway.isError ? (
        <CardFields gateway={gateway.data ?? null} ref={card} />
      ) : (
        <p className="text-sm text-slate-600">{t("loadingCard")}</p>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <SubmitButton busy={busy} disabled={!gateway.isSuccess && !gateway.isError}>
        {t("topUpSubmit")}
      </SubmitButton>
    </FormSection>
  );
}
