import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ConfirmPayment } from "@/components/booking/checkout/confirm-payment";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

type Params = Promise<Awaited<AgencyPageParams> & { referenceNumber: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("ActivityCheckout");
  return { title: t("confirmationTitle"), robots: { index: false } };
}

/**
 * An activity booking's confirmation (SPEC §2.1 /booknow/activities/confirmation/:referenceNumber):
 * the booking read in the browser (the guest's `token` in the address when there is one), a
 * booking still awaiting 3-D Secure completed here as on the other products' pages.
 */
export default async function ActivityConfirmationPage({ params }: { params: Params }) {
  await agencyPage(params);
  const { referenceNumber } = await params;
  const t = await getTranslations("ActivityCheckout");
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("confirmationTitle")}</h1>
      <PageMessages namespaces={["Checkout", ...TRIP_NAMESPACES]}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <ConfirmPayment product="activities" reference={referenceNumber} />
        </Suspense>
      </PageMessages>
    </main>
  );
}
