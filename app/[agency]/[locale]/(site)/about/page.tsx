import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AgencyHtml } from "@/components/content/agency-html";
import { PageFrame, Unavailable } from "@/components/content/page-frame";
import { aboutUs } from "@/lib/server/agency/content";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const [about] = await aboutUs(agency);
  return { agency, about: agency.isAbousUsEnable && about?.isEnabled ? about : null };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { agency, about } = await load(params);
  return {
    title: about?.title ?? agency.aboutUsEnableTitle ?? "About",
    alternates: { canonical: "/about" },
  };
}

/** SPEC §2.4: title, sanitised HTML content and an optional image, or 'not available'. */
export default async function AboutPage({ params }: { params: AgencyPageParams }) {
  const { about } = await load(params);
  const t = await getTranslations("About");
  if (!about) return <Unavailable title={t("notAvailable")} />;
  return (
    <PageFrame title={about.title ?? t("title")}>
      {about.image && (
        // eslint-disable-next-line @next/next/no-img-element -- agency-supplied image of unknown size
        <img src={about.image} alt="" className="mb-8 w-full rounded-2xl object-cover" />
      )}
      <AgencyHtml html={about.content} />
    </PageFrame>
  );
}
