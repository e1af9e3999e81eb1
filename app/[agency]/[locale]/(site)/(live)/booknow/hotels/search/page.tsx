import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HotelResults } from "@/components/booking/hotels/hotel-results";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { FirstAnswers } from "@/lib/server/http/first-answers";
import { hotelResultsAnswers } from "@/lib/server/products/hotels/page-answers";

export const dynamic = "force-dynamic";

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
 * Hotel results. The search is the address, so the page renders per request with it: the search
 * form's face, the filters and (for a visitor, FirstAnswers) the hotels arrive as HTML and
 * hydrate. Cached without its search, the page had the browser render all of it after loading and
 * a call (issue 26: most of its blocking time, and its largest paint).
 */
export default async function HotelResultsPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Hotels");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("resultsTitle")}</h1>
      <PageMessages namespaces={["Hotels", "Deals"]}>
        <FirstAnswers params={params} searchParams={searchParams} answers={hotelResultsAnswers}>
          <HotelResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyCountry={agency.country}
          />
        </FirstAnswers>
      </PageMessages>
    </main>
  );
}
