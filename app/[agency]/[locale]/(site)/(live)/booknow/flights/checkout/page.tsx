import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FlightCheckout } from "@/components/booking/flights/flight-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { FLIGHT_CHECKOUT_PATH } from "@/lib/booking/flight-search-params";

export const dynamic = "force-dynamic";

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
 * payment. The search, the offer, the quote and the currency (`curr`, SPEC §2.2) are in the
 * address; the page renders for its request, with the buyer's quote when the address names one
 * (CheckoutAnswers).
 */
export default async function FlightCheckoutPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="FlightCheckout" namespaces={NAMESPACES}>
        <CheckoutAnswers path={FLIGHT_CHECKOUT_PATH} params={params} searchParams={searchParams}>
          <FlightCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </WordedPageMessages>
    </main>
  );
}
