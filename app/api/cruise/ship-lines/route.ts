import { shipLinesResponse } from "@/lib/contract/cruise";
import { apiRoute } from "@/lib/server/http/api-route";
import { cruiseLines } from "@/lib/server/inventory/cruise/lines";

/** SPEC §7 GET /api/cruise/ship-lines: the cruise lines and their ships, for the cruise search. */
export const GET = apiRoute(shipLinesResponse, async () => ({ data: cruiseLines() }));
