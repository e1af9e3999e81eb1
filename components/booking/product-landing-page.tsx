import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/**
 * A product's search landing (`/booknow/hotels`, `…/flights`, `…/cars`, `…/activities`): the
 * agency's name for its booking menu item (or the product's own title), the product's intro and
 * its search form; the results page takes it from there.
 */
export function productLandingPage({
  slug,
  namespace,
  canonical,
  messages,
  form,
}: {
  /** The booking menu item's slug, which the agency may rename. */
  slug: string;
  /** The namespace with the product's `title` and `intro`. */
  namespace: string;
  canonical: string;
  /** The namespaces the form reads in the browser. */
  messages: readonly string[];
  form: (agency: Awaited<ReturnType<typeof agencyPage>>["agency"]) => ReactNode;
}) {
  async function load(params: AgencyPageParams) {
    const { agency } = await agencyPage(params);
    const t = await getTranslations(namespace);
    const item = agency.bookingMenuItemOptions.find((m) => m.slug === slug);
    return { agency, t, title: item?.title ?? t("title") };
  }

  async function generateMetadata({ params }: { params: AgencyPageParams }): Promise<Metadata> {
    const { title } = await load(params);
    return { title, alternates: { canonical } };
  }

  async function LandingPage({ params }: { params: AgencyPageParams }) {
    const { agency, t, title } = await load(params);
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 mb-8 text-slate-600">{t("intro")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <PageMessages namespaces={messages}>{form(agency)}</PageMessages>
        </div>
      </main>
    );
  }

  return { generateMetadata, LandingPage };
}
