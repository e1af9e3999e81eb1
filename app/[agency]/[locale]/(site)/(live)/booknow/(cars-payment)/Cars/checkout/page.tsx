import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CarCheckout } from "@/components/booking/cars/car-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("CarBooking");
  return { title: t("checkoutTitle"), robots: { index: false } };
}

/**
 * /booknow/Cars/checkout (SPEC §2.1 writes it with a capital C; the route group keeps it apart
 * from /booknow/cars on file systems that ignore case). The car held, the price checked, the
 * driver, the payment. The same for everyone (cached per agency and language); the search, the
 * offer and the quote are in the address.
 */
export default async function CarCheckoutPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("CarBooking");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("checkoutTitle")}</h1>
      <WordedPageMessages
        namespaces={["Cars", "CarBooking", "CarErrors", "PriceLines", "Payment"]}
        wording="CarBooking"
      >
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <CarCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </WordedPageMessages>
    </main>
  );
}
