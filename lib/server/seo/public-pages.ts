import "server-only";
import type { PublicAgency } from "@/lib/contract/agency";
import { hasContent } from "../content/html";

/** The agency's public pages that have something to show: what the sitemap lists. */
export function publicPaths(
  agency: PublicAgency,
  pages: { slug: string; content: string }[],
  posts: { blog: { slug: string }[]; destinations: { slug: string }[] },
): string[] {
  return [
    "/",
    agency.isAbousUsEnable && "/about",
    agency.isFaqEnable && "/faqs",
    hasContent(agency.privacyPolicy) && "/privacy-policy",
    hasContent(agency.cookiesPolicy) && "/cookies-policy",
    hasContent(agency.disclaimer) && "/disclaimer",
    hasContent(agency.termsAndConditions) && "/user-terms-and-conditions",
    ...pages.filter((p) => hasContent(p.content)).map((p) => `/${p.slug}`),
    "/blog",
    ...posts.blog.map((p) => `/blog/${p.slug}`),
    ...(agency.displayTopDestinations
      ? [
          "/top-destination",
          "/hidden-gems-round-the-world",
          ...posts.destinations.map((p) => `/destination/${p.slug}`),
        ]
      : []),
  ].filter((p): p is string => Boolean(p));
}
