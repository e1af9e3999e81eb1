import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CarDetails } from "@/components/booking/cars/car-details";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Cars");
  return { title: t("detailsTitle"), robots: { index: false, follow: true } };
}

/**
 * A car of a search (what the home page's car deal cards open too): the search and `offerId` are
 * in the address, read in the browser (DESIGN §2), so the page is cached once for everyone.
 */
export default async function CarDetailsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Cars");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("detailsTitle")}</h1>
      <PageMessages namespaces={["Cars", "CarErrors", "Deals", "ProposalAdd"]}>
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-slate-100" />
          }
        >
          <CarDetails
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
