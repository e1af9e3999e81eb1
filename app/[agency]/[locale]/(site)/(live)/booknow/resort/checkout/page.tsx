import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResortCheckout } from "@/components/booking/resort/resort-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { RESORT_CHECKOUT_PATH } from "@/lib/booking/resort-stay-params";

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

/** The namespaces the resort checkout's client components use (the shared checkout's among them). */
const NAMESPACES = ["ResortTrips", "Checkout", "PriceLines", "Payment"];

/**
 * The resort checkout: the unit held, a guest per unit, the payment (a deposit where the property
 * asks one). The stay, the unit and the quote are in the address; the page renders for its
 * request, with the buyer's quote when the address names one (CheckoutAnswers).
 */
export default async function ResortCheckoutPage({
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
      <WordedPageMessages wording="ResortTrips" namespaces={NAMESPACES}>
        <CheckoutAnswers path={RESORT_CHECKOUT_PATH} params={params} searchParams={searchParams}>
          <ResortCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </WordedPageMessages>
    </main>
  );
}
