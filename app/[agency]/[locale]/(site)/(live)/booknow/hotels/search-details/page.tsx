import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HotelDetails } from "@/components/booking/hotels/hotel-details";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { FirstAnswers } from "@/lib/server/http/first-answers";
import { hotelDetailsAnswers } from "@/lib/server/products/hotels/page-answers";

export const dynamic = "force-dynamic";

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
 * A hotel for a stay: `hotelId` and the search are the address, so the page renders per request
 * with them, the hotel and its rates included for a visitor (as the results do). The hotel's name
 * is the client's heading.
 */
export default async function HotelDetailsPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMessages namespaces={["Hotels", "Deals", "ProposalAdd"]}>
        <FirstAnswers params={params} searchParams={searchParams} answers={hotelDetailsAnswers}>
          <HotelDetails
            agencyDefaultCurrency={agency.defaultCurrency}
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyCountry={agency.country}
          />
        </FirstAnswers>
      </PageMessages>
    </main>
  );
}
