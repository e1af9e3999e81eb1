import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HotelCheckout } from "@/components/booking/checkout/hotel-checkout";
import { PageMessages } from "@/components/shell/page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { hotelCheckoutAnswers } from "@/lib/server/products/hotels/page-answers";
import { HOTEL_CHECKOUT_PATH } from "@/lib/booking/hotel-search-params";

export const dynamic = "force-dynamic";

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
 * The hotel checkout. The offer, the stay and the quote are in the address; the page renders for
 * its request, with the buyer's quote when the address names one (CheckoutAnswers, DESIGN §9).
 */
export default async function HotelCheckoutPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Checkout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <PageMessages namespaces={["Checkout", "Trips", "PriceLines", "Payment"]}>
        <CheckoutAnswers
          path={HOTEL_CHECKOUT_PATH}
          preview={hotelCheckoutAnswers}
          params={params}
          searchParams={searchParams}
        >
          <HotelCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </PageMessages>
    </main>
  );
}
