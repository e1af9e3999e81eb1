import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ProposalAnswer } from "@/components/proposals/proposal-answer";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Proposals.answer");
  return { title: t("declineTitle"), robots: { index: false, follow: false } };
}

/** SPEC §2.1 /disapproveProposal (issue 28): the client declines a proposal with a reason; no header (SPEC §2.5). */
export default async function DisapproveProposalPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  const t = await getTranslations("Proposals.answer");
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("declineTitle")}</h1>
      <PageMessages namespaces={["Proposals"]}>
        {/* The link's query is read in the browser: the page itself is the same for everyone. */}
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />
          }
        >
          <ProposalAnswer kind="decline" />
        </Suspense>
      </PageMessages>
    </main>
  );
}
