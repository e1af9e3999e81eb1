import { publicDealOffer } from "@/lib/contract/deal-links";
import { apiRoute } from "@/lib/server/http/api-route";
import { dealReaderOf } from "@/lib/server/http/deal-grant";
import { publicDealOfferOf } from "@/lib/server/proposals/deal-links";

/**
 * GET /api/deal-links/{id}: a deal link's offer as its visitor sees it, priced again now; 404
 * unless the browser holds the link's grant (given by its short URL) or is the agency's staff,
 * 410 once switched off or expired.
 */
export const GET = apiRoute(publicDealOffer, async (ctx) =>
  publicDealOfferOf(ctx.agency, ctx.params.id ?? "", dealReaderOf(ctx)),
);
