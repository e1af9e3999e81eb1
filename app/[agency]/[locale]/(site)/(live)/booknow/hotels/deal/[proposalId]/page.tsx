import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProposalPage } from "@/components/proposals/proposal-page";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage } from "@/lib/server/agency/page-context";

type Params = Promise<{ agency: string; locale: string; proposalId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Proposals.page");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * SPEC §2.1 /booknow/hotels/deal/:proposalId (issue 28): a proposal as its client opens it from
 * the emailed link, signed out or not; the link's token is read in the browser, so the page is
 * the same for everyone and its data comes from GET /api/proposals/{id}.
 */
export default async function ProposalDealPage({ params }: { params: Params }) {
  await agencyPage(params);
  const { proposalId } = await params;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageMessages namespaces={[...TRIP_NAMESPACES, "Proposals"]}>
        <ProposalPage proposalId={proposalId} />
      </PageMessages>
    </main>
  );
}
