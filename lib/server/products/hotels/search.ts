import "server-only";
import type * as z from "zod";
import {
  HOTEL_PAGE_SIZE,
  type hotelSearchRequest,
  type HotelSearchResponse,
  type HotelSummary,
} from "@/lib/contract/hotels";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView } from "../../deals/deals";
import { placeById } from "../../inventory/places";
import { nightsBetween } from "@/lib/contract/stay";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import { toSupplierQuery } from "./offer";
import { contractRate, freeNow, hotelHeader, hotelRate, type StayPricing } from "./rates";

/**
 * Hotel search (SPEC §2.1 Hotels): the supplier's hotels with rooms left for the stay, priced
 * with the agency's markup, filtered, sorted and paged. The supplier reads what is left in
 * batches; everything after it is arithmetic on at most its hundred results.
 */

type SearchRequest = z.output<typeof hotelSearchRequest>;
type Sort = SearchRequest["sort"];
/** A result with the stay total of its cheapest rate, to filter and sort by. */
type Found = { summary: HotelSummary; total: number };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each sort, with the cheaper first and then the id on ties, so pages never overlap. */
const SORTS: Record<Sort, (a: Found, b: Found) => number> = {
  price: (a, b) => a.total - b.total,
  "-price": (a, b) => b.total - a.total,
  stars: (a, b) => a.summary.stars - b.summary.stars || a.total - b.total,
  "-stars": (a, b) => b.summary.stars - a.summary.stars || a.total - b.total,
  distance: (a, b) => a.summary.distance - b.summary.distance || a.total - b.total,
};

export async function searchHotels(
  agency: AgencyRow,
  viewer: UserRow | null,
  request: SearchRequest,
): Promise<HotelSearchResponse> {
  const query = toSupplierQuery(request);
  const now = new Date();
  // An unknown place is a 404 from either; the supplier refuses bad stays as `invalid`.
  const [place, results, markup] = await Promise.all([
    placeById(request.placeId),
    supplierFor("hotels").search(query),
    agencyMarkup(agency.id, "hotels"),
  ]);
  const nights = nightsBetween(request.checkIn, request.checkOut);
  const stay: StayPricing = { checkIn: request.checkIn, nights, rooms: query.rooms, markup };
  const wholesale = agentView(viewer, agency);
  const stars = request.stars?.length ? new Set(request.stars) : null;
  const boards = request.boards?.length ? new Set(request.boards) : null;

  const found: Found[] = [];
  for (const hotel of results) {
    if (stars && !stars.has(hotel.stars)) continue;
    // Search lists available offers only.
    const rates = hotel.offers.map((offer) => hotelRate(hotel, offer, stay, wholesale));
    // Rate filters choose the rates a hotel is shown with: its cheapest one that matches.
    const matching = rates.filter(
      (r) => (!boards || boards.has(r.board)) && (!request.freeCancellation || freeNow(r, now)),
    );
    const cheapest = matching.reduce<(typeof matching)[number] | undefined>(
      (best, r) => (best && best.totalRate <= r.totalRate ? best : r),
      undefined,
    );
    if (!cheapest) continue;
    const header = hotelHeader(hotel, place, rates, nights, now);
    found.push({
      summary: { ...header, cheapest: contractRate(cheapest) },
      total: cheapest.totalRate,
    });
  }

  // The price slider's bounds: every other filter applied, the price filter not yet.
  const totals = found.map((f) => f.total);
  const priceRange = totals.length ? { min: Math.min(...totals), max: Math.max(...totals) } : null;
  const { minPrice = 0, maxPrice = Infinity } = request;
  const shown = found
    .filter((f) => f.total >= minPrice && f.total <= maxPrice)
    .sort((a, b) => SORTS[request.sort](a, b) || compareText(a.summary.id, b.summary.id));

  const start = (request.page - 1) * HOTEL_PAGE_SIZE;
  return {
    hotels: shown.slice(start, start + HOTEL_PAGE_SIZE).map((f) => f.summary),
    page: request.page,
    pageSize: HOTEL_PAGE_SIZE,
    total: shown.length,
    priceRange,
  };
}
