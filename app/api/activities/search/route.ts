import { activitySearchRequest, activitySearchResponse } from "@/lib/contract/activities";
import { searchActivities } from "@/lib/server/products/activities/search";
import { apiRoute } from "@/lib/server/http/api-route";
import { activitySearchHistory } from "@/lib/server/products/activities/search-history";
import { withSearchHistory } from "@/lib/server/searches/history";

/** Only while the agency offers the product; API keys with the `search` scope may call it. */
const SEARCH = { product: "activities", apiKeyScope: "search" } as const;

/** SPEC §2.1 activity search: a city's activities for the dates, each priced from one adult. */
export const POST = apiRoute(
  activitySearchResponse,
  async (ctx) => {
    const query = await ctx.body(activitySearchRequest);
    const session = await ctx.session();
    return withSearchHistory(ctx, activitySearchHistory, query, () =>
      searchActivities(ctx.agency, session?.user ?? null, query),
    );
  },
  SEARCH,
);
