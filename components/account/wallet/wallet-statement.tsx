import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { WalletLine, WalletResponse } from "@/lib/contract/wallet";
import { detailHref } from "@/lib/booking/product-pages";
import { formatInstant, formatMinor } from "@/lib/booking/trip-format";

/** Each ledger line's reason, as its message key. */
const REASONS = {
  topup: "reason.topup",
  booking: "reason.booking",
  void: "reason.void",
  refund: "reason.refund",
  earn: "reason.earn",
  expire: "reason.expire",
  forfeit: "reason.forfeit",
  opening: "reason.opening",
  adjustment: "reason.adjustment",
} as const satisfies Record<WalletLine["reason"], string>;

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/**
 * A wallet's balances and one currency's statement (server-rendered: no script needed to read
 * it). `path` is the page's own, for the currency tabs and the link to older lines.
 */
export async function WalletStatement({
  wallet,
  locale,
  path,
  title,
}: {
  wallet: WalletResponse;
  locale: string;
  path: string;
  title: string;
}) {
  const t = await getTranslations("Wallet");
  const href = (q: Record<string, string>) => `${path}?${new URLSearchParams(q).toString()}`;
  return (
    <section className={`${card} space-y-4`} aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-3" aria-label={t("balances")}>
        {wallet.balances.map((b) => (
          <li key={b.currency}>
            <Link
              href={href({ currency: b.currency })}
              aria-current={b.currency === wallet.currency ? "true" : undefined}
              className="block rounded-xl border border-slate-200 px-4 py-3 aria-[current]:border-brand aria-[current]:bg-slate-50"
            >
              <span className="block text-sm text-slate-600">
                {t("balanceIn", { currency: b.currency })}
              </span>
              <span className="text-2xl font-bold" data-testid={`balance-${b.currency}`}>
                {formatMinor(b, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {wallet.lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noLines")}</p>
      ) : (
        <div
          className="overflow-x-auto"
          // Scrolls sideways on a narrow screen: reachable with the keyboard.
          tabIndex={0}
          role="region"
          aria-label={t("statementOf", { currency: wallet.currency })}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t("statementOf", { currency: wallet.currency })}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-start">
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colDate")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colWhat")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("colBooking")}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t("colAmount")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("colBalance")}
                </th>
              </tr>
            </thead>
            <tbody>
              {wallet.lines.map((line) => (
                <tr key={line.seq} className="border-b border-slate-100">
                  <td className="py-2 pe-3 whitespace-nowrap">{formatInstant(line.at, locale)}</td>
                  <td className="py-2 pe-3">
                    {t(REASONS[line.reason])}
                    {line.expiresAt && (
                      <span className="block text-xs text-slate-600">
                        {t("expires", { date: formatInstant(line.expiresAt, locale) })}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pe-3">
                    {line.reference ? (
                      <Link
                        className="underline"
                        href={detailHref(line.reference, line.product ?? undefined)}
                      >
                        {line.reference}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td
                    className={`py-2 pe-3 text-end tabular-nums ${line.amount.amountMinor < 0 ? "text-red-800" : "text-green-800"}`}
                  >
                    {formatMinor(line.amount, locale)}
                  </td>
                  <td className="py-2 text-end tabular-nums">
                    {formatMinor(line.balance, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {wallet.nextBefore && (
        <Link
          className="inline-block underline"
          href={href({ currency: wallet.currency, before: String(wallet.nextBefore) })}
        >
          {t("older")}
        </Link>
      )}
    </section>
  );
}
