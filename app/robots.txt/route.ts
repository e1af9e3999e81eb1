import { canonicalOrigin } from "@/lib/server/agency/origin";
import { activeAgencyFromRequest } from "@/lib/server/seo/agency-from-request";

/** Per host: an agency's site may be crawled; an unknown or inactive one may not. */
export async function GET(request: Request) {
  const agency = await activeAgencyFromRequest(request);
  const body = agency
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /errors\n\nSitemap: ${await canonicalOrigin(agency)}/sitemap.xml\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
