import { loadPost, postMetadata, PostView } from "@/components/content/posts";
import { agencyPage } from "@/lib/server/agency/page-context";

type Params = Promise<{ agency: string; locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { agency } = await agencyPage(params);
  return postMetadata("blog", await loadPost(agency, "blog", (await params).slug));
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { agency, locale } = await agencyPage(params);
  return (
    <PostView
      kind="blog"
      locale={locale}
      post={await loadPost(agency, "blog", (await params).slug)}
    />
  );
}
