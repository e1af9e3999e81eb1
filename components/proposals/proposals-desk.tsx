"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useProposals } from "@/lib/api/queries/proposals";
import { formatInstant } from "@/lib/booking/trip-format";
import { PROPOSAL_STATES, type ProposalState } from "@/lib/contract/proposals";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { ProposalEditor } from "./proposal-editor";
import { STATE_LABELS } from "./state-labels";

/**
 * Proposals (`/proposals`, issue 28): the agency's proposals by status, newest first; `?id=`
 * opens one to edit, send, resend, withdraw or duplicate.
 */
export function ProposalsDesk({ defaultCountry }: { defaultCountry: string | null }) {
  const params = useSearchParams();
  const id = params.get("id");
  if (id) return <ProposalEditor id={id} defaultCountry={defaultCountry} />;
  return <ProposalList status={params.get("status") ?? ""} />;
}

function ProposalList({ status }: { status: string }) {
  const t = useTranslations("ProposalsAgent");
  const locale = useFormatLocale();
  const valid = (PROPOSAL_STATES as readonly string[]).includes(status) ? status : "";
  const list = useProposals(valid ? `status=${valid}` : "");
  return (
    <section className="space-y-4">
      <nav aria-label={t("status")} className="flex flex-wrap gap-2">
        {["", ...PROPOSAL_STATES].map((s) => (
          <Link
            key={s || "all"}
            href={s ? `/proposals?status=${s}` : "/proposals"}
            aria-current={s === valid ? "page" : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            {s ? t(STATE_LABELS[s as ProposalState]) : t("allStatuses")}
          </Link>
        ))}
      </nav>
      {list.data && list.data.rows.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{t("empty")}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-start">
              <th scope="col" className="p-2 text-start">
                {t("colTitle")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("colClient")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("colStatus")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("colOptions")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("colCreated")}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="p-2">
                  <Link className="text-brand underline" href={`/proposals?id=${row.id}`}>
                    {row.title || t("untitled")}
                  </Link>
                </td>
                <td className="p-2">{row.client?.name ?? t("noClient")}</td>
                <td className="p-2" data-testid="proposal-status">
                  {t(STATE_LABELS[row.status])}
                </td>
                <td className="p-2">{row.optionCount}</td>
                <td className="p-2">{formatInstant(row.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
