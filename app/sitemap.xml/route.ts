import { agencyPageSlugs, agencyPosts } from "@/lib/server/agency/content";
import { canonicalOrigin } from "@/lib/server/agency/origin";
import { activeAgencyFromRequest } from "@/lib/server/seo/agency-from-request";
import { publicPaths } from "@/lib/server/seo/public-pages";

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The public pages of the agency the host names, at its canonical address. */
export async function GET(request: Request) {
  const agency = await activeAgencyFromRequest(request);
  if (!agency) return new Response("Not found", { status: 404 });
  const origin = await canonicalOrigin(agency);
  const [pages, blog, destinations] = await Promise.all([
    agencyPageSlugs(agency),
    agencyPosts(agency, "blog"),
    agencyPosts(agency, "destination"),
  ]);
  const urls = publicPaths(agency, pages, { blog, destinations })
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
