import * as z from "zod";
import { rawRoute } from "@/lib/server/http/api-route";
import { giveDealGrant } from "@/lib/server/http/deal-grant";
import { openDealLink } from "@/lib/server/proposals/deal-links";

const openQuery = z.object({ token: z.string().max(64).optional() });

/**
 * GET /api/deal-links/{id}/open?token=, where the link's short URL leads: the link's grant
 * given to the browser (an httpOnly cookie), then a 303 to its offer or its search's results.
 */
export const GET = rawRoute(async (ctx) => {
  const { target, grant } = await openDealLink(
    ctx.agency,
    ctx.params.id ?? "",
    ctx.query(openQuery).token,
  );
  if (grant) giveDealGrant(ctx, grant);
  return new Response(null, {
    status: 303,
    headers: { location: target, "cache-control": "no-store" },
  });
});
