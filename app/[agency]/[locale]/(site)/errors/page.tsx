import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export const metadata: Metadata = { robots: { index: false } };

/** SPEC §2.5: the page-not-found screen every unmatched path is sent to. */
export default async function ErrorsPage({ params }: { params: AgencyPageParams }) {
  const { agency } = await agencyPage(params);
  const t = await getTranslations("NotFound");
  return (
    <main id="main" className="grid min-h-[60dvh] place-items-center p-8 text-center">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-slate-600">{t("body")}</p>
        {agency.contactEmailId && (
          <p className="mt-2 text-slate-600">
            <a href={`mailto:${agency.contactEmailId}`} className="text-brand underline">
              {t("contact")}
            </a>
          </p>
        )}
        <a
          href={agency.returnUrl || "/"}
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-medium text-white"
        >
          {t("home")}
        </a>
      </div>
    </main>
  );
}
