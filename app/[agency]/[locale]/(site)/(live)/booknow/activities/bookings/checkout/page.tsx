import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ActivityCheckout } from "@/components/booking/activities/activity-checkout";
import { WordedPageMessages } from "@/components/booking/checkout/worded-page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

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
 * The same for everyone (cached per agency and language); the slot, the day, the travellers and
 * the quote are in the address and everything per visitor happens in the browser.
 */
export default async function ActivityCheckoutPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("ActivityCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <WordedPageMessages wording="ActivityCheckout" namespaces={NAMESPACES}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <ActivityCheckout
            allowNonLoginFlow={agency.allowNonLoginFlow}
            agencyDefaultCurrency={agency.defaultCurrency}
          />
        </Suspense>
      </WordedPageMessages>
    </main>
  );
}
