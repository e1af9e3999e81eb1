import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { FlightFares } from "@/components/booking/flights/flight-fares";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("FlightFares");
  return { title: t("title"), robots: { index: false, follow: true } };
}

/**
 * An itinerary and its fares: the search and `itinerary` are in the address, read in the
 * browser (DESIGN §2), so the page is cached once for everyone.
 */
export default async function FlightFaresPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightFares");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <PageMessages
        namespaces={["FlightSearch", "FlightResults", "FlightFares", "Deals", "ProposalAdd"]}
      >
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
          }
        >
          <FlightFares
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
