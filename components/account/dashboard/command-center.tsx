"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCommandCenter } from "@/lib/api/queries/account";
import { detailHref } from "@/lib/booking/product-pages";
import { formatInstant, formatMinor, formatUsdCents } from "@/lib/booking/trip-format";
import type { CommandCenter, MonthFigures } from "@/lib/contract/command-center";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useShellUser } from "../account-shell";
import { ActivityChartLoader } from "./activity-chart-loader";

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

const FIGURES = [
  ["salesUsd", "sales", true],
  ["bookings", "bookingsCount", false],
  ["commissionUsd", "commissionEarned", true],
  ["averageUsd", "averageValue", true],
] as const satisfies readonly [keyof MonthFigures, string, boolean][];

const STATUS_KEYS = { confirmed: "confirmed", cancelled: "cancelled" } as const;

/**
 * The Command Center (issue 16): the search, then the month's figures, the chart and what needs
 * doing next, read by the browser for the signed-in member of staff (the page is cached).
 */
export function CommandCenterPanel() {
  const t = useTranslations("CommandCenter");
  const figures = useCommandCenter(useShellUser() !== null);
  return (
    <div className="space-y-6">
      <form action="/bookings" method="get" role="search" className="flex gap-2">
        <label htmlFor="cc-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id="cc-search"
          name="q"
          type="search"
          placeholder={t("searchPlaceholder")}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">
          {t("search")}
        </button>
      </form>
      {figures.data ? (
        <CommandCenterView data={figures.data} />
      ) : figures.isError ? (
        <p role="alert" className="text-red-800">
          {t("loadFailed")}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      )}
    </div>
  );
}

function CommandCenterView({ data }: { data: CommandCenter }) {
  const t = useTranslations("CommandCenter");
  const locale = useFormatLocale();
  const change = (now: number, before: number) => {
    if (before === 0) return now === 0 ? t("noChange") : t("new");
    const pct = Math.round(((now - before) / before) * 100);
    return t("change", {
      pct: new Intl.NumberFormat(locale, { signDisplay: "always" }).format(pct),
    });
  };
  return (
    <>
      <section aria-labelledby="cc-month">
        <h2 id="cc-month" className="mb-3 text-lg font-semibold">
          {data.scope === "agency" ? t("monthAgency") : t("monthOwn")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map(([key, label, money]) => (
            <div key={key} className={card} data-testid={`figure-${key}`}>
              <dt className="text-sm text-slate-600">{t(label)}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">
                {money ? formatUsdCents(data.thisMonth[key], locale) : data.thisMonth[key]}
              </dd>
              <dd className="text-xs text-slate-600">
                {t("lastMonth", {
                  value: money
                    ? formatUsdCents(data.lastMonth[key], locale)
                    : String(data.lastMonth[key]),
                })}{" "}
                · {change(data.thisMonth[key], data.lastMonth[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cc-chart" className={card}>
        <h2 id="cc-chart" className="mb-3 text-lg font-semibold">
          {t("chartTitle")}
        </h2>
        <ActivityChartLoader daily={data.daily} />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm underline">{t("chartAsTable")}</summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t("chartTitle")}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t("day")}
                </th>
                <th scope="col" className="text-end">
                  {t("chartBookings")}
                </th>
                <th scope="col" className="text-end">
                  {t("chartSales")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.daily.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td className="text-end tabular-nums">{d.bookings}</td>
                  <td className="text-end tabular-nums">{formatUsdCents(d.salesUsd, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="cc-departures" className={card}>
          <h2 id="cc-departures" className="mb-3 text-lg font-semibold">
            {t("departures")}
          </h2>
          {data.departures.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noDepartures")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.departures.map((d) => (
                <li key={d.reference} className="flex justify-between gap-3 py-2">
                  <Link className="underline" href={detailHref(d.reference, d.product)}>
                    {d.reference}
                  </Link>
                  <span className="truncate">{d.lead}</span>
                  <span className="tabular-nums">{d.startsOn}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="cc-balances" className={card}>
          <h2 id="cc-balances" className="mb-3 text-lg font-semibold">
            {t("balancesDue")}
          </h2>
          {data.balancesDue.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noBalancesDue")}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="cc-balances">
              {data.balancesDue.map((b) => (
                <li key={b.reference} className="flex justify-between gap-3 py-2">
                  <Link className="underline" href={detailHref(b.reference, b.product)}>
                    {b.reference}
                  </Link>
                  <span className="truncate">{b.lead}</span>
                  <span className="tabular-nums">{formatMinor(b.amount, locale)}</span>
                  <span className="tabular-nums">{t("dueBy", { date: b.dueOn })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="cc-lapsing" className={card}>
          <h2 id="cc-lapsing" className="mb-3 text-lg font-semibold">
            {t("lapsing")}
          </h2>
          {data.holds.length === 0 && data.lapsingCredits.length === 0 ? (
            <p className="text-sm text-slate-600">{t("nothingLapsing")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.holds.map((h) => (
                <li key={h.id} className="flex justify-between gap-3 py-2">
                  <span>{t("hold", { product: h.product })}</span>
                  <span className="tabular-nums">{formatUsdCents(h.totalUsd, locale)}</span>
                  <span>{t("until", { time: formatInstant(h.expiresAt, locale) })}</span>
                </li>
              ))}
              {data.lapsingCredits.map((c) => (
                <li key={`${c.name}-${c.currency}`} className="flex justify-between gap-3 py-2">
                  <span>{t("credits", { name: c.name })}</span>
                  <span className="tabular-nums">
                    {formatMinor({ amountMinor: c.minor, currency: c.currency }, locale)}
                  </span>
                  <span>{t("until", { time: formatInstant(c.by, locale) })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="cc-activity" className={card}>
        <h2 id="cc-activity" className="mb-3 text-lg font-semibold">
          {t("activity")}
        </h2>
        {data.activity.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noActivity")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.activity.map((a, i) => (
              <li key={`${a.reference}-${i}`} className="flex justify-between gap-3 py-2">
                <Link className="underline" href={detailHref(a.reference, a.product)}>
                  {a.reference}
                </Link>
                <span>{t(STATUS_KEYS[a.to as keyof typeof STATUS_KEYS] ?? "confirmed")}</span>
                <span>{formatInstant(a.at, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
