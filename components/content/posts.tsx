import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { PublicAgency } from "@/lib/contract/agency";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { agencyPost, agencyPosts, type PostKind } from "@/lib/server/agency/content";
import { AgencyHtml } from "./agency-html";
import { PageFrame } from "./page-frame";

const BASE: Record<PostKind, string> = { blog: "/blog", destination: "/destination" };

/** Destinations are published only when the agency enables top destinations (SPEC §2.1). */
export function ensureKindEnabled(agency: PublicAgency, kind: PostKind) {
  if (kind === "destination" && !agency.displayTopDestinations) notFound();
}

export async function PostList(props: {
  agency: PublicAgency;
  locale: Locale;
  kind: PostKind;
  title: string;
  tag?: string;
}) {
  const { agency, locale, kind, title, tag } = props;
  ensureKindEnabled(agency, kind);
  const t = await getTranslations("Posts");
  const posts = await agencyPosts(agency, kind, tag);
  return (
    <PageFrame title={title}>
      {posts.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {posts.map((p) => (
            <li key={p.slug} className="rounded-xl border border-slate-200 p-5">
              <article>
                <h2 className="text-lg font-semibold">
                  <Link href={`${BASE[kind]}/${p.slug}`} className="hover:text-brand">
                    {p.title}
                  </Link>
                </h2>
                {kind === "blog" && (
                  <p className="mt-1 text-sm text-slate-500">
                    <time dateTime={p.publishedAt}>{formatDisplayDate(p.publishedAt, locale)}</time>
                  </p>
                )}
                <p className="mt-2 text-slate-700">{p.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

export async function loadPost(agency: PublicAgency, kind: PostKind, slug: string | undefined) {
  ensureKindEnabled(agency, kind);
  const post = slug ? await agencyPost(agency, kind, slug) : null;
  if (!post) notFound();
  return post;
}

export function postMetadata(
  kind: PostKind,
  post: { slug: string; title: string; excerpt: string },
): Metadata {
  const path = `${BASE[kind]}/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: path },
    openGraph: {
      type: kind === "blog" ? "article" : "website",
      title: post.title,
      description: post.excerpt,
      url: path,
    },
  };
}

export async function PostView(props: {
  kind: PostKind;
  locale: Locale;
  post: { title: string; content: string; publishedAt: string };
}) {
  const { kind, locale, post } = props;
  const t = await getTranslations("Posts");
  return (
    <PageFrame title={post.title}>
      {kind === "blog" && (
        <p className="-mt-4 mb-6 text-sm text-slate-500">
          <time dateTime={post.publishedAt}>{formatDisplayDate(post.publishedAt, locale)}</time>
        </p>
      )}
      <AgencyHtml html={post.content} />
      <p className="mt-10">
        <Link href={BASE[kind]} className="text-brand underline">
          {kind === "blog" ? t("allPosts") : t("allDestinations")}
        </Link>
      </p>
    </PageFrame>
  );
}
