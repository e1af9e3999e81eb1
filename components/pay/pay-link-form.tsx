"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { CardFields, type CardFieldsHandle } from "@/components/booking/payment/card-fields";
import { Alert, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { usePaymentGateway } from "@/lib/api/queries/bookings";
import { payPayRequest } from "@/lib/api/queries/pay-requests";

/**
 * The payer's card form on /pay/<token>: the card is tokenised in the browser (its number never
 * reaches our API), then one POST under a new Idempotency-Key; the amount is the request's.
 */
export function PayLinkForm({
  linkToken,
  amount,
  agency,
}: {
  linkToken: string;
  /** The amount, formatted. */
  amount: string;
  agency: string;
}) {
  const t = useTranslations("PayRequests");
  const gateway = usePaymentGateway();
  const card = useRef<CardFieldsHandle>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { token } = await card.current!.tokenise();
      await payPayRequest(linkToken, token);
      setPaid(true);
    } catch (failure) {
      setError(
        failure instanceof Error && !("response" in failure)
          ? failure.message
          : (await apiFailure(failure)).message,
      );
    } finally {
      setBusy(false);
    }
  }

  if (paid) {
    return (
      <div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">{t("paidTitle")}</p>
        <p className="mt-1">{t("paidDetail", { amount, agency })}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {gateway.isSuccess || gateway.isError ? (
        <CardFields gateway={gateway.data ?? null} ref={card} />
      ) : (
        <p className="text-sm text-slate-600">{t("loadingCard")}</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={busy} disabled={!gateway.isSuccess && !gateway.isError}>
        {t("pay", { amount })}
      </SubmitButton>
    </form>
  );
}
