import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { BookingDetail } from "./booking-detail";

/**
 * A product's booking page (`/hotel-details`, `/flight-details`, `/mytrip/car-details`,
 * `/mytrip/activity-details`, each `?reference=`): its title from the product's trips namespace,
 * then the booking. Outside the signed-in pages: signed-in travellers and staff, and guests with
 * the emailed link's token, see it at once; other visitors find it by reference and last name.
 */
export function bookingDetailPage(
  namespace: "Trips" | "FlightTrips" | "CarTrips" | "ActivityTrips" | "CruiseTrips" | "ResortTrips",
) {
  async function generateMetadata({ params }: { params: AgencyPageParams }): Promise<Metadata> {
    await agencyPage(params);
    const t = await getTranslations(namespace);
    return { title: t("detailTitle"), robots: { index: false } };
  }

  async function BookingPage({ params }: { params: AgencyPageParams }) {
    await agencyPage(params);
    const t = await getTranslations(namespace);
    return (
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("detailTitle")}</h1>
        <PageMessages namespaces={[...TRIP_NAMESPACES, "PriceLines", "AgencyBookings"]}>
          <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
            <BookingDetail />
          </Suspense>
        </PageMessages>
      </main>
    );
  }

  return { generateMetadata, BookingPage };
}
