import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AgencyHtml } from "@/components/content/agency-html";
import { PageFrame } from "@/components/content/page-frame";
import { agencyPageContent } from "@/lib/server/agency/content";
import { agencyPage } from "@/lib/server/agency/page-context";
import { hasContent } from "@/lib/server/content/html";
import { cruiseLine } from "@/lib/server/inventory/cruise/lines";
import { penaltyTable } from "@/lib/server/inventory/cruise/penalties";

type Params = Promise<{ agency: string; locale: string; line: string }>;

async function load(params: Params) {
  const { agency } = await agencyPage(params);
  const { line: id } = await params;
  // Every line the engine sells has its schedule here; SPEC's five also have the menu's link and
  // the agency's own text (CRUISE_LINE_PAGES), which a sailing's details page links to as well.
  const line = cruiseLine(id);
  if (!line) notFound();
  const page = await agencyPageContent(agency, `cancellation-policy/${id}`);
  const t = await getTranslations("CruiseCancellation");
  return {
    id,
    line,
    // The agency's own words, when it wrote some, stand above the line's schedule.
    html: page && hasContent(page.content) ? page.content : null,
    title: page?.title || t("title", { line: line.name }),
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, title } = await load(params);
  return { title, alternates: { canonical: `/cancellation-policy/${id}` } };
}

/**
 * A cruise line's cancellation policy (SPEC §2.1): the agency's text, then the line's charges by
 * days before sailing, from the schedule the engine refunds by (inventory/cruise/penalties.ts),
 * so that the page and a booking's refund can never disagree.
 */
export default async function CruiseLineCancellationPage({ params }: { params: Params }) {
  const { line, html, title } = await load(params);
  const t = await getTranslations("CruiseCancellation");
  const format = await getFormatter();
  const rows = penaltyTable(line.cancellation);
  const days = (row: (typeof rows)[number]) =>
    row.toDays === null
      ? t("orMore", { days: row.fromDays })
      : row.fromDays === 0
        ? t("orFewer", { days: row.toDays })
        : t("range", { far: row.toDays, near: row.fromDays });
  return (
    <PageFrame title={title}>
      {html && <AgencyHtml html={html} />}
      <table className="mt-6 w-full border-collapse text-start" data-testid="penalty-table">
        <caption className="mb-2 text-start font-semibold">
          {t("caption", { line: line.name })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pe-4 text-start">
              {t("days")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("charge")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fromDays} className="border-b border-slate-200">
              <td className="py-2 pe-4">{days(row)}</td>
              <td className="py-2">
                {row.percent === 0
                  ? t("none")
                  : t("share", { share: format.number(row.percent / 100, { style: "percent" }) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-slate-600">{t("counting")}</p>
    </PageFrame>
  );
}
