import { companionsResponse } from "@/lib/contract/flights";
import { companionsOf } from "@/lib/server/flights/companions";
import { apiRoute } from "@/lib/server/http/api-route";

/** The signed-in traveller's saved companions, for the flight passenger form; 401 for visitors. */
export const GET = apiRoute(companionsResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  return companionsOf(ctx.agency, user);
});
