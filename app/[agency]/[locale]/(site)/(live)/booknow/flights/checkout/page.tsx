import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { FlightCheckout } from "@/components/booking/flights/flight-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("FlightCheckout");
  return { title: t("title"), robots: { index: false } };
}

/** The namespaces the flight checkout's client components use (the hotel checkout's among them). */
const NAMESPACES = [
  "FlightCheckout",
  "FlightPassengers",
  "FlightResults",
  "FlightSearch",
  "FlightFares",
  "Checkout",
  "Trips",
  "PriceLines",
  "Payment",
] as const;

/**
 * Air Travel's checkout: the fare held, the price checked, the passengers and seats, the
 * payment. The same for everyone (cached per agency and language); the search, the offer, the
 * quote and the currency (`curr`, SPEC §2.2) are in the address.
 */
export default async function FlightCheckoutPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="FlightCheckout" namespaces={NAMESPACES}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <FlightCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </WordedPageMessages>
    </main>
  );
}
