import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostList } from "@/components/content/posts";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

export async function generateMetadata({
  params,
}: {
  params: AgencyPageParams;
}): Promise<Metadata> {
  await agencyPage(params);
  const t = await getTranslations("Posts");
  return { title: t("hiddenGems"), alternates: { canonical: "/hidden-gems-round-the-world" } };
}

/** The destinations the agency marks as hidden gems. */
export default async function HiddenGemsPage({ params }: { params: AgencyPageParams }) {
  const { agency, locale } = await agencyPage(params);
  const t = await getTranslations("Posts");
  return (
    <PostList
      agency={agency}
      locale={locale}
      kind="destination"
      tag="hidden-gem"
      title={t("hiddenGems")}
    />
  );
}
