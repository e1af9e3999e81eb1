import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivitySearchForm } from "@/components/booking/activities/activity-search-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("Activities");
  // The agency may rename its Activities booking menu item.
  const item = agency.bookingMenuItemOptions.find((m) => m.slug === "activities");
  return { t, title: item?.title ?? t("title") };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { title } = await load(params);
  return { title, alternates: { canonical: "/booknow/activities" } };
}

/** The Activities landing: the search form; the results page takes it from there. */
export default async function ActivitiesPage({ params }: { params: AgencyPageParams }) {
  const { t, title } = await load(params);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PageMessages namespaces={["Activities"]}>
          <ActivitySearchForm />
        </PageMessages>
      </div>
    </main>
  );
}
