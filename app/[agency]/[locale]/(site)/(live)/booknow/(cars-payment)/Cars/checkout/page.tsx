import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CarCheckout } from "@/components/booking/cars/car-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { CAR_CHECKOUT_PATH } from "@/lib/booking/car-search-params";

export const dynamic = "force-dynamic";

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
 * driver, the payment. The search, the offer and the quote are in the address; the page renders
 * for its request, with the buyer's quote when the address names one (CheckoutAnswers).
 */
export default async function CarCheckoutPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("CarBooking");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("checkoutTitle")}</h1>
      <WordedPageMessages
        namespaces={["Cars", "CarBooking", "CarErrors", "PriceLines", "Payment"]}
        wording="CarBooking"
      >
        <CheckoutAnswers path={CAR_CHECKOUT_PATH} params={params} searchParams={searchParams}>
          <CarCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </WordedPageMessages>
    </main>
  );
}
