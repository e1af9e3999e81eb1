import { activityDetailsRequest, activityDetailsResponse } from "@/lib/contract/activities";
import { activityDetails } from "@/lib/server/products/activities/search";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §2.1 activity result details: its options with the day's time slots and places left. */
export const POST = apiRoute(
  activityDetailsResponse,
  async (ctx) => {
    const { productCode, date } = await ctx.body(activityDetailsRequest);
    const session = await ctx.session();
    return activityDetails(ctx.agency, session?.user ?? null, productCode, date);
  },
  { product: "activities" },
);
