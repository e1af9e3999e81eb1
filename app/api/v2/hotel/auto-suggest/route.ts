import { autosuggestRequest, hotelAutosuggestResponse } from "@/lib/contract/autosuggest";
import { apiRoute } from "@/lib/server/http/api-route";
import { hotelSuggestions } from "@/lib/server/inventory/geo/autosuggest";

/** SPEC §7: hotel destinations for what the traveller typed, cities first, then airports. */
export const POST = apiRoute(hotelAutosuggestResponse, async (ctx) => {
  const { text } = await ctx.body(autosuggestRequest);
  const suggestions = await hotelSuggestions(text);
  return { data: { locationSuggestions: suggestions }, allData: suggestions };
});
