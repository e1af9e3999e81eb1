import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DetailsSkeleton } from "@/components/booking/result-card";
import { ActivityDetails } from "@/components/booking/activities/activity-details";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

type Params = Promise<Awaited<AgencyPageParams> & { productCode: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Activities");
  return { title: t("detailsTitle"), robots: { index: false, follow: true } };
}

/**
 * One activity (SPEC §2.1 /booknow/activities/result-details/:productCode): its day, travellers
 * and slot are in the address, read in the browser (DESIGN §2), so the page is cached once per
 * activity for everyone. The activity's title is the client's heading.
 */
export default async function ActivityDetailsPage({ params }: { params: Params }) {
  const { agency } = await agencyPage(params);
  const { productCode } = await params;
  const t = await getTranslations("Activities");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMessages namespaces={["Activities", "Deals", "ProposalAdd"]}>
        <Suspense fallback={<DetailsSkeleton label={t("loadingActivity")} />}>
          <ActivityDetails
            productCode={productCode}
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
