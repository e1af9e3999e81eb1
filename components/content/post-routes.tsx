import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";
import type { PostKind } from "@/lib/server/agency/content";
import { loadPost, PostList, postMetadata, PostView } from "./posts";

type TitleKey = "blog" | "destinations" | "hiddenGems";
type SlugParams = Promise<{ agency: string; locale: string; slug: string }>;
type ShareSearch = Promise<{ id?: string | string[] }>;

/** A list page of posts (blog, top destinations, hidden gems): its metadata and its component. */
export function postListRoute(kind: PostKind, titleKey: TitleKey, canonical: string, tag?: string) {
  return {
    async generateMetadata({ params }: { params: AgencyPageParams }): Promise<Metadata> {
      await agencyPage(params);
      const t = await getTranslations("Posts");
      return { title: t(titleKey), alternates: { canonical } };
    },
    async Page({ params }: { params: AgencyPageParams }) {
      const { agency, locale } = await agencyPage(params);
      const t = await getTranslations("Posts");
      return <PostList agency={agency} locale={locale} kind={kind} tag={tag} title={t(titleKey)} />;
    },
  };
}

/** One post at /<kind>/<slug>. */
export function postRoute(kind: PostKind) {
  return {
    async generateMetadata({ params }: { params: SlugParams }) {
      const { agency } = await agencyPage(params);
      return postMetadata(kind, await loadPost(agency, kind, (await params).slug));
    },
    async Page({ params }: { params: SlugParams }) {
      const { agency, locale } = await agencyPage(params);
      return (
        <PostView
          kind={kind}
          locale={locale}
          post={await loadPost(agency, kind, (await params).slug)}
        />
      );
    },
  };
}

async function shareId(searchParams: ShareSearch) {
  const { id } = await searchParams;
  return typeof id === "string" ? id : undefined;
}

/** The address shared on social networks, /<kind>/share?id=<post>; its canonical is the post. */
export function shareRoute(kind: PostKind) {
  type Props = { params: AgencyPageParams; searchParams: ShareSearch };
  return {
    async generateMetadata({ params, searchParams }: Props) {
      const { agency } = await agencyPage(params);
      return postMetadata(kind, await loadPost(agency, kind, await shareId(searchParams)));
    },
    async Page({ params, searchParams }: Props) {
      const { agency, locale } = await agencyPage(params);
      return (
        <PostView
          kind={kind}
          locale={locale}
          post={await loadPost(agency, kind, await shareId(searchParams))}
        />
      );
    },
  };
}
