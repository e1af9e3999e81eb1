import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CarResults } from "@/components/booking/cars/car-results";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { FirstAnswers } from "@/lib/server/http/first-answers";
import { carResultsAnswers } from "@/lib/server/products/cars/page-answers";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Cars");
  // One page per search: nothing for a search engine to keep.
  return { title: t("resultsTitle"), robots: { index: false, follow: true } };
}

/**
 * Car results. The search, filters and order are the address, so the page renders per request
 * with them, the cars included for a visitor (as the hotels' results do).
 */
export default async function CarResultsPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Cars");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("resultsTitle")}</h1>
      <PageMessages namespaces={["Cars", "FlightSearch", "Deals"]}>
        <FirstAnswers params={params} searchParams={searchParams} answers={carResultsAnswers}>
          <CarResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </FirstAnswers>
      </PageMessages>
    </main>
  );
}
