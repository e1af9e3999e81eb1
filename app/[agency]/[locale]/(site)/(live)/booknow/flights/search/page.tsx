import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FlightResults } from "@/components/booking/flights/flight-results";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { FirstAnswers } from "@/lib/server/http/first-answers";
import { flightResultsAnswers } from "@/lib/server/products/flights/page-answers";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("FlightResults");
  // One page per search: nothing for a search engine to keep.
  return { title: t("title"), robots: { index: false, follow: true } };
}

/**
 * Flight results. The search, filters and order are the address, so the page renders per request
 * with them, the itineraries included for a visitor (as the hotels' results do).
 */
export default async function FlightResultsPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightResults");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <PageMessages namespaces={["FlightSearch", "FlightResults", "Deals"]}>
        <FirstAnswers params={params} searchParams={searchParams} answers={flightResultsAnswers}>
          <FlightResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </FirstAnswers>
      </PageMessages>
    </main>
  );
}
