import "server-only";
import { log } from "../log/log";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { isAgentRole } from "@/lib/auth/permissions";
import { isPlainText } from "@/lib/contract/common";
import {
  SEARCHES_PAGE_SIZE,
  type SearchesQuery,
  type SearchesResponse,
  type SearchProduct,
} from "@/lib/contract/searches";
import { getDb } from "../db/client";
import { searchHistory, users } from "../db/schema";
import type { RequestContext } from "../http/request-context";
import type { SearchKind } from "../products/kit/search-kind";

/**
 * Searches (issue 16): each search a signed-in traveller or agent runs is kept with the address
 * of its results page, so that the back office's Searches list runs it again in one click.
 *
 * The results pages are cached and the same for everyone (DESIGN §2), so the search is recorded
 * by its API call: the page's address is the call's Referer (same site, the results page of the
 * product), else it is made from the search itself. A page of results, or the same search again
 * within a minute, is not another row.
 */

/** Within this many seconds the same user's same search is not recorded again. */
const REPEAT_SECONDS = 60;
const MAX_PATH = 2_000;

/** The results page the call came from, without its page number; null when it is not one. */
function refererQuery(request: Request, resultsPath: string): URLSearchParams | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = request.headers.get("host") ?? new URL(request.url).host;
    if (url.host !== host || url.pathname.replace(/\/$/, "") !== resultsPath) {
      return null;
    }
    url.searchParams.delete("page");
    // The referer is the browser's to write: a query that no text column stores is not kept.
    for (const [name, value] of url.searchParams) {
      if (!isPlainText(name) || !isPlainText(value)) return null;
    }
    return url.searchParams;
  } catch {
    return null;
  }
}

/** Records the search of a signed-in user (not a visitor, not an API key); never throws. */
export async function recordSearch<Body>(
  ctx: RequestContext,
  kind: SearchKind<Body>,
  body: Body,
): Promise<void> {
  const { product } = kind;
  try {
    const session = await ctx.session();
    if (!session || session.id.startsWith("api-key:")) return;
    const page = refererQuery(ctx.request, kind.resultsPath);
    const described = kind.describe(body, page);
    const path = page ? `${kind.resultsPath}${page.size ? `?${page}` : ""}` : described.path;
    if (path.length > MAX_PATH) return;
    const agencyId = ctx.agency.id;
    const userId = session.user.id;
    const db = await getDb();
    // One statement: the same user's same search within the minute is not written again.
    await db.execute(sql`
      INSERT INTO ${searchHistory} (agency_id, user_id, product, path, params)
      SELECT ${agencyId}, ${userId}, ${product}, ${path}, ${JSON.stringify(described.params)}::jsonb
      WHERE NOT EXISTS (
        SELECT 1 FROM ${searchHistory}
        WHERE agency_id = ${agencyId} AND user_id = ${userId} AND path = ${path}
          AND at > now() - make_interval(secs => ${REPEAT_SECONDS})
      )`);
  } catch (error) {
    // The search answers whatever happens to its record.
    log.error("recording a search failed", { product, error });
  }
}

/**
 * Runs a search route's search and records it alongside (not after: the answer does not wait
 * for the record any longer than for the search itself).
 */
export async function withSearchHistory<Body, T>(
  ctx: RequestContext,
  kind: SearchKind<Body>,
  body: Body,
  search: () => Promise<T>,
): Promise<T> {
  const recorded = recordSearch(ctx, kind, body);
  try {
    return await search();
  } finally {
    await recorded;
  }
}

/** The agency's recent searches, newest first, a page of SEARCHES_PAGE_SIZE. */
export async function listSearches(
  agencyId: string,
  query: SearchesQuery,
): Promise<SearchesResponse> {
  const db = await getDb();
  const where = and(
    eq(searchHistory.agencyId, agencyId),
    query.product ? eq(searchHistory.product, query.product) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: searchHistory.id,
        product: searchHistory.product,
        path: searchHistory.path,
        params: searchHistory.params,
        at: searchHistory.at,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        isTravelAgent: users.isTravelAgent,
        isRewardWalletEnable: users.isRewardWalletEnable,
      })
      .from(searchHistory)
      .innerJoin(users, eq(users.id, searchHistory.userId))
      .where(where)
      .orderBy(desc(searchHistory.at), desc(searchHistory.id))
      .limit(SEARCHES_PAGE_SIZE)
      .offset((query.page - 1) * SEARCHES_PAGE_SIZE),
    db.select({ n: count() }).from(searchHistory).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      product: r.product as SearchProduct,
      path: r.path,
      params: r.params,
      at: r.at.toISOString(),
      user: {
        id: r.userId,
        name: `${r.firstName} ${r.lastName}`.trim(),
        kind: isAgentRole(r) ? "agent" : "traveller",
      },
    })),
    page: query.page,
    pageSize: SEARCHES_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
