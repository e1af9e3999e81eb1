import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ConfirmPayment } from "@/components/booking/checkout/confirm-payment";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("FlightTrips");
  return { title: t("confirmationTitle"), robots: { index: false } };
}

/**
 * A flight booking's confirmation (SPEC §2.1 /booknow/flights/confirmation?reference=): the
 * booking and airline references, each passenger's e-ticket, the itinerary, the seats, the price
 * paid and the documents. It is also where a 3-D Secure challenge returns: a booking still
 * awaiting it is completed here, as the hotels' confirm-payment does, by the same component.
 */
export default async function FlightConfirmationPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  const t = await getTranslations("FlightTrips");
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("confirmationTitle")}</h1>
      <PageMessages namespaces={["Checkout", ...TRIP_NAMESPACES]}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <ConfirmPayment product="flights" />
        </Suspense>
      </PageMessages>
    </main>
  );
}
