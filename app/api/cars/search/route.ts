import { carOfferQuery, carSearchResponse } from "@/lib/contract/cars";
import { searchCars } from "@/lib/server/products/cars/search";
import { apiRoute } from "@/lib/server/http/api-route";
import { carSearchHistory } from "@/lib/server/products/cars/search-history";
import { withSearchHistory } from "@/lib/server/searches/history";

/** Only while the agency offers the product; API keys with the `search` scope may call it. */
const SEARCH = { product: "cars", apiKeyScope: "search" } as const;

/**
 * SPEC §2.1 car search: the desk's cars for the rental, the driver's age and residence. Open to
 * visitors, as the hotel search is; sign-in decides only whether net and markup are sent.
 */
export const POST = apiRoute(
  carSearchResponse,
  async (ctx) => {
    const query = await ctx.body(carOfferQuery);
    const session = await ctx.session();
    return withSearchHistory(ctx, carSearchHistory, query, () =>
      searchCars(ctx.agency, session?.user ?? null, query),
    );
  },
  SEARCH,
);
