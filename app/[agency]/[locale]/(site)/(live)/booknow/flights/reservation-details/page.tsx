import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ReservationDetails } from "@/components/booking/flights/reservation-details";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("FlightPassengers");
  return { title: t("title"), robots: { index: false } };
}

/** The namespaces the reservation-details page's client components use. */
const NAMESPACES = [
  "FlightPassengers",
  "FlightSeats",
  "FlightCheckout",
  "FlightErrors",
  "FlightResults",
  "FlightSearch",
  "FlightFares",
  "Checkout",
] as const;

/**
 * Air Travel's reservation details: the chosen fare, the passengers and the contact, then the
 * seats. The page is the same for everyone (cached per agency and language); the search, the
 * itinerary and the offer are in the address and everything else happens in the browser.
 */
export default async function FlightReservationPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightPassengers");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="FlightCheckout" namespaces={NAMESPACES}>
        {/* The address's query is read in the browser, below this boundary. */}
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <ReservationDetails
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </WordedPageMessages>
    </main>
  );
}
