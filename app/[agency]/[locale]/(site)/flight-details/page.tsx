import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { BookingDetail } from "@/components/booking/trips/booking-detail";
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
  return { title: t("detailTitle"), robots: { index: false } };
}

/**
 * A flight booking (SPEC §2.1 /flight-details?reference=): the itinerary, the passengers with
 * their e-tickets, the status history and cancelling with the refund it gives. Signed-in
 * travellers and staff, and guests with the emailed link's token, see it at once; other visitors
 * find it by reference and last name.
 */
export default async function FlightBookingPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  const t = await getTranslations("FlightTrips");
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("detailTitle")}</h1>
      <PageMessages namespaces={TRIP_NAMESPACES}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <BookingDetail />
        </Suspense>
      </PageMessages>
    </main>
  );
}
