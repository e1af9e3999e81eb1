import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ResortResults } from "@/components/booking/resort/resort-results";
import { SkeletonList } from "@/components/booking/result-card";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("ResortBooking");
  return { title: t("searchTitle"), robots: { index: false, follow: true } };
}

/**
 * The resort results (/booknow/resort/search?regionId=…&place=…&<the stay>): the search is in the
 * address, read in the browser (DESIGN §2), so the page is rendered once for everyone and its
 * results are asked of the resort service from there.
 */
export default async function ResortSearchPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("ResortBooking");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="sr-only">{t("searchTitle")}</h1>
      <PageMessages namespaces={["ResortBooking", "Deals"]}>
        <Suspense fallback={<SkeletonList testId="resort-results-loading" />}>
          <ResortResults
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
