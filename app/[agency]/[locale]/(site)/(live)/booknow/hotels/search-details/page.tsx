import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { HotelDetails } from "@/components/booking/hotels/hotel-details";
import { DetailsSkeleton } from "@/components/booking/result-card";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Hotels");
  return { title: t("detailsTitle"), robots: { index: false, follow: true } };
}

/**
 * A hotel for a stay: `hotelId` and the search are in the address, read in the browser (DESIGN
 * §2), so the page is cached once for everyone. The hotel's name is the client's heading.
 */
export default async function HotelDetailsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Hotels");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMessages namespaces={["Hotels", "Deals"]}>
        <Suspense fallback={<DetailsSkeleton label={t("loadingHotel")} />}>
          <HotelDetails
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyCountry={agency.country}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
