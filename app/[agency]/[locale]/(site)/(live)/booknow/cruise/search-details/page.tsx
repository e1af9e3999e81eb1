import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DetailsSkeleton } from "@/components/booking/result-card";
import { CruiseDetails } from "@/components/booking/cruise/cruise-details";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Cruises");
  return { title: t("detailsTitle"), robots: { index: false, follow: true } };
}

/**
 * One sailing (SPEC §2.1 /booknow/cruise/search-details): the sailing and the party are in the
 * address, read in the browser (DESIGN §2), so the page is rendered once for everyone.
 */
export default async function CruiseDetailsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Cruises");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("detailsTitle")}</h1>
      <PageMessages namespaces={["Cruises", "CruiseTrips", "Deals", "ProposalAdd"]}>
        <Suspense fallback={<DetailsSkeleton label={t("loadingSailing")} />}>
          <CruiseDetails
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
