import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DealOfferPage } from "@/components/proposals/deal-offer-page";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage } from "@/lib/server/agency/page-context";

type Params = Promise<{ agency: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("DealLinks.page");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * SPEC §2.1 /booknow/hotels/deal (issue 28): a deal link's offer as its visitor opens it from the
 * short URL, signed out or not; the same page for everyone, its data from GET /api/deal-links/{id}.
 */
export default async function DealLinkOfferPage({ params }: { params: Params }) {
  await agencyPage(params);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageMessages namespaces={[...TRIP_NAMESPACES, "Proposals", "DealLinks"]}>
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />
          }
        >
          <DealOfferPage />
        </Suspense>
      </PageMessages>
    </main>
  );
}
