"use client";

import { useTranslations } from "next-intl";
import type { QuotePrice, QuoteResponse } from "@/lib/contract/booking";
import { formatStayDate } from "@/lib/booking/trip-format";
import { formatInstant, formatMinor, formatUsdCents } from "@/lib/booking/trip-format";
import { fromUsd } from "@/lib/currency/currency-math";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useBrowserTimeZone } from "@/lib/ui/use-browser-value";

/**
 * What will be charged, exactly: the quote's total in its currency at its locked rate (the USD
 * figure and the rate say how it was converted); on a deposit sale, the deposit paid now and the
 * balance with its due date; less any credits, which pay towards what is due now.
 */
export function PayPanel({
  price,
  schedule,
  creditsMinor,
}: {
  price: QuotePrice;
  schedule: QuoteResponse["schedule"];
  creditsMinor: number;
}) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const zone = useBrowserTimeZone();
  const { total } = price;
  const due = schedule.dueNow;
  const credits = Math.min(Math.max(0, creditsMinor), due.amountMinor);
  const card = due.amountMinor - credits;
  // The taxes line of the price, the very figure the lines beside show.
  const taxes = price.lines.find((line) => line.kind === "taxes");
  return (
    <div className="space-y-2">
      <p className="text-lg">
        {/* How it was converted, only when it was. */}
        {total.currency === "USD"
          ? t("youPayUsd", { amount: formatMinor(total, locale) })
          : t("youPay", {
              amount: formatMinor(total, locale),
              currency: total.currency,
              usd: formatUsdCents(price.totalUsd, locale),
              rate: price.exchangeRate,
              time: formatInstant(price.rateQuotedAt, locale, zone),
            })}
      </p>
      {taxes && (
        <p className="text-sm text-slate-600">
          {t("taxesIncluded", { taxes: formatMinor(taxes.amount, locale) })}
        </p>
      )}
      {schedule.balance && schedule.balanceDueOn && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 rounded-lg bg-slate-50 p-3 text-sm">
          <dt className="font-semibold">{t("depositNow")}</dt>
          <dd className="text-end font-semibold" data-testid="deposit-now">
            {formatMinor(due, locale)}
          </dd>
          <dt>{t("balanceDue", { date: formatStayDate(schedule.balanceDueOn, locale) })}</dt>
          <dd className="text-end" data-testid="balance-later">
            {formatMinor(schedule.balance, locale)}
          </dd>
        </dl>
      )}
      {/* Said again as credits are typed: what is left for the card. */}
      <div aria-live="polite">
        {credits > 0 && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
            <dt>{t("paidWithCredits")}</dt>
            <dd className="text-end">
              {formatMinor({ amountMinor: credits, currency: due.currency }, locale)}
            </dd>
            <dt className="font-semibold">{t("chargedToCard")}</dt>
            <dd className="text-end font-semibold">
              {formatMinor({ amountMinor: card, currency: due.currency }, locale)}
            </dd>
          </dl>
        )}
      </div>
    </div>
  );
}

/** An agent's view of the price (omitted by the API for restricted agents). */
export function AgentFigures({ price }: { price: QuotePrice }) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  // In the currency being paid, at the quote's rate; the commission as the ledger will record it.
  const { currency } = price.total;
  const paid = (usd: number | undefined) =>
    usd === undefined ? undefined : fromUsd(usd, price.exchangeRate, currency);
  const rows = [
    ["net", t("netRate"), paid(price.netUsd)],
    ["markup", t("markup"), paid(price.markupUsd)],
    ["commission", t("commission"), price.commission?.amountMinor],
  ] as const;
  if (rows.every(([, , v]) => v === undefined)) return null;
  return (
    <section aria-labelledby="agent-figures-heading" className="rounded-xl bg-slate-50 p-4">
      <h3 id="agent-figures-heading" className="text-sm font-semibold">
        {t("agentFigures")}
      </h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {rows.map(([key, label, value]) =>
          value === undefined ? null : (
            <div key={key} className="contents">
              <dt>{label}</dt>
              <dd className="text-end" data-testid={`agent-${key}`}>
                {formatMinor({ amountMinor: value, currency }, locale)}
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

/**
 * For an agent who may spend the agency wallet: pay the rest by card or from the wallet, whose
 * balance in the quote's currency is shown (and too little of it says so rather than failing).
 */
export function WalletChoice({
  wallet,
  dueMinor,
  fromWallet,
  onChange,
}: {
  wallet: { amountMinor: number; currency: string };
  dueMinor: number;
  fromWallet: boolean;
  onChange(fromWallet: boolean): void;
}) {
  const t = useTranslations("Checkout");
  const locale = useFormatLocale();
  const enough = wallet.amountMinor >= dueMinor;
  const balance = formatMinor(wallet, locale);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t("payWith")}</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="pay-with"
          checked={!fromWallet}
          onChange={() => onChange(false)}
        />
        {t("payWithCard")}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="pay-with"
          checked={fromWallet}
          disabled={!enough}
          onChange={() => onChange(true)}
          aria-describedby="wallet-balance"
        />
        {t("payWithWallet")}
      </label>
      <p id="wallet-balance" className="ps-6 text-sm text-slate-600">
        {enough ? t("walletBalance", { balance }) : t("walletTooLow", { balance })}
      </p>
    </fieldset>
  );
}
