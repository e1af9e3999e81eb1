import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CruiseCheckout } from "@/components/booking/cruise/cruise-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { CRUISE_CHECKOUT_PATH } from "@/lib/booking/cruise-search-params";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("CruiseCheckout");
  return { title: t("title"), robots: { index: false } };
}

/** The namespaces the cruise checkout's client components use (the shared checkout's among them). */
const NAMESPACES = [
  "CruiseCheckout",
  "CruiseTrips",
  "CruiseErrors",
  "Checkout",
  "PriceLines",
  "Payment",
];

/**
 * The cruise checkout: the cabin held, what is booked and the line's charges, every guest and the
 * dining time, the payment (a deposit or the whole price). The sailing, the cabin, the party and
 * the quote are in the address; the page renders for its request, with the buyer's quote when the
 * address names one (CheckoutAnswers).
 */
export default async function CruiseCheckoutPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("CruiseCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="CruiseCheckout" namespaces={NAMESPACES}>
        <CheckoutAnswers path={CRUISE_CHECKOUT_PATH} params={params} searchParams={searchParams}>
          <CruiseCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </WordedPageMessages>
    </main>
  );
}
