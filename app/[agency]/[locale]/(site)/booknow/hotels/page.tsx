import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HotelSearchForm } from "@/components/booking/hotels/search-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Hotels");
  // The agency may rename its Hotels booking menu item.
  const item = agency.bookingMenuItemOptions.find((m) => m.slug === "hotels");
  return { agency, t, title: item?.title ?? t("title") };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { title } = await load(params);
  return { title, alternates: { canonical: "/booknow/hotels" } };
}

/** The hotel search landing: the search form; the results page takes it from there. */
export default async function HotelsPage({ params }: { params: AgencyPageParams }) {
  const { agency, t, title } = await load(params);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PageMessages namespaces={["Hotels"]}>
          <HotelSearchForm agencyCountry={agency.country} />
        </PageMessages>
      </div>
    </main>
  );
}
