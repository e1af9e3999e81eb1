import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CarReservation } from "@/components/booking/cars/car-reservation";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("CarBooking");
  return { title: t("reservationTitle"), robots: { index: false } };
}

/**
 * The main driver of a chosen car. The page is the same for everyone (cached per agency and
 * language); the search and the offer are in the address, the extras and the driver in this
 * tab's draft, and everything else happens in the browser.
 */
export default async function CarReservationPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("CarBooking");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("reservationTitle")}</h1>
      <PageMessages namespaces={["Cars", "CarBooking", "CarErrors", "Checkout", "Deals"]}>
        {/* The address's query is read in the browser, below this boundary. */}
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <CarReservation
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
