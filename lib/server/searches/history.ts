import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { isAgentRole } from "@/lib/auth/permissions";
import { activityResultsHref, ACTIVITY_RESULTS_PATH } from "@/lib/booking/activity-search-params";
import { CAR_RESULTS_PATH, carSearchHref } from "@/lib/booking/car-search-params";
import { FLIGHT_RESULTS_PATH, flightResultsHref } from "@/lib/booking/flight-search-params";
import { HOTEL_RESULTS_PATH, serializeHotelSearch } from "@/lib/booking/hotel-search-params";
import type { activitySearchRequest } from "@/lib/contract/activities";
import type { carOfferQuery } from "@/lib/contract/cars";
import type { flightSearchRequest } from "@/lib/contract/flights";
import type { hotelSearchRequest } from "@/lib/contract/hotels";
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

/**
 * Searches (issue 16): each search a signed-in traveller or agent runs is kept with the address
 * of its results page, so that the back office's Searches list runs it again in one click.
 *
 * The results pages are cached and the same for everyone (DESIGN §2), so the search is recorded
 * by its API call: the page's address is the call's Referer (same site, the results page of the
 * product), else it is made from the search itself. A page of results, or the same search again
 * within a minute, is not another row.
 */

interface SearchBodies {
  hotels: z.output<typeof hotelSearchRequest>;
  flights: z.output<typeof flightSearchRequest>;
  cars: z.output<typeof carOfferQuery>;
  activities: z.output<typeof activitySearchRequest>;
}
type RecordedProduct = keyof SearchBodies & SearchProduct;

const RESULTS_PATHS: Record<RecordedProduct, string> = {
  hotels: HOTEL_RESULTS_PATH,
  flights: FLIGHT_RESULTS_PATH,
  cars: CAR_RESULTS_PATH,
  activities: ACTIVITY_RESULTS_PATH,
};

/** Within this many seconds the same user's same search is not recorded again. */
const REPEAT_SECONDS = 60;
const MAX_PATH = 2_000;
const MAX_LABEL = 200;

/** The results page the call came from, without its page number; null when it is not one. */
function refererQuery(request: Request, product: RecordedProduct): URLSearchParams | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = request.headers.get("host") ?? new URL(request.url).host;
    if (url.host !== host || url.pathname.replace(/\/$/, "") !== RESULTS_PATHS[product]) {
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

const label = (text: string | null | undefined) => (text ?? "").trim().slice(0, MAX_LABEL);

/** The results page's address and what the search was for, from the search itself. */
function describe<P extends RecordedProduct>(
  product: P,
  body: SearchBodies[P],
  page: URLSearchParams | null,
): { path: string; params: Record<string, string> } {
  switch (product) {
    case "hotels": {
      const b = body as SearchBodies["hotels"];
      const placeLabel = label(page?.get("placeName")) || b.placeId;
      const path = `${HOTEL_RESULTS_PATH}?${serializeHotelSearch({
        placeId: b.placeId,
        placeLabel,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        rooms: b.rooms,
        nationality: b.nationality,
        sort: b.sort,
      })}`;
      return {
        path,
        params: {
          destination: placeLabel,
          start: b.checkIn,
          end: b.checkOut,
          adults: String(b.rooms.reduce((n, r) => n + r.adults, 0)),
          children: String(b.rooms.reduce((n, r) => n + r.childAges.length, 0)),
          rooms: String(b.rooms.length),
        },
      };
    }
    case "flights": {
      const b = body as SearchBodies["flights"];
      const first = b.legs[0]!;
      const last = b.legs[b.legs.length - 1]!;
      return {
        path: flightResultsHref(b),
        params: {
          destination: b.legs.map((l) => `${l.from.join("/")} → ${l.to.join("/")}`).join(", "),
          start: first.date,
          ...(b.trip !== "oneway" && { end: last.date }),
          adults: String(b.adults),
          children: String(b.children),
          infants: String(b.infants),
        },
      };
    }
    case "cars": {
      const b = body as SearchBodies["cars"];
      return {
        path: carSearchHref({
          locationId: b.locationId,
          ...(b.dropOffLocationId && { dropOffLocationId: b.dropOffLocationId }),
          pickUp: b.pickUp,
          dropOff: b.dropOff,
          driverAge: b.driverAge,
          residence: b.residence,
        }),
        params: {
          destination: b.locationId,
          start: b.pickUp.slice(0, 10),
          end: b.dropOff.slice(0, 10),
        },
      };
    }
    default: {
      const b = body as SearchBodies["activities"];
      const cityName = label(page?.get("cityName"));
      return {
        path: activityResultsHref({ cityId: b.cityId, cityName, from: b.from, to: b.to }),
        params: { destination: cityName || b.cityId, start: b.from, end: b.to },
      };
    }
  }
}

/** Records the search of a signed-in user (not a visitor, not an API key); never throws. */
export async function recordSearch<P extends RecordedProduct>(
  ctx: RequestContext,
  product: P,
  body: SearchBodies[P],
): Promise<void> {
  try {
    const session = await ctx.session();
    if (!session || session.id.startsWith("api-key:")) return;
    const page = refererQuery(ctx.request, product);
    const described = describe(product, body, page);
    const path = page ? `${RESULTS_PATHS[product]}${page.size ? `?${page}` : ""}` : described.path;
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
    console.error(`[searches] recording a ${product} search failed:`, error);
  }
}

/**
 * Runs a search route's search and records it alongside (not after: the answer does not wait
 * for the record any longer than for the search itself).
 */
export async function withSearchHistory<P extends RecordedProduct, T>(
  ctx: RequestContext,
  product: P,
  body: SearchBodies[P],
  search: () => Promise<T>,
): Promise<T> {
  const recorded = recordSearch(ctx, product, body);
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
