import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CruiseResults } from "@/components/booking/cruise/cruise-results";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Cruises");
  // One page per search: nothing for a search engine to keep.
  return { title: t("resultsTitle"), robots: { index: false, follow: true } };
}

/**
 * Cruise results. The search, filters and order are the address, read in the browser (DESIGN
 * §2), so the page is rendered once for everyone and the sailings are asked for from there.
 */
export default async function CruiseResultsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Cruises");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("resultsTitle")}</h1>
      <PageMessages namespaces={["Cruises", "CruiseTrips", "Deals"]}>
        <Suspense fallback={null}>
          <CruiseResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
