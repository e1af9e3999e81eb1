import { flightSearchRequest, flightSearchResponse } from "@/lib/contract/flights";
import { searchFlights } from "@/lib/server/products/flights/search";
import { apiRoute } from "@/lib/server/http/api-route";
import { flightSearchHistory } from "@/lib/server/products/flights/search-history";
import { withSearchHistory } from "@/lib/server/searches/history";

/** Only while the agency offers the product; API keys with the `search` scope may call it. */
const SEARCH = { product: "flights", apiKeyScope: "search" } as const;

/**
 * SPEC §2.1 flight search: one way, round trip or multi-city. Open to visitors, as the hotel
 * search is; sign-in decides only whether the wholesale rate and the markup are sent.
 */
export const POST = apiRoute(
  flightSearchResponse,
  async (ctx) => {
    const body = await ctx.body(flightSearchRequest);
    const session = await ctx.session();
    return withSearchHistory(ctx, flightSearchHistory, body, () =>
      searchFlights(ctx.agency, session?.user ?? null, body),
    );
  },
  SEARCH,
);
