import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivityCheckout } from "@/components/booking/activities/activity-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import {
  agencyPage,
  type AgencyPageParams,
  type PageSearchParams,
} from "@/lib/server/agency/page-context";
import { CheckoutAnswers } from "@/lib/server/http/checkout-answers";
import { ACTIVITY_CHECKOUT_PATH } from "@/lib/booking/activity-search-params";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("ActivityCheckout");
  return { title: t("title"), robots: { index: false } };
}

/** The namespaces the activity checkout's client components use (the shared checkout's among them). */
const NAMESPACES = [
  "Activities",
  "ActivityCheckout",
  "ActivityErrors",
  "Checkout",
  "PriceLines",
  "Payment",
];

/**
 * The activity checkout: the slot held, what is booked, the travellers and answers, the payment.
 * The slot, the day, the travellers and the quote are in the address; the page renders for its
 * request, with the buyer's quote when the address names one (CheckoutAnswers).
 */
export default async function ActivityCheckoutPage({
  params,
  searchParams,
}: {
  params: AgencyPageParams;
  searchParams: PageSearchParams;
}) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("ActivityCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="ActivityCheckout" namespaces={NAMESPACES}>
        <CheckoutAnswers path={ACTIVITY_CHECKOUT_PATH} params={params} searchParams={searchParams}>
          <ActivityCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </CheckoutAnswers>
      </WordedPageMessages>
    </main>
  );
}
