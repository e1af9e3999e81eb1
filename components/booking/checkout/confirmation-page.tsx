import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES, type BookedProduct } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { ConfirmPayment } from "./confirm-payment";

type Params = Promise<Awaited<AgencyPageParams> & { referenceNumber?: string }>;

/**
 * A product's confirmation page (SPEC §2.1: `/booknow/hotels/confirm-payment`,
 * `/booknow/flights/confirmation`, `/booknow/Cars/confirm-payment`,
 * `/booknow/activities/confirmation/:referenceNumber`): after paying, and where a 3-D Secure
 * challenge returns, the booking's outcome read in the browser (a booking still awaiting the
 * challenge is completed there). The reference is in the address's query or, for activities, its
 * path; the title is `confirmationTitle` of the product's `namespace`.
 */
export function confirmationPage(
  product: BookedProduct,
  namespace: "Checkout" | "FlightTrips" | "ActivityCheckout" | "CruiseCheckout" | "ResortTrips",
) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await agencyPage(params);
    const t = await getTranslations(namespace);
    return { title: t("confirmationTitle"), robots: { index: false } };
  }

  async function ConfirmationPage({ params }: { params: Params }) {
    await agencyPage(params);
    const { referenceNumber } = await params;
    const t = await getTranslations(namespace);
    return (
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("confirmationTitle")}</h1>
        <PageMessages namespaces={["Checkout", ...TRIP_NAMESPACES, "PriceLines"]}>
          <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
            <ConfirmPayment product={product} reference={referenceNumber} />
          </Suspense>
        </PageMessages>
      </main>
    );
  }

  return { generateMetadata, ConfirmationPage };
}
