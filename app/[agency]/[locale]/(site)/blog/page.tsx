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
  return { title: t("blog"), alternates: { canonical: "/blog" } };
}

export default async function BlogPage({ params }: { params: AgencyPageParams }) {
  const { agency, locale } = await agencyPage(params);
  const t = await getTranslations("Posts");
  return <PostList agency={agency} locale={locale} kind="blog" title={t("blog")} />;
}
