import { searchesQuery, searchesResponse } from "@/lib/contract/searches";
import { apiRoute } from "@/lib/server/http/api-route";
import { listSearches } from "@/lib/server/searches/history";

/**
 * GET /api/agency/searches?product=&page=: the agency's recent searches (its travellers' and
 * agents'), newest first, 25 a page.
 */
export const GET = apiRoute(
  searchesResponse,
  async (ctx) => listSearches(ctx.agency.id, ctx.query(searchesQuery)),
  { permission: "searches.read" },
);
