import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DetailsSkeleton } from "@/components/booking/result-card";
import { ResortDetails } from "@/components/booking/resort/resort-details";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("ResortBooking");
  return { title: t("detailsTitle"), robots: { index: false, follow: true } };
}

/**
 * One resort property (/booknow/resort/details?propertyId=, the resort deal cards' link): the
 * property and the stay are in the address, read in the browser (DESIGN §2), so the page is
 * rendered once for everyone and its units are asked of the resort service from there.
 */
export default async function ResortDetailsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("ResortBooking");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="sr-only">{t("detailsTitle")}</h1>
      <PageMessages namespaces={["ResortBooking", "Deals", "ProposalAdd"]}>
        <Suspense fallback={<DetailsSkeleton label={t("loading")} />}>
          <ResortDetails
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
