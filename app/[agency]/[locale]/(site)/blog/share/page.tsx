import { loadPost, postMetadata, PostView } from "@/components/content/posts";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

// Share links carry the post in the query string, so they render per request.
export const dynamic = "force-dynamic";

type SearchParams = Promise<{ id?: string | string[] }>;
const idOf = async (searchParams: SearchParams) => {
  const { id } = await searchParams;
  return typeof id === "string" ? id : undefined;
};

/** The address shared on social networks: /blog/share?id=<post>; its canonical is the post. */
export async function generateMetadata(props: {
  params: AgencyPageParams;
  searchParams: SearchParams;
}) {
  const { agency } = await agencyPage(props.params);
  return postMetadata("blog", await loadPost(agency, "blog", await idOf(props.searchParams)));
}

export default async function BlogSharePage(props: {
  params: AgencyPageParams;
  searchParams: SearchParams;
}) {
  const { agency, locale } = await agencyPage(props.params);
  const post = await loadPost(agency, "blog", await idOf(props.searchParams));
  return <PostView kind="blog" locale={locale} post={post} />;
}
