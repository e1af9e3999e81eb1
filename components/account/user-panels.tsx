"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMinor } from "@/lib/booking/trip-format";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { PANEL } from "./panel";

/** Who the user is, in a line: for the dashboards. */
export function Greeting({ firstName, createdAt }: { firstName: string; createdAt: string }) {
  const t = useTranslations("AccountPages");
  const locale = useLocale() as Locale;
  return (
    <p className="mb-6 min-h-7 text-lg text-slate-700">
      {t("welcome", { name: firstName })}{" "}
      <span className="text-slate-500">
        {t("memberSince", { date: formatDisplayDate(createdAt, locale) })}
      </span>
    </p>
  );
}

/** The reward credits of SPEC §3, held in minor units, shown with Intl in the page's format. */
export function WalletBalance({
  amountMinor,
  currency,
}: {
  amountMinor: number;
  currency: string;
}) {
  const t = useTranslations("AccountPages");
  const formatLocale = useFormatLocale();
  return (
    <section className={PANEL} aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="text-sm font-medium text-slate-600">
        {t("balance")}
      </h2>
      <p className="mt-2 text-3xl font-bold">
        {formatMinor({ amountMinor, currency }, formatLocale)}
      </p>
      <p className="mt-4 text-sm text-slate-600">{t("noTransactions")}</p>
    </section>
  );
}
