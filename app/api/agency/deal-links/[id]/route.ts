import { dealLinkPatch, dealLinkView } from "@/lib/contract/deal-links";
import { apiRoute } from "@/lib/server/http/api-route";
import { setDealLinkStatus } from "@/lib/server/proposals/deal-links";

/** PATCH /api/agency/deal-links/{id}: switched off (its link then says so) or on again. */
export const PATCH = apiRoute(
  dealLinkView,
  async (ctx) => {
    const { status } = await ctx.body(dealLinkPatch);
    return setDealLinkStatus(ctx.agency, ctx.params.id ?? "", status);
  },
  { permission: "dealLink.read" },
);
