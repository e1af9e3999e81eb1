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
  const t = await getTranslations("ActivityTrips");
  return { title: t("detailTitle"), robots: { index: false } };
}

/**
 * An activity booking (/mytrip/activity-details?reference=; SPEC names no page for it): the
 * activity's start on its own clock, the meeting point, a ticket for each traveller, the answers
 * given, the tickets' PDF and cancelling with the refund it gives. Outside the signed-in pages,
 * as /hotel-details is: signed-in travellers and staff, and guests with the emailed link's token,
 * see it at once; other visitors find it by reference and last name.
 */
export default async function ActivityBookingPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  const t = await getTranslations("ActivityTrips");
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
