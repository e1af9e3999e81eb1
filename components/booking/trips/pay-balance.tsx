"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/form";
import { useMe } from "@/lib/api/queries/account";
import { newIdempotencyKey, usePayBalance, usePaymentGateway } from "@/lib/api/queries/bookings";
import { apiFailure } from "@/lib/api/errors";
import { permissionsOf } from "@/lib/auth/permissions";
import type { BookingView } from "@/lib/contract/booking";
import { formatInstant, formatMinor, formatStayDate } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { CardFields, type CardFieldsHandle } from "../payment/card-fields";
import { CARD } from "./trip-frame";

/**
 * A deposit sale's payments on its booking page: what was paid at booking, the balance and its
 * due date, and — while it is unpaid and the booking stands — paying it by card or, for an agent
 * who may spend it, from the agency wallet. One Idempotency-Key per attempt: a second press after
 * no answer (or a reload of the answer) charges once.
 */
export function PayBalance({ view, token }: { view: BookingView; token: string | null }) {
  const t = useTranslations("Trips");
  const locale = useFormatLocale();
  const { data: me } = useMe();
  const gateway = usePaymentGateway();
  const pay = usePayBalance();
  const cardRef = useRef<CardFieldsHandle>(null);
  const key = useRef<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [fromWallet, setFromWallet] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { balance } = view;
  if (!balance) return null;
  const mayUseWallet = !!me && permissionsOf(me).has("wallet.spend");
  const open = view.status === "confirmed" && !balance.paidAt;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    key.current ??= newIdempotencyKey();
    try {
      const payment = fromWallet
        ? ({ method: "wallet" } as const)
        : ({ method: "card", token: (await cardRef.current!.tokenise()).token } as const);
      await pay.mutateAsync({
        reference: view.reference,
        token,
        payment,
        idempotencyKey: key.current,
      });
      key.current = null;
    } catch (failure) {
      // The card's own refusal (tokenise) or the API's words (SPEC §8).
      setError((await apiFailure(failure)).message);
      alertRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby="balance-heading" className={CARD} data-testid="balance-section">
      <h2 id="balance-heading" className="mb-3 text-lg font-semibold">
        {t("paymentSchedule")}
      </h2>
      <dl className="grid gap-1 sm:grid-cols-[14rem_1fr]">
        <dt className="text-slate-600">{t("balanceAmount")}</dt>
        <dd className="font-semibold" data-testid="balance-amount">
          {formatMinor(balance.amount, locale)}
        </dd>
        <dt className="text-slate-600">{t("balanceDueOn")}</dt>
        <dd>{formatStayDate(balance.dueOn, locale)}</dd>
        {balance.paidAt && (
          <>
            <dt className="text-slate-600">{t("balancePaidAt")}</dt>
            <dd data-testid="balance-paid">
              <time dateTime={balance.paidAt}>{formatInstant(balance.paidAt, locale)}</time>
            </dd>
          </>
        )}
      </dl>
      {open && (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t("payBalance")}>
          <p className="text-sm text-slate-600">{t("balanceHint")}</p>
          {mayUseWallet && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">{t("payWith")}</legend>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="balance-pay-with"
                  checked={!fromWallet}
                  onChange={() => setFromWallet(false)}
                />
                {t("payWithCard")}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="balance-pay-with"
                  checked={fromWallet}
                  onChange={() => setFromWallet(true)}
                />
                {t("payWithWallet")}
              </label>
            </fieldset>
          )}
          <div hidden={fromWallet}>
            <CardFields ref={cardRef} gateway={gateway.data ?? null} />
          </div>
          {error && (
            <p
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-red-800"
            >
              {error}
            </p>
          )}
          <SubmitButton busy={pay.isPending} className="w-full px-4 py-3 sm:w-auto">
            {t("payBalanceAmount", { amount: formatMinor(balance.amount, locale) })}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
