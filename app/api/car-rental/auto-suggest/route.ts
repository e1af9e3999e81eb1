import { autosuggestRequest, carRentalAutosuggestResponse } from "@/lib/contract/autosuggest";
import { apiRoute } from "@/lib/server/http/api-route";
import { carRentalLocations } from "@/lib/server/inventory/geo/autosuggest";

/** SPEC §7: car pickup locations, airports and city centres, for what the traveller typed. */
export const POST = apiRoute(carRentalAutosuggestResponse, async (ctx) => {
  const { text } = await ctx.body(autosuggestRequest);
  const locations = await carRentalLocations(text);
  return { data: { locations }, allData: locations };
});
