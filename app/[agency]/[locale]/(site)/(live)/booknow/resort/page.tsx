import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/shell/page-messages";
import { ResortFinder } from "@/components/booking/resort/resort-finder";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  // SPEC §2.1: the /booknow/resort routes exist only while the Resorts menu item is active (the
  // layout answers 404 otherwise).
  const resorts = agency.bookingMenuItemOptions.find((m) => m.slug === "resort" && m.active);
  return { agency, title: resorts?.title ?? null };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { title } = await load(params);
  return { title: title ?? undefined, alternates: { canonical: "/booknow/resort" } };
}

/** The resort landing: find a destination, see the resort deals near it. */
export default async function ResortPage({ params }: { params: AgencyPageParams }) {
  const { agency, title } = await load(params);
  if (!title) notFound();
  const t = await getTranslations("Resort");
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
      <PageMessages namespaces={["Resort", "ResortBooking", "Deals"]}>
        <ResortFinder
          allowNonLoginFlow={agency.allowNonLoginFlow}
          agencyDefaultCurrency={agency.defaultCurrency}
        />
      </PageMessages>
    </main>
  );
}
