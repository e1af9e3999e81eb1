import { activityDestinationsResponse, autosuggestRequest } from "@/lib/contract/autosuggest";
import { apiRoute } from "@/lib/server/http/api-route";
import { activityDestinations } from "@/lib/server/inventory/geo/autosuggest";

/** SPEC §7: activity destinations (cities) for what the traveller typed. */
export const POST = apiRoute(activityDestinationsResponse, async (ctx) => {
  const { text } = await ctx.body(autosuggestRequest);
  const destinations = await activityDestinations(text);
  return { data: destinations, allData: destinations };
});
