import "server-only";
import { asc, eq } from "drizzle-orm";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import * as t from "../db/schema";

const originCache = ttlCache<string>(60_000);

/**
 * The one address search engines should know an agency by, whatever host a visitor used: its
 * first custom domain, else `<key>.<ROOT_DOMAIN>`, else `<key>.localhost:<PORT>` on a developer's
 * machine. Pages are cached per agency, so this must not depend on the request.
 */
export function canonicalOrigin(agency: { id: string; subdomain: string }): Promise<string> {
  return originCache.get(agency.id, async () => {
    const db = await getDb();
    const [domain] = await db
      .select({ domain: t.agencyDomains.domain })
      .from(t.agencyDomains)
      .where(eq(t.agencyDomains.agencyId, agency.id))
      .orderBy(asc(t.agencyDomains.createdAt), asc(t.agencyDomains.domain))
      .limit(1);
    if (domain) return `https://${domain.domain}`;
    const root = process.env.ROOT_DOMAIN;
    if (root) return `https://${agency.subdomain}.${root}`;
    return `http://${agency.subdomain}.localhost:${process.env.PORT ?? 3000}`;
  });
}
