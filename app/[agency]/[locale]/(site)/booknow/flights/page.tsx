import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FlightSearchForm } from "@/components/booking/flights/flight-search-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("FlightSearch");
  // The agency may rename its Air Travel booking menu item.
  const item = agency.bookingMenuItemOptions.find((m) => m.slug === "flights");
  return { t, title: item?.title ?? t("title") };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { title } = await load(params);
  return { title, alternates: { canonical: "/booknow/flights" } };
}

/** The Air Travel landing: the flight search form; the results page takes it from there. */
export default async function FlightsPage({ params }: { params: AgencyPageParams }) {
  const { t, title } = await load(params);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PageMessages namespaces={["FlightSearch"]}>
          <FlightSearchForm />
        </PageMessages>
      </div>
    </main>
  );
}
