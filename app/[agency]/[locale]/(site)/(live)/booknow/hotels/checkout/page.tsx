import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { HotelCheckout } from "@/components/booking/checkout/hotel-checkout";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Checkout");
  return { title: t("title"), robots: { index: false } };
}

/**
 * The hotel checkout. The page is the same for everyone (cached per agency and language); the
 * offer, the stay and the quote are in the address and everything per visitor happens in the
 * browser (DESIGN §2, §9).
 */
export default async function HotelCheckoutPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Checkout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <PageMessages namespaces={["Checkout", "Trips", "PriceLines", "Payment"]}>
        {/* The address's query is read in the browser, below this boundary. */}
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <HotelCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </PageMessages>
    </main>
  );
}
