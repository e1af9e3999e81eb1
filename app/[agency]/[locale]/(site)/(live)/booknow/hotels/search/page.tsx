import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { HotelResults } from "@/components/booking/hotels/hotel-results";
import { ResultsSkeleton } from "@/components/booking/hotels/hotel-result-card";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Hotels");
  // One page per search: nothing for a search engine to keep.
  return { title: t("resultsTitle"), robots: { index: false, follow: true } };
}

/**
 * Hotel results. The search is in the address, which only the browser reads (DESIGN §2: the
 * page itself is the same for everyone and cached), hence the Suspense boundary.
 */
export default async function HotelResultsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Hotels");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("resultsTitle")}</h1>
      <PageMessages namespaces={["Hotels", "Deals"]}>
        <Suspense fallback={<ResultsSkeleton />}>
          <HotelResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyCountry={agency.country}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
