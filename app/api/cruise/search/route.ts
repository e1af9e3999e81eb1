import { cruiseQuery, cruiseSearchResponse } from "@/lib/contract/cruise";
import { apiRoute } from "@/lib/server/http/api-route";
import { searchCruises } from "@/lib/server/products/cruise/search";
import { cruiseSearchHistory } from "@/lib/server/products/cruise/search-history";
import { withSearchHistory } from "@/lib/server/searches/history";

/** Only while the agency offers the product; API keys with the `search` scope may call it. */
const SEARCH = { product: "cruise", apiKeyScope: "search" } as const;

/** Issue 27 cruise search: the window's sailings for one party, each with its cabins left. */
export const POST = apiRoute(
  cruiseSearchResponse,
  async (ctx) => {
    const query = await ctx.body(cruiseQuery);
    const session = await ctx.session();
    return withSearchHistory(ctx, cruiseSearchHistory, query, () =>
      searchCruises(ctx.agency, session?.user ?? null, query),
    );
  },
  SEARCH,
);
