import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { ProposalAnswer } from "./proposal-answer";

/** Each answer's title, by its message key (named, so every key is found in the code). */
const TITLES = { decline: "declineTitle", ask: "askTitle" } as const;

/**
 * SPEC §2.1 /disapproveProposal and /allowAgentProposal (issue 28): the page of a client's answer
 * to a proposal, its metadata and its form; no header (SPEC §2.5). The link's query is read in the
 * browser, so the page itself is the same for everyone.
 */
export function proposalAnswerPage(kind: keyof typeof TITLES) {
  async function generateMetadata({ params }: { params: AgencyPageParams }): Promise<Metadata> {
    await agencyPage(params);
    const t = await getTranslations("Proposals.answer");
    return { title: t(TITLES[kind]), robots: { index: false, follow: false } };
  }
  async function Page({ params }: { params: AgencyPageParams }) {
    await agencyPage(params);
    const t = await getTranslations("Proposals.answer");
    return (
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t(TITLES[kind])}</h1>
        <PageMessages namespaces={["Proposals"]}>
          <Suspense
            fallback={
              <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />
            }
          >
            <ProposalAnswer kind={kind} />
          </Suspense>
        </PageMessages>
      </main>
    );
  }
  return { generateMetadata, Page };
}
