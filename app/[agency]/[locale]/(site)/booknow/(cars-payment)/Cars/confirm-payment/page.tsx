import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ConfirmPayment } from "@/components/booking/checkout/confirm-payment";
import { PageMessages } from "@/components/shell/page-messages";
import { TRIP_NAMESPACES } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Checkout");
  return { title: t("confirmationTitle"), robots: { index: false } };
}

/**
 * /booknow/Cars/confirm-payment?reference= (SPEC §2.1): after paying (and any 3-D Secure
 * challenge, which returns here) the booking's outcome, read in the browser: the references,
 * the rental, the price paid and the voucher.
 */
export default async function CarConfirmPaymentPage({ params }: { params: AgencyPageParams }) {
  await agencyPage(params);
  const t = await getTranslations("Checkout");
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("confirmationTitle")}</h1>
      <PageMessages namespaces={["Checkout", ...TRIP_NAMESPACES]}>
        <Suspense fallback={<p className="py-10 text-center text-slate-600">{t("loading")}</p>}>
          <ConfirmPayment product="cars" />
        </Suspense>
      </PageMessages>
    </main>
  );
}
