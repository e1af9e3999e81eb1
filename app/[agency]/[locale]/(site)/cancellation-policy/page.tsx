import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AgencyHtml } from "@/components/content/agency-html";
import { CRUISE_LINE_PAGES } from "@/components/content/cancellation";
import { PageFrame } from "@/components/content/page-frame";
import { agencyPageContent, agencyPageSlugs } from "@/lib/server/agency/content";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import { hasContent } from "@/lib/server/content/html";

async function load(params: AgencyPageParams) {
  const { agency } = await agencyPage(params);
  const page = await agencyPageContent(agency, "cancellation-policy");
  if (!page || !hasContent(page.content)) notFound();
  return { agency, page };
}

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  const { page } = await load(params);
  return { title: page.title, alternates: { canonical: "/cancellation-policy" } };
}

export default async function CancellationPolicyPage({ params }: { params: AgencyPageParams }) {
  const { agency, page } = await load(params);
  const t = await getTranslations("Cancellation");
  const present = new Set(
    (await agencyPageSlugs(agency)).filter((p) => hasContent(p.content)).map((p) => p.slug),
  );
  const lines = CRUISE_LINE_PAGES.filter((l) => present.has(`cancellation-policy/${l}`));
  return (
    <PageFrame title={page.title}>
      <AgencyHtml html={page.content} />
      {lines.length > 0 && (
        <nav aria-label={t("cruiseLines")} className="mt-8">
          <h2 className="text-lg font-semibold">{t("cruiseLines")}</h2>
          <ul className="mt-3 list-disc space-y-1 ps-6">
            {lines.map((l) => (
              <li key={l}>
                <Link href={`/cancellation-policy/${l}`} className="text-brand underline">
                  {t(l)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageFrame>
  );
}
