import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { forgetAgency } from "./agency";

/**
 * DESIGN §2: public pages are cached per (agency, locale) and tagged `agency:<id>`; a change to the
 * agency's data expires every page so tagged, and this process's copies of the agency.
 */
export const agencyTag = (agencyId: string) => `agency:${agencyId}`;

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
 * After a change to what an agency's public pages show: the next request for any of them renders
 * afresh (read-your-own-writes for the editor). Other processes' copies of the agency expire
 * within their ten seconds, their cached pages within the pages' revalidation time.
 */
export function agencyChanged(agencyId: string) {
  forgetAgency(agencyId);
  revalidateTag(agencyTag(agencyId), { expire: 0 });
}
