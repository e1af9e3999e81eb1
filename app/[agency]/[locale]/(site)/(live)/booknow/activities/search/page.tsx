import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivityResults } from "@/components/booking/activities/activity-results";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { FirstAnswers } from "@/lib/server/http/first-answers";
import { activityResultsAnswers } from "@/lib/server/products/activities/page-answers";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Activities");
  // One page per search: nothing for a search engine to keep.
  return { title: t("resultsTitle"), robots: { index: false, follow: true } };
}

/**
 * Activity results. The search, filters and order are the address, so the page renders per
 * request with them, the activities included for a visitor (as the hotels' results do).
 */
export default async function ActivityResultsPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Activities");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("resultsTitle")}</h1>
      <PageMessages namespaces={["Activities", "Deals"]}>
        <FirstAnswers params={params} searchParams={searchParams} answers={activityResultsAnswers}>
          <ActivityResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </FirstAnswers>
      </PageMessages>
    </main>
  );
}
