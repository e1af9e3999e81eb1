import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import type { UserRow } from "@/lib/server/auth/session";
import { creditsOf } from "@/lib/server/ledger/ledger";
import { formatMoney } from "@/lib/currency/currency";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The reward credits of SPEC §3, held in minor units, shown with Intl in the page language. */
export async function WalletBalance({ user, locale }: { user: UserRow; locale: string }) {
  const t = await getTranslations("AccountPages");
  const digits =
    new Intl.NumberFormat("en", {
      style: "currency",
      currency: user.creditsCurrency,
    }).resolvedOptions().maximumFractionDigits ?? 2;
  const amount = (await creditsOf(user)).amountMinor / 10 ** digits;
  return (
    <section className={card} aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="text-sm font-medium text-slate-600">
        {t("balance")}
      </h2>
      <p className="mt-2 text-3xl font-bold">{formatMoney(amount, user.creditsCurrency, locale)}</p>
      <p className="mt-4 text-sm text-slate-600">{t("noTransactions")}</p>
    </section>
  );
}

/** The agency's contact details, for the support pages. */
export async function SupportPanel({ agency }: { agency: PublicAgency }) {
  const t = await getTranslations("AccountPages");
  const address = [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country]
    .filter(Boolean)
    .join(", ");
  return (
    <section className={card}>
      <p className="mb-4 text-slate-700">{t("supportIntro", { agency: agency.agencyName })}</p>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {agency.contactEmailId && (
          <>
            <dt className="font-medium">{t("email")}</dt>
            <dd>
              <a className="text-brand underline" href={`mailto:${agency.contactEmailId}`}>
                {agency.contactEmailId}
              </a>
            </dd>
          </>
        )}
        {agency.contactPhoneNumber && (
          <>
            <dt className="font-medium">{t("phone")}</dt>
            <dd>
              <a
                className="text-brand underline"
                href={`tel:${agency.contactPhoneNumber.replace(/\s/g, "")}`}
                dir="ltr"
              >
                {agency.contactPhoneNumber}
              </a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt className="font-medium">{t("address")}</dt>
            <dd dir="auto">{address}</dd>
          </>
        )}
      </dl>
      {!agency.contactEmailId && !agency.contactPhoneNumber && (
        <p className="text-slate-600">{t("noContact")}</p>
      )}
      {agency.isFaqEnable && (
        <Link href="/faqs" className="mt-6 inline-block text-brand underline">
          {t("faqLink")}
        </Link>
      )}
    </section>
  );
}

/** Who the user is, in a line: for the dashboards. */
export async function Greeting({ user, locale }: { user: UserRow; locale: Locale }) {
  const t = await getTranslations("AccountPages");
  return (
    <p className="mb-6 text-lg text-slate-700">
      {t("welcome", { name: user.firstName })}{" "}
      <span className="text-slate-500">
        {t("memberSince", { date: formatDisplayDate(user.createdAt, locale) })}
      </span>
    </p>
  );
}

export function LinkCards({
  links,
}: {
  links: Array<{ href: string; label: string; detail: string }>;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={`${card} block h-full hover:border-brand`}>
            <span className="font-semibold">{l.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{l.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
