import { hotelSearchRequest, hotelSearchResponse } from "@/lib/contract/hotels";
import { searchHotels } from "@/lib/server/products/hotels/search";
import { apiRoute } from "@/lib/server/http/api-route";
import { hotelSearchHistory } from "@/lib/server/products/hotels/search-history";
import { withSearchHistory } from "@/lib/server/searches/history";

/** Only while the agency offers the product; API keys with the `search` scope may call it. */
const SEARCH = { product: "hotels", apiKeyScope: "search" } as const;

/**
 * SPEC §2.1 hotel search. Open to visitors, as the deals are: prices reach everyone, and the page
 * hides them where the agency disallows the non-login flow; sign-in decides only whether the
 * wholesale rate and the markup are sent.
 */
export const POST = apiRoute(
  hotelSearchResponse,
  async (ctx) => {
    const body = await ctx.body(hotelSearchRequest);
    const session = await ctx.session();
    return withSearchHistory(ctx, hotelSearchHistory, body, () =>
      searchHotels(ctx.agency, session?.user ?? null, body),
    );
  },
  SEARCH,
);
