"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Alert, Field, SubmitButton } from "@/components/ui/form";
import { apiFailure } from "@/lib/api/errors";
import { useCommissions, useRecordPayout } from "@/lib/api/queries/commissions";
import { detailHref } from "@/lib/booking/product-pages";
import { formatMinor } from "@/lib/booking/trip-format";
import { COMMISSION_VIEW_STATUSES, type CommissionEntryView } from "@/lib/contract/commissions";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

const STATUS_KEYS = {
  pending: "status.pending",
  payable: "status.payable",
  paid: "status.paid",
  reversed: "status.reversed",
} as const satisfies Record<CommissionEntryView["status"], string>;

const PAGE_SIZE = 20;

/**
 * One agent's commission ledger (issue 16, Commissions): what they earned per booking, pending
 * until the trip ends, then payable, then paid; totals by status; a CSV statement; and, for
 * owners and admins, recording a payout of what is payable.
 */
export function CommissionLedger({ agentId, canPayout }: { agentId: string; canPayout: boolean }) {
  const t = useTranslations("Commissions");
  const locale = useFormatLocale();
  const statusId = useId();
  const [status, setStatus] = useState<string>("");
  const [page, setPage] = useState(1);
  const search = new URLSearchParams({
    agent: agentId,
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(status ? { status } : {}),
  }).toString();
  const ledger = useCommissions(search);
  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    // Shown under its page's own "Commission" heading (the agent's panel).
    <div className="space-y-4">
      {data && (
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="commission-totals">
          {(["pending", "payable", "paid"] as const).map((s) => {
            const sums = data.totals.filter((x) => x.status === s);
            return (
              <div key={s} className="rounded-xl border border-slate-200 p-3">
                <dt className="text-sm text-slate-600">{t(STATUS_KEYS[s])}</dt>
                <dd className="text-lg font-semibold">
                  {sums.length ? sums.map((x) => formatMinor(x.amount, locale)).join(" · ") : "—"}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor={statusId} className="block text-sm font-medium">
            {t("filterStatus")}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">{t("anyStatus")}</option>
            {COMMISSION_VIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </option>
            ))}
          </select>
        </div>
        <a
          className="rounded-lg border border-slate-300 px-4 py-2"
          href={`/api/agency/commissions/export?${new URLSearchParams({ agent: agentId, ...(status ? { status } : {}) })}`}
          download
        >
          {t("export")}
        </a>
      </div>
      {ledger.isError && <Alert tone="error">{t("loadFailed")}</Alert>}
      {data && data.entries.length === 0 && <p className="text-sm text-slate-600">{t("none")}</p>}
      {data && data.entries.length > 0 && (
        <div
          className="overflow-x-auto"
          // Scrolls sideways on a narrow screen: reachable with the keyboard.
          tabIndex={0}
          role="region"
          aria-label={t("caption")}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colBooking")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colStatus")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colPayableOn")}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t("colRate")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("colAmount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100">
                  <td className="py-2 pe-3">
                    <a className="underline" href={detailHref(e.reference, e.product)}>
                      {e.reference}
                    </a>
                  </td>
                  <td className="py-2 pe-3">
                    {t(STATUS_KEYS[e.status])}
                    {e.paidOn && (
                      <span className="block text-xs text-slate-600">
                        {t("paidOn", { date: e.paidOn })}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pe-3 tabular-nums">{e.payableOn}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">
                    {e.rateBps === null ? "—" : `${(e.rateBps / 100).toLocaleString(locale)} %`}
                  </td>
                  <td className="py-2 text-end tabular-nums">{formatMinor(e.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t("pages")} className="flex items-center gap-3">
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-1 disabled:opacity-50"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("previous")}
          </button>
          <span>{t("pageOf", { page, pages })}</span>
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-1 disabled:opacity-50"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("next")}
          </button>
        </nav>
      )}
      {canPayout && data && (
        <PayoutForm
          agentId={agentId}
          currencies={data.totals.filter((x) => x.status === "payable").map((x) => x.amount)}
        />
      )}
    </div>
  );
}

function PayoutForm({
  agentId,
  currencies,
}: {
  agentId: string;
  currencies: { amountMinor: number; currency: string }[];
}) {
  const t = useTranslations("Commissions");
  const locale = useFormatLocale();
  const payout = useRecordPayout();
  const currencyId = useId();
  const today = new Date().toISOString().slice(0, 10);
  const [currency, setCurrency] = useState(currencies[0]?.currency ?? "");
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState("");
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  if (currencies.length === 0)
    return <p className="text-sm text-slate-600">{t("nothingPayable")}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    try {
      const paid = await payout.mutateAsync({
        agentId,
        currency: currency || currencies[0]!.currency,
        paidOn,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      setOutcome({
        tone: "success",
        text: t("payoutRecorded", {
          amount: formatMinor(paid.amount, locale),
          count: paid.entries,
        }),
      });
    } catch (error) {
      setOutcome({ tone: "error", text: (await apiFailure(error)).message });
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="payout-heading"
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h4 id="payout-heading" className="font-semibold">
        {t("recordPayout")}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor={currencyId} className="block text-sm font-medium">
            {t("payableAmount")}
          </label>
          <select
            id={currencyId}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {currencies.map((c) => (
              <option key={c.currency} value={c.currency}>
                {formatMinor(c, locale)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t("paidOnLabel")}
          type="date"
          max={today}
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
          required
        />
        <Field
          label={t("transferReference")}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <SubmitButton busy={payout.isPending} className="px-4 py-2">
        {t("recordPayoutSubmit")}
      </SubmitButton>
    </form>
  );
}
