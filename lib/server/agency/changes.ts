import "server-only";
import { log } from "../log/log";
import { revalidateTag, unstable_cache } from "next/cache";
import { publish, redisPrefix, redisUrl, subscribe } from "../redis";
import { forgetAgency } from "./agency";

/**
 * DESIGN §2: public pages are cached per (agency, locale) and tagged `agency:<id>`; a change to the
 * agency's data expires every page so tagged and the cached copies of the agency, in this process
 * and (with Redis) in every other.
 */
export const agencyTag = (agencyId: string) => `agency:${agencyId}`;
const CHANNEL = "agency-changed";

/**
 * Tags the page being rendered with its agency. Without cache components Next only learns a
 * page's tags from the cached calls made while rendering it, so this is one such call (its
 * value is the id itself; the cache entry is a few bytes).
 */
export function tagAgencyRender(agencyId: string): Promise<string> {
  return unstable_cache(async () => agencyId, ["agency-render", agencyId], {
    tags: [agencyTag(agencyId)],
  })();
}

/**
 * After a change to what an agency's public pages show (called from the route handler that made
 * it): the next request for any of them, on any process, renders afresh.
 */
export async function agencyChanged(agencyId: string): Promise<void> {
  forgetAgency(agencyId);
  forgetServedPages();
  revalidateTag(agencyTag(agencyId), { expire: 0 });
  const url = redisUrl();
  if (!url) return;
  try {
    await publish(url, CHANNEL, agencyId);
  } catch (error) {
    // The change is saved; other processes then catch up as they would without Redis.
    log.error("announcing an agency change failed", { error });
  }
}

/**
 * The production server's copies of the pages it served in the last second (scripts/serve.mjs,
 * scripts/lib/front-cache.mjs); absent under `next dev` and in tests that render no page.
 */
function forgetServedPages() {
  const served = (globalThis as Record<symbol, { clear(): void } | undefined>)[
    Symbol.for("travel.frontCache")
  ];
  served?.clear();
}

/** What Next keeps on globalThis for code running outside a request (its cache of pages). */
interface PageCache {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

function expireHere(agencyId: string) {
  forgetAgency(agencyId);
  forgetServedPages();
  // A message from Redis arrives outside any request, where `revalidateTag` cannot run; the
  // process's page cache is the one Next's server keeps on globalThis (none before a request).
  const pages = (globalThis as { __incrementalCache?: PageCache }).__incrementalCache;
  pages?.revalidateTag([agencyTag(agencyId)], { expire: 0 }).catch((error: unknown) => {
    log.error("expiring an agency's cached pages failed", { error });
  });
}

/** The Redis and namespace this process follows changes in (once for each; tests change them). */
let following: string | undefined;

/**
 * With Redis, listens for changes made by other processes (once per process, from the first
 * request that looks an agency up). Without Redis other processes see a change within the ten
 * seconds their copy of the agency lives, and their pages within the pages' revalidation time.
 */
export function followAgencyChanges(): void {
  const url = redisUrl();
  if (!url) return;
  const key = `${url} ${redisPrefix()}`;
  if (following === key) return;
  following = key;
  subscribe(url, CHANNEL, expireHere).catch((error: unknown) => {
    following = undefined;
    log.error("following agency changes failed", { error });
  });
}
