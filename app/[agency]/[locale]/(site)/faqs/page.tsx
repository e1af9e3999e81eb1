import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgencyHtml } from "@/components/content/agency-html";
import { PageFrame, Unavailable } from "@/components/content/page-frame";
import { faqs } from "@/lib/server/agency/content";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/** SPEC §5: the accordion is shown only if every question is longer than 3 characters. */
const MIN_QUESTION_LENGTH = 4;

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Faq");
  return { title: agency.faqEnableTitle ?? t("title"), alternates: { canonical: "/faqs" } };
}

/** SPEC §2.4: header message and a single-open accordion, or the disabled / empty messages. */
export default async function FaqPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Faq");
  const [page] = await faqs(agency);
  if (!agency.isFaqEnable || !page?.isEnabled) {
    return <Unavailable title={t("notAvailable")} detail={t("checkBack")} />;
  }
  const valid =
    page.questions.length > 0 &&
    page.questions.every((q) => q.question.trim().length >= MIN_QUESTION_LENGTH);
  return (
    <PageFrame title={agency.faqEnableTitle ?? t("title")}>
      {page.headerMessage && <p className="text-lg text-slate-600">{page.headerMessage}</p>}
      {valid ? (
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {page.questions.map((q, i) => (
            // <details name> makes the group exclusive: opening one closes the others, without JS.
            <details key={i} name="faq" className="group px-5 py-4" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                {q.question}
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <AgencyHtml html={q.answer} className="mt-3" />
            </details>
          ))}
        </div>
      ) : (
        <p className="mt-8 text-slate-600">{t("none")}</p>
      )}
    </PageFrame>
  );
}
