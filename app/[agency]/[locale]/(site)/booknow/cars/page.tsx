import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CarLanding } from "@/components/booking/cars/car-landing";
import { PageMessages } from "@/components/shell/page-messages";
import { CARS_PATH } from "@/lib/booking/product-pages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Cars");
  // The agency may rename its Cars booking menu item.
  const item = agency.bookingMenuItemOptions.find((m) => m.slug === "cars");
  return { t, title: item?.title ?? t("title") };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { title } = await load(params);
  return { title, alternates: { canonical: CARS_PATH } };
}

/**
 * The Cars landing: the car search form, filled with the search of the address when there is one
 * (read in the browser, so the page is cached once for everyone); the results take it from there.
 */
export default async function CarsPage({ params }: { params: AgencyPageParams }) {
  const { t, title } = await load(params);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PageMessages namespaces={["Cars", "FlightSearch"]}>
          <Suspense
            fallback={
              <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-slate-100" />
            }
          >
            <CarLanding />
          </Suspense>
        </PageMessages>
      </div>
    </main>
  );
}
